/** Discounts on articles and promotion codes, and the price of articles with them. */
export { discountRoutes } from './discounts.routes.ts';
export { seedDiscounts } from './discounts.seed.ts';
export { quoteDiscounts } from './quote-discounts.ts';
