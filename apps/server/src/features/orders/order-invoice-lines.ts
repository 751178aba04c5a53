import type { OrderInvoiceLine } from '@app/domain';

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
