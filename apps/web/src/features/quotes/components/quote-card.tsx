import type { OrderModel } from '@app/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useQuote } from '../quotes-api';

// The card's body (badges, dialogs, actions) is its own chunk: most orders are no quote and never
// load it; for a quote it loads while the quote itself is fetched.
const loadDetails = () => import('./quote-details');
const QuoteDetails = lazy(() => loadDetails().then((m) => ({ default: m.QuoteDetails })));

/**
 * The quote side of an order that is (or was) an offerte: its number and state, when it was sent
 * and answered, and while it is open Versturen, PDF downloaden, Omzetten naar order and
 * Intrekken; its last valid day can be changed while open or expired. Once it became an order
 * the order page shows QuoteOrigin instead.
 */
export function QuoteCard({ order }: { order: OrderModel }) {
  const isQuote = order.status === 'quote';
  const quote = useQuote(order.id, isQuote);
  useEffect(() => {
    if (isQuote) void loadDetails();
  }, [isQuote]);
  // Converted or accepted just now: the cached quote would still show; QuoteOrigin takes over.
  if (!isQuote || !quote.data) return null;
  return (
    <Suspense fallback={null}>
      <QuoteDetails quote={quote.data} />
    </Suspense>
  );
}
