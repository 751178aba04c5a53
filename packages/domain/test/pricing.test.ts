import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestDiscountOf,
  computeInvoiceTotals,
  type InvoiceLine,
  type PricingDiscount,
  percentOfCents,
  priceOrderLines,
  roundHalfAwayFromZero,
  sumPricedLines,
  TAX_RATES,
} from '../src/index.ts';

const percent = fc.integer({ min: 0, max: 100 });
const discountValue = fc.integer({ min: 1, max: 100 });
const itemId = fc.integer({ min: 1, max: 8 });
const line = fc.record({
  itemId,
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  units: fc.integer({ min: 0, max: 400 }),
});
const discount = fc.record({ itemIds: fc.uniqueArray(itemId, { maxLength: 5 }), value: discountValue });
const promotion = fc.option(fc.record({ value: discountValue }), { nil: null });

describe('percentOfCents', () => {
  it('rounds half away from zero, once', () => {
    expect(percentOfCents(1250, 10)).toBe(125);
    expect(percentOfCents(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOfCents(4, 10)).toBe(0); // 0.4 → 0
    expect(percentOfCents(15, 10)).toBe(2); // 1.5 → 2
    expect(percentOfCents(9999, 33)).toBe(3300); // 3299.67 → 3300
    expect(percentOfCents(12_345, 100)).toBe(12_345);
    expect(percentOfCents(12_345, 0)).toBe(0);
  });

  it('equals the invoices’ commercial rounding of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), percent, (cents, p) => {
        expect(percentOfCents(cents, p)).toBe(roundHalfAwayFromZero((cents * p) / 100));
      }),
    );
  });

  it('stays exact for amounts where floating point would lose cents', () => {
    // 90,071,992,547,409.91 euro: c × p is far beyond 2^53, BigInt keeps it exact.
    const cents = 9_007_199_254_740_991;
    expect(percentOfCents(cents, 50)).toBe(Number((BigInt(cents) * 50n + 50n) / 100n));
    expect(percentOfCents(cents, 100)).toBe(cents);
  });

  it('refuses what is no amount or percentage', () => {
    expect(() => percentOfCents(-1, 10)).toThrow(RangeError);
    expect(() => percentOfCents(1.5, 10)).toThrow(RangeError);
    expect(() => percentOfCents(100, 101)).toThrow(RangeError);
    expect(() => percentOfCents(100, 12.5)).toThrow(RangeError);
    expect(() => percentOfCents(100, -1)).toThrow(RangeError);
  });
});

describe('bestDiscountOf', () => {
  it('takes the highest percentage that lists the item, the first of equals', () => {
    const a = { id: 'a', itemIds: [1, 2], value: 10 };
    const b = { id: 'b', itemIds: [2], value: 25 };
    const c = { id: 'c', itemIds: [2, 3], value: 25 };
    expect(bestDiscountOf(1, [a, b, c])?.id).toBe('a');
    expect(bestDiscountOf(2, [a, b, c])?.id).toBe('b');
    expect(bestDiscountOf(3, [a, b, c])?.id).toBe('c');
    expect(bestDiscountOf(4, [a, b, c])).toBeNull();
    expect(bestDiscountOf(1, [])).toBeNull();
  });
});

describe('priceOrderLines', () => {
  it('applies the best discount of the item, then the promotion on what is left', () => {
    const [castle, slide, balloons] = priceOrderLines({
      lines: [
        { itemId: 1, unitPriceCents: 12_500, units: 2 },
        { itemId: 2, unitPriceCents: 9_999, units: 1 },
        { itemId: 3, unitPriceCents: 250, units: 3 },
      ],
      discounts: [
        { itemIds: [1, 2], value: 10 },
        { itemIds: [1], value: 20 },
      ],
      promotion: { value: 10 },
    });
    // 25,000 gross; 20% = 5,000; 10% of 20,000 = 2,000; net 18,000 (28% off in all, not 30%).
    expect(castle).toEqual({
      itemId: 1,
      unitPriceCents: 12_500,
      units: 2,
      grossCents: 25_000,
      discountPercent: 20,
      discountCents: 5_000,
      promotionPercent: 10,
      promotionCents: 2_000,
      netCents: 18_000,
    });
    // 9,999 gross; 10% = 999.9 → 1,000; 10% of 8,999 = 899.9 → 900; net 8,099.
    expect(slide).toMatchObject({
      discountPercent: 10,
      discountCents: 1_000,
      promotionCents: 900,
      netCents: 8_099,
    });
    // No discount for balloons; the code still takes 10%: 75 cents of 750.
    expect(balloons).toMatchObject({
      discountPercent: 0,
      discountCents: 0,
      promotionCents: 75,
      netCents: 675,
    });
  });

  it('leaves a line alone without a discount or a promotion', () => {
    const [only] = priceOrderLines({ lines: [{ itemId: 5, unitPriceCents: 1234, units: 3 }], discounts: [] });
    expect(only).toMatchObject({
      grossCents: 3702,
      discountPercent: 0,
      discountCents: 0,
      promotionPercent: 0,
      promotionCents: 0,
      netCents: 3702,
    });
  });

  it('makes a line free at 100% and never below zero', () => {
    const [line100] = priceOrderLines({
      lines: [{ itemId: 1, unitPriceCents: 4999, units: 7 }],
      discounts: [{ itemIds: [1], value: 100 }],
      promotion: { value: 100 },
    });
    expect(line100).toMatchObject({
      grossCents: 34_993,
      discountCents: 34_993,
      promotionCents: 0,
      netCents: 0,
    });
  });

  it('refuses negative or fractional prices and units, and percentages outside 0–100', () => {
    const price =
      (l: { unitPriceCents: number; units: number }, value = 10) =>
      () =>
        priceOrderLines({ lines: [{ itemId: 1, ...l }], discounts: [{ itemIds: [1], value }] });
    expect(price({ unitPriceCents: -100, units: 1 })).toThrow(RangeError);
    expect(price({ unitPriceCents: 100, units: -1 })).toThrow(RangeError);
    expect(price({ unitPriceCents: 100, units: 1.5 })).toThrow(RangeError);
    expect(price({ unitPriceCents: 10.5, units: 1 })).toThrow(RangeError);
    expect(price({ unitPriceCents: 100, units: 1 }, 101)).toThrow(RangeError);
    expect(price({ unitPriceCents: 100, units: 1 }, 12.5)).toThrow(RangeError);
    expect(price({ unitPriceCents: Number.MAX_SAFE_INTEGER, units: 2 })).toThrow(RangeError);
    expect(() =>
      priceOrderLines({
        lines: [{ itemId: 1, unitPriceCents: 100, units: 1 }],
        discounts: [],
        promotion: { value: 0.5 },
      }),
    ).toThrow(RangeError);
  });

  it('holds its invariants for any lines, discounts and promotion', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.array(discount, { maxLength: 6 }),
        promotion,
        (lines, discounts, promo) => {
          const priced = priceOrderLines({ lines, discounts, promotion: promo });
          expect(priced).toHaveLength(lines.length);
          priced.forEach((p, i) => {
            const input = lines[i];
            if (!input) throw new Error('missing line');
            // Whole cents everywhere; gross is price × units exactly.
            for (const cents of [p.grossCents, p.discountCents, p.promotionCents, p.netCents]) {
              expect(Number.isSafeInteger(cents)).toBe(true);
            }
            expect(p.grossCents).toBe(input.unitPriceCents * input.units);
            // Never below zero, never more than 100% off.
            expect(p.netCents).toBeGreaterThanOrEqual(0);
            expect(p.discountCents).toBeGreaterThanOrEqual(0);
            expect(p.promotionCents).toBeGreaterThanOrEqual(0);
            expect(p.discountCents + p.promotionCents).toBeLessThanOrEqual(p.grossCents);
            expect(p.netCents).toBe(p.grossCents - p.discountCents - p.promotionCents);
            // The single best discount of the item: no other listing discount is higher.
            const listing = discounts.filter((d) => d.itemIds.includes(input.itemId));
            expect(p.discountPercent).toBe(Math.max(0, ...listing.map((d) => d.value)));
            // Each amount is its exact value rounded once (half away from zero).
            expect(p.discountCents).toBe(roundHalfAwayFromZero((p.grossCents * p.discountPercent) / 100));
            expect(p.promotionPercent).toBe(promo?.value ?? 0);
            expect(p.promotionCents).toBe(
              roundHalfAwayFromZero(((p.grossCents - p.discountCents) * p.promotionPercent) / 100),
            );
          });
          // Totals are plain sums of whole cents.
          const totals = sumPricedLines(priced);
          expect(totals.netCents).toBe(totals.grossCents - totals.discountCents - totals.promotionCents);
          expect(totals.netCents).toBe(priced.reduce((s, p) => s + p.netCents, 0));
        },
      ),
    );
  });

  it('never charges more with a promotion or a better discount', () => {
    fc.assert(
      fc.property(line, fc.array(discount, { maxLength: 4 }), discountValue, (l, discounts, promo) => {
        const [without] = priceOrderLines({ lines: [l], discounts });
        const [withPromo] = priceOrderLines({ lines: [l], discounts, promotion: { value: promo } });
        const [better] = priceOrderLines({
          lines: [l],
          discounts: [...discounts, { itemIds: [l.itemId], value: 100 }],
        });
        expect(withPromo?.netCents).toBeLessThanOrEqual(without?.netCents ?? 0);
        expect(better?.netCents).toBe(0);
      }),
    );
  });

  it('keeps the invoice VAT rules: discount lines on an invoice give the VAT of the net amounts', () => {
    // The Orders feature puts each article line on the invoice with negative discount and
    // promotion lines under it, at the item's rate. The invoice totals per rate (tax.ts) must be
    // those of the net amounts, whether prices include VAT or not.
    const rate = fc.constantFrom(...TAX_RATES);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(line, rate), { minLength: 1, maxLength: 8 }),
        fc.array(discount, { maxLength: 4 }),
        promotion,
        fc.boolean(),
        (rated, discounts, promo, includeTax) => {
          const priced = priceOrderLines({ lines: rated.map(([l]) => l), discounts, promotion: promo });
          const withDiscountLines: InvoiceLine[] = [];
          const netLines: InvoiceLine[] = [];
          priced.forEach((p, i) => {
            const taxRate = rated[i]?.[1] ?? 21;
            withDiscountLines.push({ unitCount: p.units, unitPriceCents: p.unitPriceCents, taxRate });
            if (p.discountCents)
              withDiscountLines.push({ unitCount: 1, unitPriceCents: -p.discountCents, taxRate });
            if (p.promotionCents)
              withDiscountLines.push({ unitCount: 1, unitPriceCents: -p.promotionCents, taxRate });
            netLines.push({ unitCount: 1, unitPriceCents: p.netCents, taxRate });
          });
          expect(computeInvoiceTotals(withDiscountLines, includeTax)).toEqual(
            computeInvoiceTotals(netLines, includeTax),
          );
        },
      ),
    );
  });

  it('accepts discounts with extra fields (the service passes its rows)', () => {
    const rows: (PricingDiscount & { uuid: string })[] = [{ uuid: 'x', itemIds: [1], value: 15 }];
    const [p] = priceOrderLines({ lines: [{ itemId: 1, unitPriceCents: 1000, units: 1 }], discounts: rows });
    expect(p?.discountCents).toBe(150);
  });
});
