import { effectiveInvoiceStatus, isPaidInFull, todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { followOrderPayment } from '../invoices/invoice-status-hooks.ts';
import { createInvoiceRepository, type InvoiceRow } from '../invoices/invoices.repository.ts';
import { createPaymentRepository } from './payments.repository.ts';

/**
 * After a payment was added or removed on the locked invoice `row`: writes the new sum and moves
 * the status. Paid (with paid_at the day of the last payment) once the payments cover what is due,
 * back to outstanding (overdue reads from the due date) when a removal opens it again; the order
 * follows, in the same transaction.
 */
export const settleInvoice = async (trx: Db, kind: DatabaseKind, row: InvoiceRow) => {
  const payments = createPaymentRepository(trx);
  const { paidCents, lastPaidOn } = await payments.totalsOf(row.id);
  await payments.setPaidCents(row.id, paidCents);
  const creditedCents = await payments.creditedCentsOf(row.id);
  const covered = isPaidInFull({ totalCents: row.total_amount_cents, creditedCents, paidCents });
  const invoices = createInvoiceRepository(trx, kind);
  const now = new Date().toISOString();
  const from = effectiveInvoiceStatus(row.status, row.due_date, todayCalendarDate());
  if (covered && (row.status === 'outstanding' || row.status === 'paid')) {
    await invoices.update(row.id, { status: 'paid', paid_at: lastPaidOn, updated_at: now });
    if (row.status !== 'paid')
      await followOrderPayment(trx, kind, { orderId: row.order_id, from, to: 'paid' });
  } else if (!covered && row.status === 'paid') {
    await invoices.update(row.id, { status: 'outstanding', paid_at: null, updated_at: now });
    await followOrderPayment(trx, kind, { orderId: row.order_id, from, to: 'outstanding' });
  } else {
    await invoices.update(row.id, { updated_at: now });
  }
};
