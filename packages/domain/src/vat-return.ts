import type { TaxRate } from './tax.ts';
import type { VatTreatment } from './vat-treatment.ts';

/** One published invoice or credit note as the VAT return counts it (credit notes negative). */
export type VatReturnDocument = {
  treatment: VatTreatment;
  perRate: ReadonlyArray<{ rate: TaxRate; baseCents: number; taxCents: number }>;
  totalExclCents: number;
  /**
   * Of the 0 % base: lines outside the scope of VAT (a borg), signed like the document. No supply
   * and no turnover: the return leaves them out of rubriek 1e.
   */
  outsideScopeCents?: number;
};

export type VatReturnTotals = {
  /** Rubriek 1a: leveringen/diensten belast met hoog tarief. */
  rate21: { baseCents: number; taxCents: number };
  /** Rubriek 1b: belast met laag tarief. */
  rate9: { baseCents: number; taxCents: number };
  /** Rubriek 1e (and exempt/outside scope): 0 % or not taxed. */
  rate0: { baseCents: number; taxCents: number };
  /** Btw verlegd (rubriek 1e within the Netherlands, 3b to EU businesses): the base only. */
  reverseCharge: { baseCents: number; taxCents: number };
  /** The part of rate0 outside the scope of VAT (borg): no turnover, not in the return. */
  outsideScope: { baseCents: number };
};

/**
 * The totals per VAT rate the Dutch VAT return asks for, summed over the documents of a period.
 * A reverse-charge document carries no VAT; its whole base is counted as reverse charge.
 */
export const sumVatReturn = (documents: readonly VatReturnDocument[]): VatReturnTotals => {
  const totals: VatReturnTotals = {
    rate21: { baseCents: 0, taxCents: 0 },
    rate9: { baseCents: 0, taxCents: 0 },
    rate0: { baseCents: 0, taxCents: 0 },
    reverseCharge: { baseCents: 0, taxCents: 0 },
    outsideScope: { baseCents: 0 },
  };
  for (const doc of documents) {
    if (doc.treatment === 'reverse_charge') {
      totals.reverseCharge.baseCents += doc.totalExclCents;
      continue;
    }
    for (const part of doc.perRate) {
      const bucket = part.rate === 21 ? totals.rate21 : part.rate === 9 ? totals.rate9 : totals.rate0;
      bucket.baseCents += part.baseCents;
      bucket.taxCents += part.taxCents;
    }
    totals.outsideScope.baseCents += doc.outsideScopeCents ?? 0;
  }
  return totals;
};
