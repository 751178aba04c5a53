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

export const toLineRows = (lines: InvoiceLineInput[]) =>
  lines.map((line) => ({
    uuid: line.uuid ?? newUuid(),
    description: line.description,
    unit_count: line.unitCount,
    unit_price_cents: line.unitPrice,
    tax_rate: line.taxRate,
    zero_rate_reason: zeroRateReasonFor(line.taxRate, line.zeroRateReason),
  }));

export const totalOf = (lines: InvoiceLine[], includeTax: boolean, treatment: VatTreatment) =>
  computeInvoiceTotals(lines, includeTax, treatment).totalInclCents;

/** Gives each line a uuid of its own: a uuid of another invoice's line (or a repeat) is replaced. */
export const toUniqueLineRows = async (options: {
  db: Db;
  kind: DatabaseKind;
  invoiceId: number;
  items: InvoiceLineInput[];
}) => {
  const rows = toLineRows(options.items);
  const repo = createInvoiceRepository(options.db, options.kind);
  const existing = new Set((await repo.linesOf(options.invoiceId)).map((line) => line.uuid));
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
