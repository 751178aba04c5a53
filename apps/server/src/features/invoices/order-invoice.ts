import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import { createInvoiceRepository, type InvoiceRow } from './invoices.repository.ts';

/**
 * The invoice side of cancelling an order (the concept itself is written by the invoice service's
 * `createConceptIn` in the order's transaction).
 */

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
