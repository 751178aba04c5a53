import { effectiveInvoiceStatus, todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import { invoiceLeftToPay } from './invoice-credits.ts';
import { announceInvoiceStatusChange } from './invoice-extensions.ts';
import { createInvoiceRepository } from './invoices.repository.ts';

/**
 * After a credit note is published (in the publishing transaction): when the credited invoice is
 * still unpaid, the credit is settled against it, so the credit note is paid (nothing to refund)
 * and, once nothing is left to pay, the invoice is closed as paid on the credit note's day. A
 * credit note of an invoice already paid stays outstanding: that money is to be refunded.
 */
export const settleCreditNote = async (options: { trx: Db; kind: DatabaseKind; creditNoteId: number }) => {
  const { trx, kind } = options;
  const repo = createInvoiceRepository(trx, kind);
  const note = await repo.lockById(options.creditNoteId);
  if (note.kind !== 'credit_note' || note.credited_invoice_id === null) return;
  const invoice = await repo.lockById(note.credited_invoice_id);
  if (invoice.status !== 'outstanding') return;
  const today = todayCalendarDate();
  const day = note.invoice_date < today ? note.invoice_date : today;
  const now = nowIso();
  await repo.update(note.id, { status: 'paid', paid_at: day, updated_at: now });
  if ((await invoiceLeftToPay({ db: trx, kind, row: invoice })) > 0) return;
  await repo.update(invoice.id, { status: 'paid', paid_at: day, updated_at: now });
  await announceInvoiceStatusChange(trx, kind, {
    invoiceId: invoice.id,
    orderId: invoice.order_id,
    from: effectiveInvoiceStatus(invoice.status, invoice.due_date, today),
    to: 'paid',
    paidAt: day,
  });
};
