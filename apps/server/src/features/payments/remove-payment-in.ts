import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { lockInvoice } from '../invoices/index.ts';
import { recordPaymentAudit } from './payment-audit.ts';
import { createPaymentRepository } from './payments.repository.ts';
import { settleInvoice } from './settle-invoice.ts';

/**
 * Removes a payment inside the caller's transaction (undoing a driver's check-off) and settles
 * its invoice again, with the audit row; nothing when the payment is already gone.
 */
export const removePaymentIn = async (options: { trx: Db; kind: DatabaseKind; paymentId: number }) => {
  const { trx, kind } = options;
  const payments = createPaymentRepository(trx);
  const payment = await payments.find({ id: options.paymentId });
  if (!payment) return;
  const invoice = await lockInvoice(trx, kind, payment.invoice_id);
  await payments.remove(payment.id);
  await settleInvoice(trx, kind, invoice);
  await recordPaymentAudit({
    db: trx,
    invoice,
    statusAfter: (await lockInvoice(trx, kind, invoice.id)).status,
    action: 'payment_removed',
    payment,
  });
};
