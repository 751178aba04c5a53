/**
 * Rental orders: reserve units over date ranges, price them, make their concept invoice, mail a
 * confirmation. A quote (offerte) is an order with status `quote` that reserves nothing: made by
 * createOrder, revised by reviseQuoteOrder, confirmed (reserved and billed) by confirmQuoteOrder;
 * how it was accepted online is part of the order (acceptance).
 */
export { confirmQuoteOrder } from './confirm-quote-order.ts';
export { type CreatedOrder, createOrder } from './create-order.ts';
export { type CustomerLine, customerLinesOf } from './customer-lines.ts';
export { decidePendingOrder } from './decide-pending-order.ts';
export { followInvoicePayment } from './follow-invoice-payment.ts';
export { readAcceptedDocument, readOrderAcceptance } from './order-acceptance.ts';
export type { CheckedArticle, PricedOrder, ReservationInput } from './order-lines.ts';
export { findOrderByRef, lockOrder, reservationsOfOrder } from './order-rows.ts';
export { orderRoutes } from './orders.routes.ts';
export { seedOrders } from './orders.seed.ts';
export { quoteOrder } from './quote-order.ts';
export { type RevisedQuoteOrder, reviseQuoteOrder } from './revise-quote-order.ts';
export { viewOrder } from './view-order.ts';
