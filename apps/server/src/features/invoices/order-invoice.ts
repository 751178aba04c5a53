import {
  addCalendarDays,
  type CalendarDate,
  computeInvoiceTotals,
  DEFAULT_PAYMENT_TERM_DAYS,
  type OrderInvoiceLine,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { createInvoiceRepository, type InvoiceRow, invoiceSearchText } from './invoices.repository.ts';

/**
 * The invoice side of an order, kept apart from the invoice screens' service: an order writes its
 * sales invoice as a concept (no number yet, so no gap in the numbering if the order fails) inside
 * the order's transaction, and a cancelled order deletes that concept again.
 */

export type OrderInvoiceInput = {
  orderId: number;
  contactId: number;
  invoiceDate: CalendarDate;
  lines: readonly OrderInvoiceLine[];
};

/**
 * Writes the concept invoice of an order with its lines (prices including VAT), on `trx`, the
 * order's transaction. Kenmerk "Order #{id}" so the invoice list finds it by the order number.
 */
export const createOrderInvoiceConcept = async (
  trx: Db,
  kind: DatabaseKind,
  input: OrderInvoiceInput,
): Promise<{ id: number; totalCents: number }> => {
  const repo = createInvoiceRepository(trx, kind);
  const identifier = `Order #${input.orderId}`;
  const totalCents = computeInvoiceTotals(input.lines, true).totalInclCents;
  const now = nowIso();
  const id = await repo.insert({
    uuid: newUuid(),
    status: 'concept',
    contact_id: input.contactId,
    person_id: null,
    identifier,
    invoice_date: input.invoiceDate,
    days_until_due: DEFAULT_PAYMENT_TERM_DAYS,
    due_date: addCalendarDays(input.invoiceDate, DEFAULT_PAYMENT_TERM_DAYS),
    include_tax: 1,
    total_amount_cents: totalCents,
    search_text: invoiceSearchText(null, identifier),
    order_id: input.orderId,
    created_at: now,
    updated_at: now,
  });
  await repo.replaceLines(
    id,
    input.lines.map((line) => ({
      uuid: newUuid(),
      description: line.description,
      unit_count: line.unitCount,
      unit_price_cents: line.unitPriceCents,
      tax_rate: line.taxRate,
    })),
  );
  return { id, totalCents };
};

/** The invoice of an order (also a deleted concept), or undefined. */
export const findOrderInvoice = (
  db: Db,
  kind: DatabaseKind,
  orderId: number,
): Promise<InvoiceRow | undefined> => createInvoiceRepository(db, kind).findByOrderId(orderId);

/**
 * For a cancelled order, on the cancelling transaction: a concept that never had a number is
 * deleted (the invoice screens' soft delete: it stays listed, greyed out); an invoice with a number
 * stays, since it cannot be deleted, and needs a credit invoice. Answers what was done.
 */
export const discardOrderInvoiceConcept = async (
  trx: Db,
  kind: DatabaseKind,
  orderId: number,
): Promise<'deleted' | 'kept' | 'none'> => {
  const found = await findOrderInvoice(trx, kind, orderId);
  if (!found || found.deleted_at) return 'none';
  const repo = createInvoiceRepository(trx, kind);
  const row = await repo.lockById(found.id);
  if (row.status !== 'concept' || row.invoice_id !== null) return 'kept';
  const now = nowIso();
  await repo.update(row.id, { deleted_at: now, updated_at: now });
  return 'deleted';
};
