import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { classifyDatabaseError } from '../../db/database-errors.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { type InvoiceStatusChange, lockInvoice } from '../invoices/index.ts';
import { createPayment, openCentsOf, registerPaymentIn } from '../payments/index.ts';
import { createIdealRepository } from './ideal.repository.ts';
import { createIdealGateway, MOLLIE_PAYMENT_ID } from './ideal-gateway.ts';

export type SyncOutcome = 'unknown' | 'unchanged' | 'registered' | 'pending' | 'refused';

/**
 * Brings one Mollie payment up to date: the webhook (and the return page) only say "look at id";
 * what counts is what Mollie answers for that id when asked. Only ids this app created (in
 * ideal_payments) are asked about, so a made-up or foreign id writes nothing. A paid payment is
 * registered once as an iDEAL payment with the amount Mollie reports: the check for the payment's
 * external id runs on the locked invoice, and payments.external_id is unique, so a replayed,
 * reordered or concurrent webhook changes nothing.
 */
export const syncIdealPayment = async ({
  ctx,
  mollieId,
}: {
  ctx: AppContext;
  mollieId: string;
}): Promise<SyncOutcome> => {
  const gateway = createIdealGateway(ctx.config.mollie);
  if (!gateway || !MOLLIE_PAYMENT_ID.test(mollieId)) return 'unknown';
  const ideal = createIdealRepository(ctx.db);
  const known = await ideal.findByMollieId(mollieId);
  if (!known) return 'unknown';
  if (known.payment_id !== null) return 'unchanged';
  const fetched = await gateway.getPayment(mollieId);
  if (!fetched || fetched.id !== mollieId) return 'unknown';
  if (fetched.status !== known.status) await ideal.setStatus(known.id, fetched.status);
  if (fetched.status !== 'paid') return 'unchanged';
  if (fetched.currency !== 'EUR' || !Number.isInteger(fetched.amountCents) || fetched.amountCents <= 0) {
    ctx.log.warn({ mollieId }, 'iDEAL-betaling met onverwacht bedrag niet geregistreerd');
    return 'refused';
  }
  const paidOn = todayCalendarDate(fetched.paidAt ? new Date(fetched.paidAt) : new Date());
  try {
    return await writeTransaction(ctx.db).execute(async (trx) => {
      const row = await lockInvoice(trx, ctx.dbKind, known.invoice_id);
      const repo = createIdealRepository(trx);
      const existing = await repo.paymentIdByExternal(mollieId);
      if (existing !== undefined) {
        await repo.setPaymentId(known.id, existing);
        return 'unchanged';
      }
      // A concept holds no payments (an order's invoice before publishing): the payment waits as
      // paid in ideal_payments and is registered when the invoice is published.
      if (row.status === 'concept') {
        await repo.setAmount(known.id, fetched.amountCents);
        return 'pending';
      }
      const { model } = await createPayment({
        ctx,
        trx,
        externalId: mollieId,
        input: {
          invoice_id: row.id,
          amount: fetched.amountCents,
          // Never before the invoice date (a deposit paid on the order before it was invoiced).
          paid_on: paidOn < row.invoice_date ? row.invoice_date : paidOn,
          method: 'ideal',
        },
      });
      await repo.setPaymentId(known.id, model.id);
      return 'registered';
    });
  } catch (error) {
    // Another webhook for this id registered it first (the unique external_id).
    if (classifyDatabaseError(error)?.status === 409) return 'unchanged';
    if (error instanceof AppError) {
      // More than is open (paid twice through two tabs), or the invoice no longer takes payments:
      // nothing is written; the owner sees the payment in Mollie and refunds it there.
      ctx.log.warn({ mollieId, reason: error.message }, 'iDEAL-betaling niet geregistreerd');
      return 'refused';
    }
    throw error;
  }
};

/**
 * On publishing an order's invoice: iDEAL payments made on it while it was a concept are
 * registered now (at most what is open), in the publishing transaction. An invoice status
 * follower (app.ts hands it to invoices).
 */
export const registerPendingIdeal = async (trx: Db, kind: DatabaseKind, change: InvoiceStatusChange) => {
  if (change.from !== 'concept' || change.to === 'concept') return;
  const invoiceId = change.invoiceId;
  const ideal = createIdealRepository(trx);
  const pending = await ideal.pendingOf(invoiceId);
  if (pending.length === 0) return;
  for (const item of pending) {
    const row = await lockInvoice(trx, kind, invoiceId);
    const open = await openCentsOf(trx, row);
    const amount = Math.min(open, item.amount_cents);
    if (amount <= 0) continue;
    const paymentId = await registerPaymentIn({
      trx,
      kind,
      invoiceId,
      amountCents: amount,
      // The publishing day (the invoice date at the latest), as a payment is never before it.
      paidOn: row.invoice_date > todayCalendarDate() ? row.invoice_date : todayCalendarDate(),
      method: 'ideal',
      externalId: item.mollie_id,
    });
    await ideal.setPaymentId(item.id, paymentId);
  }
};
