import { roundHalfAwayFromZero } from './money.ts';
import type { VatTreatment } from './vat-treatment.ts';

/** The Dutch VAT rates: standard, reduced and zero; listed in the order invoices show them. */
export const TAX_RATES = [21, 9, 0] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const DEFAULT_TAX_RATE: TaxRate = 21;

export const isTaxRate = (value: unknown): value is TaxRate =>
  (TAX_RATES as readonly unknown[]).includes(value);

export type InvoiceLine = {
  /** May be fractional, e.g. 2.5 hours. */
  unitCount: number;
  /** Excluding or including VAT, depending on the invoice's includeTax. */
  unitPriceCents: number;
  taxRate: TaxRate;
};

export type TaxRateTotal = { rate: TaxRate; baseCents: number; taxCents: number };

export type InvoiceTotals = {
  /**
   * Only the rates that occur on the invoice, in the order 21, 9, 0; empty under reverse charge,
   * where no line carries VAT.
   */
  perRate: TaxRateTotal[];
  totalExclCents: number;
  totalTaxCents: number;
  totalInclCents: number;
};

export type LineTotal = { exclCents: number; taxCents: number; inclCents: number };

const requireTaxRate = (rate: number): TaxRate => {
  if (!isTaxRate(rate)) throw new RangeError(`Onbekend btw-tarief: ${rate}`);
  return rate;
};

/** VAT contained in a gross amount: gross × rate / (100 + rate), rounded commercially. */
const taxInGross = (grossCents: number, rate: TaxRate): number =>
  roundHalfAwayFromZero((grossCents * rate) / (100 + rate));

/** VAT on top of a net amount: base × rate / 100, rounded commercially. */
const taxOnBase = (baseCents: number, rate: TaxRate): number =>
  roundHalfAwayFromZero((baseCents * rate) / 100);

/**
 * Totals per the Dutch invoicing rule: line amounts stay exact, each rate's sum is rounded once,
 * and VAT is computed on that rounded sum. Rounding per line would let cents drift with the
 * number of lines.
 *
 * Under reverse charge (btw verlegd) the buyer accounts for the VAT: the prices are net amounts,
 * the invoice charges no VAT and its total is the sum of the lines, rounded once. The lines keep
 * their rate (shown again if the invoice goes back to normal treatment), but it is not applied.
 */
export const computeInvoiceTotals = (
  lines: readonly InvoiceLine[],
  includeTax: boolean,
  treatment: VatTreatment = 'normal',
): InvoiceTotals => {
  const exactSums = new Map<TaxRate, number>();
  let exactTotal = 0;
  for (const line of lines) {
    const rate = requireTaxRate(line.taxRate);
    const amount = line.unitCount * line.unitPriceCents;
    exactSums.set(rate, (exactSums.get(rate) ?? 0) + amount);
    exactTotal += amount;
  }
  if (treatment === 'reverse_charge') {
    const totalCents = roundHalfAwayFromZero(exactTotal);
    return { perRate: [], totalExclCents: totalCents, totalTaxCents: 0, totalInclCents: totalCents };
  }

  const perRate: TaxRateTotal[] = [];
  for (const rate of TAX_RATES) {
    const sum = exactSums.get(rate);
    if (sum === undefined) continue;
    if (includeTax) {
      const grossCents = roundHalfAwayFromZero(sum);
      const taxCents = taxInGross(grossCents, rate);
      perRate.push({ rate, baseCents: grossCents - taxCents, taxCents });
    } else {
      const baseCents = roundHalfAwayFromZero(sum);
      perRate.push({ rate, baseCents, taxCents: taxOnBase(baseCents, rate) });
    }
  }

  const totalExclCents = perRate.reduce((total, part) => total + part.baseCents, 0);
  const totalTaxCents = perRate.reduce((total, part) => total + part.taxCents, 0);
  return { perRate, totalExclCents, totalTaxCents, totalInclCents: totalExclCents + totalTaxCents };
};

/**
 * One line's amounts for display. They may differ by a cent from the line's share of the
 * invoice totals, which round per rate rather than per line.
 */
export const computeLineTotal = (
  line: InvoiceLine,
  includeTax: boolean,
  treatment: VatTreatment = 'normal',
): LineTotal => {
  const rate = requireTaxRate(line.taxRate);
  const amount = line.unitCount * line.unitPriceCents;
  if (treatment === 'reverse_charge') {
    const cents = roundHalfAwayFromZero(amount);
    return { exclCents: cents, taxCents: 0, inclCents: cents };
  }
  if (includeTax) {
    const inclCents = roundHalfAwayFromZero(amount);
    const taxCents = taxInGross(inclCents, rate);
    return { exclCents: inclCents - taxCents, taxCents, inclCents };
  }
  const exclCents = roundHalfAwayFromZero(amount);
  const inclCents = roundHalfAwayFromZero((amount * (100 + rate)) / 100);
  return { exclCents, taxCents: inclCents - exclCents, inclCents };
};

/**
 * A unit price including VAT stated excluding VAT, as art. 35a Wet OB asks on the invoice:
 * price × 100 / (100 + rate), rounded to the cent for display only. Totals are computed from the
 * prices as entered, so count × this price may differ by a cent from the shown amounts.
 */
export const unitPriceExclTax = (unitPriceInclCents: number, rate: number): number =>
  roundHalfAwayFromZero((unitPriceInclCents * 100) / (100 + requireTaxRate(rate)));
