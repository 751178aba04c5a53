import { computeInvoiceTotals, type OrderInvoiceLine, planCredit } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { createCreditNote } from './create-credit-note.ts';
import { toDomainLine } from './invoice-lines.ts';
import { createInvoiceRepository, type InvoiceRow } from './invoices.repository.ts';

/**
 * The invoice side of an order: the order makes its concept with createInvoiceConcept in its own
 * transaction; a changed order rewrites the concept's lines here, a cancelled one discards it.
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
 * stays, since it cannot be deleted, and a published one gets its credit note concept,
 * which the order's page links to. Answers what was done.
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
  if (row.status !== 'concept' && row.invoice_id !== null) {
    // A published invoice stays; its credit note concept is made here, crediting all that is
    // left (nothing when earlier credit notes already took it all).
    const left = planCredit({
      lines: (await repo.linesOf(row.id)).map((line) => ({ ...toDomainLine(line), id: String(line.id) })),
      credited: (await repo.creditedLinesOf(row.id)).flatMap((line) =>
        line.credited_line_id === null
          ? []
          : [{ creditedLineId: String(line.credited_line_id), unitCount: line.unit_count }],
      ),
    });
    if (left.ok) await createCreditNote({ trx, kind, invoice: row });
    return 'kept';
  }
  if (row.invoice_id !== null) return 'kept';
  const now = nowIso();
  await repo.update(row.id, { deleted_at: now, updated_at: now });
  return 'deleted';
};

/**
 * A changed order's concept invoice follows it: its lines, total and delivery period are
 * rewritten in the change's transaction (a concept has no number yet, so nothing was sent).
 */
export const replaceOrderInvoiceLines = async (options: {
  trx: Db;
  kind: DatabaseKind;
  invoiceId: number;
  orderId: number;
  lines: readonly OrderInvoiceLine[];
  deliveryFrom: string;
  deliveryUntil: string | null;
}) => {
  const { trx, kind, lines } = options;
  const repo = createInvoiceRepository(trx, kind);
  const invoice = await repo.lockById(options.invoiceId);
  await repo.replaceLines(
    invoice.id,
    lines.map((line) => ({
      uuid: newUuid(),
      description: line.description,
      unit_count: line.unitCount,
      unit_price_cents: line.unitPriceCents,
      tax_rate: line.taxRate,
      zero_rate_reason: line.zeroRateReason ?? null,
      // What the line is for and its article, as the order priced it.
      kind: line.kind,
      item_id: line.itemId,
    })),
  );
  await recordAudit({
    db: trx,
    entity: 'invoice',
    entityId: invoice.uuid,
    action: 'updated',
    summary: `Regels gevolgd uit de wijziging van order #${options.orderId}`,
  });
  await repo.update(invoice.id, {
    total_amount_cents: computeInvoiceTotals(lines, invoice.include_tax === 1, invoice.vat_treatment)
      .totalInclCents,
    delivery_from: options.deliveryFrom,
    delivery_until: options.deliveryUntil,
    updated_at: nowIso(),
  });
};
