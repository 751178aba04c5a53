import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeInvoiceTotals,
  computeLineTotal,
  DEFAULT_TAX_RATE,
  type InvoiceLine,
  isTaxRate,
  roundHalfAwayFromZero,
  TAX_RATES,
  type TaxRate,
  unitPriceExclTax,
} from '../src/index.ts';

const line = (unitCount: number, unitPriceCents: number, taxRate: TaxRate = 21): InvoiceLine => ({
  unitCount,
  unitPriceCents,
  taxRate,
});

describe('tax rates', () => {
  it('lists 21, 9 and 0 with 21 as default', () => {
    expect(TAX_RATES).toEqual([21, 9, 0]);
    expect(DEFAULT_TAX_RATE).toBe(21);
    expect(isTaxRate(9)).toBe(true);
    expect(isTaxRate(6)).toBe(false);
    expect(isTaxRate('21')).toBe(false);
  });
});

describe('computeInvoiceTotals', () => {
  it('is all zero for an empty invoice', () => {
    for (const includeTax of [true, false]) {
      expect(computeInvoiceTotals([], includeTax)).toEqual({
        perRate: [],
        totalExclCents: 0,
        totalTaxCents: 0,
        totalInclCents: 0,
      });
    }
  });

  it('adds VAT on top when prices exclude it', () => {
    // 2.5 × €19,99 = 4997.5 cents → base 4998, VAT 21% of 4998 = 1049.58 → 1050.
    expect(computeInvoiceTotals([line(2.5, 1999)], false)).toEqual({
      perRate: [{ rate: 21, baseCents: 4998, taxCents: 1050 }],
      totalExclCents: 4998,
      totalTaxCents: 1050,
      totalInclCents: 6048,
    });
  });

  it('takes VAT out when prices include it', () => {
    // 3 × €10,00 = 3000 gross; VAT = 3000 × 21/121 = 520.66 → 521; base 2479.
    expect(computeInvoiceTotals([line(3, 1000)], true)).toEqual({
      perRate: [{ rate: 21, baseCents: 2479, taxCents: 521 }],
      totalExclCents: 2479,
      totalTaxCents: 521,
      totalInclCents: 3000,
    });
  });

  it('rounds once per rate, not per line', () => {
    // Ten lines of 5 cents at 9%: per line 0.45 → 0, but once 50 × 9% = 4.5 → 5.
    const lines = Array.from({ length: 10 }, () => line(1, 5, 9));
    expect(computeInvoiceTotals(lines, false).totalTaxCents).toBe(5);
    // Three half units of 1 cent: exact 1.5 → 2, where per-line rounding would give 3.
    expect(
      computeInvoiceTotals([line(0.5, 1, 0), line(0.5, 1, 0), line(0.5, 1, 0)], false).totalExclCents,
    ).toBe(2);
  });

  it('splits by rate in the order 21, 9, 0 and lists only rates in use', () => {
    const totals = computeInvoiceTotals([line(1, 1000, 0), line(2, 500, 21), line(1, 250, 0)], false);
    expect(totals.perRate).toEqual([
      { rate: 21, baseCents: 1000, taxCents: 210 },
      { rate: 0, baseCents: 1250, taxCents: 0 },
    ]);
    expect(totals.totalExclCents).toBe(2250);
    expect(totals.totalTaxCents).toBe(210);
    expect(totals.totalInclCents).toBe(2460);

    const all = computeInvoiceTotals([line(1, 100, 9), line(1, 100, 0), line(1, 100, 21)], true);
    expect(all.perRate.map((part) => part.rate)).toEqual([21, 9, 0]);
  });

  it('rounds halves away from zero, also for credit lines', () => {
    // 150 cents at 9% excl: tax 13.5 → 14.
    expect(computeInvoiceTotals([line(1, 150, 9)], false).totalTaxCents).toBe(14);
    expect(computeInvoiceTotals([line(1, -150, 9)], false).totalTaxCents).toBe(-14);
    // 0.5 × 3 = 1.5 → 2; -1.5 → -2.
    expect(computeInvoiceTotals([line(0.5, 3, 0)], true).totalInclCents).toBe(2);
    expect(computeInvoiceTotals([line(0.5, -3, 0)], true).totalInclCents).toBe(-2);
  });

  it('refuses a rate the law does not know', () => {
    expect(() =>
      computeInvoiceTotals([{ unitCount: 1, unitPriceCents: 100, taxRate: 6 as TaxRate }], false),
    ).toThrow(RangeError);
  });

  const taxRate = fc.constantFrom(...TAX_RATES);
  const unitCount = fc.oneof(
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
    fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
  );
  const anyLine = fc.record({
    unitCount,
    unitPriceCents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    taxRate,
  });
  const nonNegativeLine = fc.record({
    unitCount,
    unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
    taxRate,
  });

  it('has totals that are the sums of their parts', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), fc.boolean(), (lines, includeTax) => {
        const totals = computeInvoiceTotals(lines, includeTax);
        const sum = (pick: (part: (typeof totals.perRate)[number]) => number) =>
          totals.perRate.reduce((total, part) => total + pick(part), 0);
        expect(totals.totalExclCents).toBe(sum((part) => part.baseCents));
        expect(totals.totalTaxCents).toBe(sum((part) => part.taxCents));
        expect(totals.totalInclCents).toBe(totals.totalExclCents + totals.totalTaxCents);
        for (const part of [totals.totalExclCents, totals.totalTaxCents, totals.totalInclCents]) {
          expect(Number.isInteger(part)).toBe(true);
        }
        const ratesInUse = TAX_RATES.filter((rate) => lines.some((l) => l.taxRate === rate));
        expect(totals.perRate.map((part) => part.rate)).toEqual(ratesInUse);
      }),
    );
  });

  it('keeps the gross per rate at the rounded sum of the line amounts when prices include VAT', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), (lines) => {
        const totals = computeInvoiceTotals(lines, true);
        for (const part of totals.perRate) {
          const exact = lines
            .filter((l) => l.taxRate === part.rate)
            .reduce((total, l) => total + l.unitCount * l.unitPriceCents, 0);
          expect(part.baseCents + part.taxCents).toBe(roundHalfAwayFromZero(exact));
        }
      }),
    );
  });

  it('keeps the base per rate at the rounded sum of the line amounts when prices exclude VAT', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), (lines) => {
        const totals = computeInvoiceTotals(lines, false);
        for (const part of totals.perRate) {
          const exact = lines
            .filter((l) => l.taxRate === part.rate)
            .reduce((total, l) => total + l.unitCount * l.unitPriceCents, 0);
          expect(part.baseCents).toBe(roundHalfAwayFromZero(exact));
          expect(part.taxCents).toBe(roundHalfAwayFromZero((part.baseCents * part.rate) / 100));
        }
      }),
    );
  });

  it('never charges negative VAT on non-negative lines', () => {
    fc.assert(
      fc.property(fc.array(nonNegativeLine, { maxLength: 30 }), fc.boolean(), (lines, includeTax) => {
        const totals = computeInvoiceTotals(lines, includeTax);
        for (const part of totals.perRate) {
          expect(part.taxCents).toBeGreaterThanOrEqual(0);
          expect(part.baseCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('charges no VAT at 0%', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), fc.boolean(), (lines, includeTax) => {
        const zeroRated = lines.map((l) => ({ ...l, taxRate: 0 as const }));
        const totals = computeInvoiceTotals(zeroRated, includeTax);
        expect(totals.totalTaxCents).toBe(0);
        expect(totals.totalInclCents).toBe(totals.totalExclCents);
      }),
    );
  });
});

describe('computeLineTotal', () => {
  it('adds VAT to a net line', () => {
    expect(computeLineTotal(line(2.5, 1999), false)).toEqual({
      exclCents: 4998,
      taxCents: 1049,
      inclCents: 6047,
    });
    expect(computeLineTotal(line(1, 1000, 9), false)).toEqual({
      exclCents: 1000,
      taxCents: 90,
      inclCents: 1090,
    });
  });

  it('takes VAT out of a gross line', () => {
    expect(computeLineTotal(line(3, 1000), true)).toEqual({
      exclCents: 2479,
      taxCents: 521,
      inclCents: 3000,
    });
    expect(computeLineTotal(line(1, 1090, 9), true)).toEqual({
      exclCents: 1000,
      taxCents: 90,
      inclCents: 1090,
    });
  });

  it('charges nothing at 0%', () => {
    expect(computeLineTotal(line(1.5, 333, 0), false)).toEqual({
      exclCents: 500,
      taxCents: 0,
      inclCents: 500,
    });
    expect(computeLineTotal(line(1.5, 333, 0), true)).toEqual({
      exclCents: 500,
      taxCents: 0,
      inclCents: 500,
    });
  });

  it('agrees with the invoice totals of a one-line invoice when prices include VAT', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.constantFrom(...TAX_RATES),
        (unitCount, unitPriceCents, taxRate) => {
          const single = line(unitCount, unitPriceCents, taxRate);
          const totals = computeInvoiceTotals([single], true);
          expect(computeLineTotal(single, true)).toEqual({
            exclCents: totals.totalExclCents,
            taxCents: totals.totalTaxCents,
            inclCents: totals.totalInclCents,
          });
        },
      ),
    );
  });

  it('always adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.constantFrom(...TAX_RATES),
        fc.boolean(),
        (unitCount, unitPriceCents, taxRate, includeTax) => {
          const total = computeLineTotal(line(unitCount, unitPriceCents, taxRate), includeTax);
          expect(total.exclCents + total.taxCents).toBe(total.inclCents);
        },
      ),
    );
  });
});

describe('unitPriceExclTax', () => {
  it('states a price including VAT without VAT, rounded to the cent', () => {
    expect(unitPriceExclTax(12100, 21)).toBe(10000);
    expect(unitPriceExclTax(12500, 21)).toBe(10331); // 103.305… → 103.31
    expect(unitPriceExclTax(1000, 21)).toBe(826);
    expect(unitPriceExclTax(4500, 9)).toBe(4128);
    expect(unitPriceExclTax(4500, 0)).toBe(4500);
    expect(unitPriceExclTax(-12500, 21)).toBe(-10331);
    expect(() => unitPriceExclTax(1000, 7)).toThrow(RangeError);
  });

  it('adds back up to the price within a cent when VAT is put on top again', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.constantFrom(...TAX_RATES),
        (price, rate) => {
          const excl = unitPriceExclTax(price, rate);
          expect(Math.abs((excl * (100 + rate)) / 100 - price)).toBeLessThanOrEqual(0.61);
        },
      ),
    );
  });
});
