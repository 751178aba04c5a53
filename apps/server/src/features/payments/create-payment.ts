import { INVOICE_MESSAGES, PAYMENT_MESSAGES, type PaymentCreateRequest } from '@app/contracts';
import { formatMoney, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { findInvoiceByRef, type InvoiceRow, invoiceModelIn, lockInvoice } from '../invoices/index.ts';
import { openCentsOf, toPaymentModel } from './invoice-payment-fields.ts';
import { recordPaymentAudit } from './payment-audit.ts';
import { createPaymentRepository } from './payments.repository.ts';
import { settleInvoice } from './settle-invoice.ts';

/** Refuses a payment the invoice cannot take: a concept, a deleted or written-off one. */
export const requirePayable = (row: InvoiceRow) => {
  if (row.deleted_at) throw conflict(PAYMENT_MESSAGES.onDeleted);
  if (row.status === 'concept') throw conflict(PAYMENT_MESSAGES.onConcept);
  if (row.status === 'uncollectable') throw conflict(PAYMENT_MESSAGES.onUncollectable);
};

type CreatePaymentOptions = {
  ctx: AppContext;
  input: PaymentCreateRequest;
  /** The provider's payment id (a Mollie webhook), unique over all payments. */
  externalId?: string | null;
  /** The caller's transaction (e.g. a driver's check-off); else one of its own. */
  trx?: Db;
};

/**
 * Registers a payment on a published invoice: not above what is open, on a day from the invoice
 * date up to today. The invoice row is locked first (PostgreSQL `for update`; SQLite's single
 * writer), so two payments at once queue and the second sees the first; invoices.paid_cents'
 * check is the database's own guard. Answers the payment and the invoice after it.
 */
export const createPayment = async ({ ctx, input, externalId = null, trx }: CreatePaymentOptions) => {
  const work = async (db: Db) => {
    const found = await findInvoiceByRef(db, ctx.dbKind, { id: input.invoice_id });
    if (!found) throw notFound(INVOICE_MESSAGES.notFound);
    const row = await lockInvoice(db, ctx.dbKind, found.id);
    requirePayable(row);
    if (input.paid_on > todayCalendarDate())
      throw validationFailed(PAYMENT_MESSAGES.dateInFuture, { paid_on: [PAYMENT_MESSAGES.dateInFuture] });
    if (input.paid_on < row.invoice_date)
      throw validationFailed(PAYMENT_MESSAGES.dateBeforeInvoice, {
        paid_on: [PAYMENT_MESSAGES.dateBeforeInvoice],
      });
    const open = await openCentsOf(db, row);
    if (open === 0) throw conflict(PAYMENT_MESSAGES.nothingOpen);
    if (input.amount > open) {
      const message = PAYMENT_MESSAGES.amountTooLarge(formatMoney(open));
      throw validationFailed(message, { amount: [message] });
    }
    const id = await createPaymentRepository(db).insert({
      uuid: newUuid(),
      invoice_id: row.id,
      amount_cents: input.amount,
      paid_on: input.paid_on,
      method: input.method,
      external_id: externalId,
      created_at: new Date().toISOString(),
    });
    await settleInvoice(db, ctx.dbKind, row);
    const payment = await createPaymentRepository(db).find({ id });
    if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
    await recordPaymentAudit({
      db,
      invoice: row,
      statusAfter: (await lockInvoice(db, ctx.dbKind, row.id)).status,
      action: 'payment_registered',
      payment,
    });
    return {
      model: toPaymentModel(payment),
      invoice: await invoiceModelIn({ db, kind: ctx.dbKind, id: row.id }),
    };
  };
  return trx ? work(trx) : writeTransaction(ctx.db).execute(work);
};
