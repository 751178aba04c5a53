/** Quotes (offertes) for staff: the quote's card on the order page, its API, its lines for the form. */
export { QuoteCard } from './components/quote-card';
export { quoteKeys, quotesApi, useQuote } from './quotes-api';
