import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateInvoiceRevenue,
  allocateProportionally,
  buildOrderInvoiceLines,
  classifyRevenueLine,
  computeInvoiceTotals,
  createArticleMatcher,
  isDepositLine,
  isPromotionLine,
  isTransportLine,
  type RevenueLine,
  TAX_RATES,
  type TaxRate,
} from '../src/index.ts';

const text = (description: string, taxRate = 21, zeroRateReason: string | null = null) => ({
  description,
  taxRate,
  zeroRateReason,
});

describe('reading invoice lines', () => {
  it("knows the transport lines an order's invoice writes", () => {
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
            discountPercent: 0,
            discountCents: 0,
            promotionPercent: 0,
            promotionCents: 0,
            netCents: 200,
          },
        },
      ],
      promotion: null,
      transport: {
        deliveryCents: 500,
        pickupCents: 400,
        deliveryTrips: 1,
        pickupTrips: 1,
        distanceText: '8,0 km',
      },
    });
    expect(lines.map((line) => isTransportLine(text(line.description)))).toEqual([false, true, true]);
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
    expect(manual.map((line) => isTransportLine(text(line.description)))).toEqual([true]);
  });

  it('takes a 0 % line outside the scope named "Borg …", or one marked deposit, as a deposit', () => {
    expect(isDepositLine(text('Borg springkussen', 0, 'outside_scope'))).toBe(true);
    expect(isDepositLine(text('  borg', 0, 'outside_scope'))).toBe(true);
    expect(isDepositLine(text('Borg springkussen', 21))).toBe(false);
    expect(isDepositLine(text('Borg', 0, 'exempt'))).toBe(false);
    expect(isDepositLine(text('Statafel', 0, 'outside_scope'))).toBe(false);
    expect(isDepositLine({ ...text('Waarborg', 21), kind: 'deposit' })).toBe(true);
    expect(isPromotionLine(text('Promotiecode ZOMER (10% korting)'))).toBe(true);
    expect(
      ['Borg', 'Ophaalkosten (3,1 km)', 'Promotiecode X (5% korting)', 'Statafel'].map((d) =>
        classifyRevenueLine(text(d, d === 'Borg' ? 0 : 21, d === 'Borg' ? 'outside_scope' : null)),
      ),
    ).toEqual(['deposit', 'transport', 'promotion', 'article']);
  });

  it('finds the article by the longest name the text starts with', () => {
    const match = createArticleMatcher(['Kasteel', 'Kasteel XL', 'Statafel', 'Ballonnenset']);
    expect(match('Kasteel XL, 5 dec. 2026 t/m 6 dec. 2026 (2 dagen)')).toBe('kasteel xl');
    expect(match('Kasteel (SK-001), 5 dec. 2026 (1 dag)')).toBe('kasteel');
    expect(match('Kasteel (3 dagen)')).toBe('kasteel');
    expect(match('5 × Statafel, 5 dec. 2026 (1 dag)')).toBe('statafel');
    expect(match('3 × Ballonnenset, levering 5 dec. 2026')).toBe('ballonnenset');
    expect(match('Korting 20% op Kasteel XL')).toBe('kasteel xl');
    expect(match('Kastelen en meer')).toBeNull();
    expect(match('Bezorging en ophalen')).toBeNull();
    // A name may hold a comma or brackets itself.
    const withComma = createArticleMatcher(['Tent, groot', 'Tent', 'Kussen (rood)']);
    expect(withComma('Tent, groot, 5 dec. 2026 (1 dag)')).toBe('tent, groot');
    expect(withComma('Tent, 5 dec. 2026 (1 dag)')).toBe('tent');
    expect(withComma('Kussen (rood) (2 dagen)')).toBe('kussen (rood)');
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
