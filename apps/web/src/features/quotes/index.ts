/**
 * Quotes (offertes) for staff: the quote's card on the order page (or, once it became the order,
 * the note naming it), its API, its lines for the form.
 */
export { QuoteCard } from './components/quote-card';
export { QuoteOrigin } from './components/quote-origin';
export { quoteKeys, quotesApi, useQuote } from './quotes-api';
