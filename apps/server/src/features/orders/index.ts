/** Rental orders: reserve units over date ranges, price them, make their concept invoice, mail a confirmation. */
export { createOrder } from './create-order.ts';
export { decidePendingOrder } from './decide-pending-order.ts';
export { followInvoicePayment } from './follow-invoice-payment.ts';
export { findOrderByRef, lockOrder, reservationsOfOrder } from './order-rows.ts';
export { orderRoutes } from './orders.routes.ts';
export { seedOrders } from './orders.seed.ts';
export { quoteOrder } from './quote-order.ts';
export { viewOrder } from './view-order.ts';
