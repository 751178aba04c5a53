import { useParams } from 'react-router';
import { RecordPageFallback } from '../../../components/ui/record-page';
import { useOrder } from '../orders-api';
import { OrderNewPage } from './order-new-page';

/**
 * "Order wijzigen": the new-order screen, filled with the order's lines and notes; its Opslaan
 * changes the order (order.update) instead of making a new one.
 */
export function OrderEditPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  if (!order.data)
    return (
      <RecordPageFallback
        title="Order wijzigen"
        loadingLabel="Order laden…"
        error={order.error}
        back={{ to: '/orders', label: 'Terug naar orders' }}
      />
    );
  // Keyed by the order's version: a newer order (saved here or elsewhere) starts the form over.
  return <OrderNewPage key={order.data.version} initial={order.data} />;
}
