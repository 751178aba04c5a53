import type { OrderModel } from '@app/contracts';
import { lazy, Suspense } from 'react';

// Its own small chunk: only orders that came from a quote load it.
const QuoteOriginNote = lazy(() =>
  import('./quote-origin-note').then((m) => ({ default: m.QuoteOriginNote })),
);

/**
 * On the page of an order that came from a quote (accepted online or converted by staff): a
 * compact note naming the quote and how and when it became this order, with its PDF. While the
 * order is still a quote the quote's own card says it all.
 */
export function QuoteOrigin({ order }: { order: OrderModel }) {
  const quote = order.quote;
  if (!quote || order.status === 'quote') return null;
  return (
    <Suspense fallback={null}>
      <QuoteOriginNote order={order} quote={quote} />
    </Suspense>
  );
}
