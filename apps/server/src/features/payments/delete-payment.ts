import { PAYMENT_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { invoiceModelIn, lockInvoice } from '../invoices/index.ts';
import { toPaymentModel } from './invoice-payment-fields.ts';
import { recordPaymentAudit } from './payment-audit.ts';
import { createPaymentRepository } from './payments.repository.ts';
import { settleInvoice } from './settle-invoice.ts';

/**
 * Removes a payment (registered by mistake); a paid invoice goes back to outstanding (or overdue,
 * by its due date) and its order back to confirmed. The invoice row is locked first, as when paying.
 */
export const deletePayment = async ({ ctx, id }: { ctx: AppContext; id: string }) => {
  const ref = parseRecordRef(id);
  const found = ref ? await createPaymentRepository(ctx.db).find(ref) : undefined;
  if (!found) throw notFound(PAYMENT_MESSAGES.notFound);
  return writeTransaction(ctx.db).execute(async (trx) => {
    const row = await lockInvoice(trx, ctx.dbKind, found.invoice_id);
    if (row.deleted_at) throw conflict(PAYMENT_MESSAGES.onDeleted);
    const payments = createPaymentRepository(trx);
    const payment = await payments.find({ id: found.id });
    if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
    await payments.remove(payment.id);
    await settleInvoice(trx, ctx.dbKind, row);
    await recordPaymentAudit({
      db: trx,
      invoice: row,
      statusAfter: (await lockInvoice(trx, ctx.dbKind, row.id)).status,
      action: 'payment_removed',
      payment,
    });
    return {
      model: toPaymentModel(payment),
      invoice: await invoiceModelIn({ db: trx, kind: ctx.dbKind, id: row.id }),
    };
  });
};
