import { effectiveInvoiceStatus, isPaidInFull, todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import {
  announceInvoiceStatusChange,
  type InvoiceRow,
  setInvoicePaidCents,
  setInvoicePaymentState,
} from '../invoices/index.ts';
import { createPaymentRepository } from './payments.repository.ts';

/**
 * After a payment was added or removed on the locked invoice `row`: writes the new sum and moves
 * the status. Paid (with paid_at the day of the last payment) once the payments cover what is due,
 * back to outstanding (overdue reads from the due date) when a removal opens it again; the order
 * follows (announced to the invoice's status followers), in the same transaction.
 */
export const settleInvoice = async (trx: Db, kind: DatabaseKind, row: InvoiceRow) => {
  const payments = createPaymentRepository(trx);
  const { paidCents, lastPaidOn } = await payments.totalsOf(row.id);
  await setInvoicePaidCents(trx, kind, row.id, paidCents);
  const creditedCents = await payments.creditedCentsOf(row.id);
  const covered = isPaidInFull({ totalCents: row.total_amount_cents, creditedCents, paidCents });
  const now = new Date().toISOString();
  const from = effectiveInvoiceStatus(row.status, row.due_date, todayCalendarDate());
  // Payments moved the status, nobody declared it paid: paidAt null, so no payment is added for it.
  const change = { invoiceId: row.id, orderId: row.order_id, from, paidAt: null };
  if (covered && (row.status === 'outstanding' || row.status === 'paid')) {
    await setInvoicePaymentState(trx, kind, row.id, { status: 'paid', paid_at: lastPaidOn, updated_at: now });
    if (row.status !== 'paid') await announceInvoiceStatusChange(trx, kind, { ...change, to: 'paid' });
  } else if (!covered && row.status === 'paid') {
    await setInvoicePaymentState(trx, kind, row.id, {
      status: 'outstanding',
      paid_at: null,
      updated_at: now,
    });
    await announceInvoiceStatusChange(trx, kind, { ...change, to: 'outstanding' });
  } else {
    await setInvoicePaymentState(trx, kind, row.id, { updated_at: now });
  }
};
