import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateInvoiceRevenue,
  allocateProportionally,
  buildOrderInvoiceLines,
  computeInvoiceTotals,
  type RevenueLine,
  revenueRoleOf,
  TAX_RATES,
  type TaxRate,
} from '../src/index.ts';

describe('what a line counts for in the reports', () => {
  it('goes by the kind and the article, never by the text', () => {
    expect(revenueRoleOf({ kind: 'deposit', itemId: 4 })).toBe('deposit');
    expect(revenueRoleOf({ kind: 'transport', itemId: null })).toBe('transport');
    expect(revenueRoleOf({ kind: 'rental', itemId: 4 })).toBe('article');
    expect(revenueRoleOf({ kind: 'sale', itemId: 5 })).toBe('article');
    expect(revenueRoleOf({ kind: 'bundle', itemId: 6 })).toBe('article');
    // An article's own discount stays with its article; a promotion code is spread.
    expect(revenueRoleOf({ kind: 'discount', itemId: 4 })).toBe('article');
    expect(revenueRoleOf({ kind: 'discount', itemId: null })).toBe('spread');
    // A typed line is "Overig", an API client's 'other' line naming an article is that article's.
    expect(revenueRoleOf({ kind: 'other', itemId: null })).toBe('other');
    expect(revenueRoleOf({ kind: 'other', itemId: 7 })).toBe('article');
  });

  it("marks every line an order's invoice writes with its kind and article", () => {
    const lines = buildOrderInvoiceLines({
      articles: [
        {
          article: {
            itemType: 'rentable',
            name: 'Springkasteel',
            from: '2026-12-05',
            until: '2026-12-06',
            quantity: 1,
          },
          priced: {
            unitPriceCents: 100,
            units: 2,
            grossCents: 200,
            discountPercent: 10,
            discountCents: 20,
            promotionPercent: 5,
            promotionCents: 9,
            netCents: 171,
          },
          itemId: 11,
        },
        {
          article: {
            itemType: 'rentable',
            name: 'Feestpakket',
            from: '2026-12-05',
            until: '2026-12-06',
            quantity: 1,
          },
          priced: {
            unitPriceCents: 300,
            units: 1,
            grossCents: 300,
            discountPercent: 0,
            discountCents: 0,
            promotionPercent: 5,
            promotionCents: 15,
            netCents: 285,
          },
          itemId: 12,
          bundle: true,
        },
      ],
      promotion: { code: 'zomer', percent: 5 },
      transport: {
        deliveryCents: 500,
        pickupCents: 400,
        deliveryTrips: 1,
        pickupTrips: 1,
        distanceText: '8,0 km',
      },
      deposits: [{ itemId: 11, name: 'Springkasteel', count: 1, cents: 5_000 }],
    });
    expect(lines.map((line) => [line.kind, line.itemId])).toEqual([
      ['rental', 11],
      ['discount', 11],
      ['bundle', 12],
      ['discount', null],
      ['transport', null],
      ['transport', null],
      ['deposit', 11],
    ]);
    expect(lines.map((line) => revenueRoleOf(line))).toEqual([
      'article',
      'article',
      'article',
      'spread',
      'transport',
      'transport',
      'deposit',
    ]);
    const manual = buildOrderInvoiceLines({
      articles: [],
      promotion: null,
      transport: {
        deliveryCents: 0,
        pickupCents: 0,
        deliveryTrips: 0,
        pickupTrips: 0,
        distanceText: null,
        fixedCents: 900,
      },
    });
    expect(manual.map((line) => line.kind)).toEqual(['transport']);
  });
});

describe('splitting an invoice over buckets', () => {
  it('splits cents in proportion, adding up exactly', () => {
    expect(allocateProportionally([1, 1, 1], 100, 1)).toEqual([34, 33, 33]);
    expect(allocateProportionally([2, -1], 10, 1)).toEqual([20, -10]);
    // Weights that cancel: split by the fallback ratio (2,5 and −2,5), still adding up to 0.
    expect(allocateProportionally([5, -5], 0, 0.5)).toEqual([3, -3]);
  });

  it('spreads a promotion over the article lines of its rate and keeps transport apart', () => {
    // Prices incl. 21 %: castle 200,00 and tent 100,00, promotion −30,00, transport 24,20.
    const lines: RevenueLine[] = [
      { amount: 20_000, taxRate: 21, bucket: 'castle', article: true },
      { amount: 10_000, taxRate: 21, bucket: 'tent', article: true },
      { amount: -3_000, taxRate: 21, bucket: 'other', spread: true },
      { amount: 2_420, taxRate: 21, bucket: 'transport' },
    ];
    const result = allocateInvoiceRevenue({ lines, includeTax: true });
    // Gross 294,20 → VAT 51,06, base 243,14; castle 180,00 gross, tent 90,00, transport 24,20.
    expect(result.get('castle')).toEqual({ exclCents: 14_876, vatCents: 3_124 });
    expect(result.get('tent')).toEqual({ exclCents: 7_438, vatCents: 1_562 });
    expect(result.get('transport')).toEqual({ exclCents: 2_000, vatCents: 420 });
    expect(result.has('other')).toBe(false);
  });

  it('adds up to the invoice totals exactly, whatever the lines', () => {
    const lineArb = fc.record({
      unitCount: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.constantFrom(0.5, 2.5, 1.25)),
      unitPrice: fc.integer({ min: -50_000, max: 500_000 }),
      taxRate: fc.constantFrom<TaxRate>(...TAX_RATES),
      bucket: fc.constantFrom('a', 'b', 'c', 'transport', 'other'),
      spread: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.constantFrom<'normal' | 'reverse_charge'>('normal', 'reverse_charge'),
        (raw, includeTax, treatment) => {
          const lines: RevenueLine[] = raw.map((line) => ({
            amount: line.unitCount * line.unitPrice,
            taxRate: line.taxRate,
            bucket: line.bucket,
            article: ['a', 'b', 'c'].includes(line.bucket),
            spread: line.bucket === 'other' && line.spread,
          }));
          const totals = computeInvoiceTotals(
            raw.map((line) => ({
              unitCount: line.unitCount,
              unitPriceCents: line.unitPrice,
              taxRate: line.taxRate,
            })),
            includeTax,
            treatment,
          );
          const result = [...allocateInvoiceRevenue({ lines, includeTax, treatment }).values()];
          expect(result.reduce((sum, part) => sum + part.exclCents, 0)).toBe(totals.totalExclCents);
          expect(result.reduce((sum, part) => sum + part.vatCents, 0)).toBe(totals.totalTaxCents);
          for (const part of result) {
            expect(Number.isInteger(part.exclCents)).toBe(true);
            expect(Number.isInteger(part.vatCents)).toBe(true);
          }
        },
      ),
    );
  });
});
