import type { invoiceLineInputSchema } from '@app/contracts';
import {
  computeInvoiceTotals,
  type InvoiceLine,
  type TaxRate,
  type VatTreatment,
  zeroRateReasonFor,
} from '@app/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { newUuid } from '../../lib/ids.ts';
import { checkLineLinks } from './invoice-line-links.ts';
import { createInvoiceRepository, type InvoiceLineRow } from './invoices.repository.ts';

export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;

export const toDomainLine = (
  row: Pick<InvoiceLineRow, 'unit_count' | 'unit_price_cents' | 'tax_rate'>,
): InvoiceLine => ({
  unitCount: row.unit_count,
  unitPriceCents: row.unit_price_cents,
  taxRate: row.tax_rate as TaxRate,
});

export const toDomainInputLine = (line: InvoiceLineInput): InvoiceLine => ({
  unitCount: line.unitCount,
  unitPriceCents: line.unitPrice,
  taxRate: line.taxRate,
});

/** The rows of new lines: a line without a kind is 'other' (typed by hand). */
export const toLineRows = (lines: InvoiceLineInput[]) =>
  lines.map((line) => ({
    uuid: line.uuid ?? newUuid(),
    description: line.description,
    unit_count: line.unitCount,
    unit_price_cents: line.unitPrice,
    tax_rate: line.taxRate,
    zero_rate_reason: zeroRateReasonFor(line.taxRate, line.zeroRateReason),
    kind: line.kind ?? ('other' as const),
    item_id: line.itemId ?? null,
  }));

export const totalOf = (lines: InvoiceLine[], includeTax: boolean, treatment: VatTreatment) =>
  computeInvoiceTotals(lines, includeTax, treatment).totalInclCents;

/**
 * The rows of an invoice's new lines: each line gets a uuid of its own (a uuid of another
 * invoice's line, or a repeat, is replaced), and a line of this invoice sent without `kind` and
 * `itemId` keeps what it had (a client that does not know them loses nothing). The links are
 * checked (checkLineLinks).
 */
export const toUniqueLineRows = async (options: {
  db: Db;
  kind: DatabaseKind;
  invoiceId: number;
  items: InvoiceLineInput[];
}) => {
  const rows = toLineRows(options.items);
  const repo = createInvoiceRepository(options.db, options.kind);
  const stored = new Map((await repo.linesOf(options.invoiceId)).map((line) => [line.uuid, line]));
  for (const [index, line] of options.items.entries()) {
    const before = line.uuid === undefined ? undefined : stored.get(line.uuid);
    const row = rows[index];
    if (before && row && line.kind === undefined && line.itemId === undefined) {
      row.kind = before.kind;
      row.item_id = before.item_id;
    }
  }
  await checkLineLinks({ db: options.db, kind: options.kind, rows });
  const existing = new Set(stored.keys());
  const taken = await repo.lineUuidsElsewhere(
    options.invoiceId,
    [...new Set(rows.map((r) => r.uuid))].filter((uuid) => !existing.has(uuid)),
  );
  const seen = new Set<string>();
  for (const r of rows) {
    if (taken.has(r.uuid) || seen.has(r.uuid)) r.uuid = newUuid();
    seen.add(r.uuid);
  }
  return rows;
};
