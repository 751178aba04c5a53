/** Payments on published invoices (bank, cash, pin, iDEAL), the open amount, reminders' records. */
export { createPayment } from './create-payment.ts';
export { followInvoiceStatus } from './follow-invoice-status.ts';
export { creditedCentsOf, openCentsOf, readPaymentFields } from './invoice-payment-fields.ts';
export { paymentRoutes } from './payments.routes.ts';
export { readDepositsHeld } from './read-deposits-held.ts';
export { registerPaymentIn } from './register-payment-in.ts';
export { removePaymentIn } from './remove-payment-in.ts';
