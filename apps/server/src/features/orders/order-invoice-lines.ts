import type { OrderInvoiceLine } from '@app/domain';
import { newUuid } from '../../lib/ids.ts';

/**
 * An order's priced lines as its concept invoice takes them: with what each line is for and its
 * article (kind, itemId), so the invoice, its credit notes and the reports never read the text.
 */
export const conceptLinesOf = (lines: readonly OrderInvoiceLine[]) =>
  lines.map((line) => ({
    description: line.description,
    unitCount: line.unitCount,
    unitPrice: line.unitPriceCents,
    taxRate: line.taxRate,
    zeroRateReason: line.zeroRateReason ?? null,
    kind: line.kind,
    itemId: line.itemId,
  }));

/** The same lines as rows replacing those of the order's existing concept. */
export const invoiceLineRowsOf = (lines: readonly OrderInvoiceLine[]) =>
  lines.map((line) => ({
    uuid: newUuid(),
    description: line.description,
    unit_count: line.unitCount,
    unit_price_cents: line.unitPriceCents,
    tax_rate: line.taxRate,
    zero_rate_reason: line.zeroRateReason ?? null,
    kind: line.kind,
    item_id: line.itemId,
  }));
