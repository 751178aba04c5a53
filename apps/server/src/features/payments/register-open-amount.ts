import { PAYMENT_MESSAGES } from '@app/contracts';
import { openAmountOf } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import {
  lockInvoice,
  orderPaymentMethodOf,
  setInvoicePaidCents,
  setInvoicePaymentState,
} from '../invoices/index.ts';
import { createPaymentRepository } from './payments.repository.ts';

/**
 * "Markeer als betaald": one payment of what is still open, on `paidOn`, inside the status
 * change's transaction (the invoice row is locked and already says paid). Cash when the order is
 * paid in cash, else a bank transfer. paid_at becomes the last payment's day.
 */
export const registerOpenAmount = async (
  trx: Db,
  kind: DatabaseKind,
  options: { invoiceId: number; paidOn: string },
) => {
  const payments = createPaymentRepository(trx);
  const row = await lockInvoice(trx, kind, options.invoiceId);
  if (options.paidOn < row.invoice_date)
    throw validationFailed(PAYMENT_MESSAGES.dateBeforeInvoice, {
      paid_at: [PAYMENT_MESSAGES.dateBeforeInvoice],
    });
  const creditedCents = await payments.creditedCentsOf(row.id);
  const open = openAmountOf({ totalCents: row.total_amount_cents, creditedCents, paidCents: row.paid_cents });
  if (open > 0) {
    const method =
      row.order_id !== null && (await orderPaymentMethodOf(trx, kind, row.order_id)) === 'cash'
        ? 'cash'
        : 'bank';
    await payments.insert({
      uuid: newUuid(),
      invoice_id: row.id,
      amount_cents: open,
      paid_on: options.paidOn,
      method,
      external_id: null,
      created_at: new Date().toISOString(),
    });
  }
  const { paidCents, lastPaidOn } = await payments.totalsOf(row.id);
  await setInvoicePaidCents(trx, kind, row.id, paidCents);
  if (lastPaidOn !== null && lastPaidOn > options.paidOn)
    await setInvoicePaymentState(trx, kind, row.id, { paid_at: lastPaidOn });
};

/** Back to concept: the payments go with the number's old status (a changed invoice is paid again). */
export const removePaymentsOf = async (trx: Db, kind: DatabaseKind, invoiceId: number) => {
  await createPaymentRepository(trx).removeAllOf(invoiceId);
  await setInvoicePaidCents(trx, kind, invoiceId, 0);
};
