import type { InvoiceModel } from '@app/contracts';
import { effectiveInvoiceStatus, invoiceAmountLeft, todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { createInvoiceRepository, type InvoiceRow } from './invoices.repository.ts';

type CreditFields = Pick<InvoiceModel, 'kind' | 'credited_invoice' | 'credited_amount' | 'credit_notes'>;

/**
 * The credit-note side of an invoice's model: on a credit note the invoice it credits, on an
 * invoice its credit notes and what the published ones credit (concepts credit nothing yet).
 */
export const readInvoiceCredits = async (options: {
  db: Db;
  kind: DatabaseKind;
  row: InvoiceRow;
}): Promise<CreditFields & { creditedAmount: number }> => {
  const { row } = options;
  const repo = createInvoiceRepository(options.db, options.kind);
  if (row.kind === 'credit_note') {
    const original =
      row.credited_invoice_id === null ? undefined : await repo.lockById(row.credited_invoice_id);
    return {
      kind: 'credit_note',
      credited_invoice: original
        ? { uuid: original.uuid, number: original.invoice_id, date: original.invoice_date }
        : null,
      credited_amount: 0,
      credit_notes: [],
      creditedAmount: 0,
    };
  }
  const notes = await repo.creditNotesOf(row.id);
  const today = todayCalendarDate();
  const credited = -notes
    .filter((note) => note.status !== 'concept')
    .reduce((total, note) => total + note.total_amount_cents, 0);
  return {
    kind: 'invoice',
    credited_invoice: null,
    credited_amount: credited,
    credit_notes: notes.map((note) => ({
      uuid: note.uuid,
      number: note.invoice_id,
      status: effectiveInvoiceStatus(note.status, note.due_date, today),
      total: note.total_amount_cents,
    })),
    creditedAmount: credited,
  };
};

/**
 * What is left to pay of a published invoice: its total less its published credit notes. The one
 * place the server works this out (payments pass what was paid to invoiceAmountLeft).
 */
export const invoiceLeftToPay = async (options: { db: Db; kind: DatabaseKind; row: InvoiceRow }) => {
  const { creditedAmount } = await readInvoiceCredits(options);
  return invoiceAmountLeft({ totalCents: options.row.total_amount_cents, creditedCents: creditedAmount });
};
