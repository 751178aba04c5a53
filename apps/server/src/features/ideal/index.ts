/** iDEAL payments through Mollie: pay links in mails, the webhook, deposits on orders. */
export { idealRoutes } from './ideal.routes.ts';
export { idealPayUrlOf } from './ideal-link.ts';
export { prepareOrderIdeal, requireIdealAvailable } from './order-ideal.ts';
export { registerPendingIdeal } from './sync-ideal-payment.ts';
export { payUrlForMail } from './view-payment-link.ts';
