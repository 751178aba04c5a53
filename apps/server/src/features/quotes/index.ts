/**
 * Quotes (offertes): an order with status `quote` that reserves nothing, with its own gapless
 * number, last valid day, document (PDF) and customer links. Staff make, change, send, withdraw
 * or convert it; the customer views, accepts (reserving the units and confirming the order in one
 * transaction, the acceptance recorded with the SHA-256 of the PDF shown) or declines it online.
 */
export { countOpenQuotes, countQuotesExpiringWithin } from './count-open-quotes.ts';
export { quotePageRoutes } from './quote-page.routes.ts';
export { quoteRoutes } from './quotes.routes.ts';
export { quotePublicRoutes } from './quotes-public.routes.ts';
