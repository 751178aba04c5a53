import type { OrderModel } from '@app/contracts';
import { useParams } from 'react-router';
import { RecordPageFallback } from '../../../components/ui/record-page';
import { useOrder } from '../orders-api';
import { useQuoteDraftLines } from '../use-quote-draft-lines';
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
  if (order.data.status === 'quote') return <QuoteEditPage key={order.data.version} order={order.data} />;
  // Keyed by the order's version: a newer order (saved here or elsewhere) starts the form over.
  return <OrderNewPage key={order.data.version} initial={order.data} />;
}

/** Bewerken of a quote: the same form with the quote's lines (by article); saving is quote.update. */
function QuoteEditPage({ order }: { order: OrderModel }) {
  const quote = useQuoteDraftLines(order.id);
  if (!quote.data)
    return (
      <RecordPageFallback
        title="Offerte bewerken"
        loadingLabel="Offerte laden…"
        error={quote.error}
        back={{ to: `/orders/${order.uuid}`, label: 'Terug naar de offerte' }}
      />
    );
  return (
    <OrderNewPage
      initial={order}
      initialLines={quote.data.lines}
      title={`Offerte ${quote.data.quote.number} bewerken`}
    />
  );
}
