import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useOrder } from '../orders-api';
import { OrderNewPage } from './order-new-page';

/**
 * "Order wijzigen" (issue 26): the new-order screen, filled with the order's lines and notes; its
 * Opslaan changes the order (order.update) instead of making a new one.
 */
export function OrderEditPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingState label="Order laden…" />;
  if (order.isError) {
    return (
      <>
        <PageHeader title="Order wijzigen" />
        <MessageBar tone="danger">{order.error.message}</MessageBar>
        <Link to="/orders" className={cn(buttonClassName('secondary'), 'mt-4')}>
          Terug naar orders
        </Link>
      </>
    );
  }
  // Keyed by the order's version: a newer order (saved elsewhere) starts the form over.
  return <OrderNewPage key={order.data.version} mode="edit" initial={order.data} />;
}
