import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUseReverseCharge,
  computeInvoiceTotals,
  computeLineTotal,
  formatIban,
  linesMissingZeroRateReason,
  roundHalfAwayFromZero,
  TAX_RATES,
  VAT_TREATMENT_MESSAGES,
  ZERO_RATE_REASON_LABELS,
  ZERO_RATE_REASON_NOTES,
  ZERO_RATE_REASONS,
  type ZeroRateReason,
  zeroRateReasonFor,
} from '../src/index.ts';

const unitCount = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
);
const anyLine = fc.record({
  unitCount,
  unitPriceCents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  taxRate: fc.constantFrom(...TAX_RATES),
});

describe('reverse charge (btw verlegd)', () => {
  it('charges no VAT: the total is the rounded sum of the lines', () => {
    // 125 + 2.5 × 10 at 21% and 45 at 9%: normally € 230,55, reverse charged € 195,00.
    const lines = [
      { unitCount: 1, unitPriceCents: 12_500, taxRate: 21 as const },
      { unitCount: 2.5, unitPriceCents: 1000, taxRate: 21 as const },
      { unitCount: 1, unitPriceCents: 4500, taxRate: 9 as const },
    ];
    expect(computeInvoiceTotals(lines, false).totalInclCents).toBe(23_055);
    expect(computeInvoiceTotals(lines, false, 'reverse_charge')).toEqual({
      perRate: [],
      totalExclCents: 19_500,
      totalTaxCents: 0,
      totalInclCents: 19_500,
    });
    expect(
      computeLineTotal({ unitCount: 1, unitPriceCents: 12_500, taxRate: 21 }, false, 'reverse_charge'),
    ).toEqual({
      exclCents: 12_500,
      taxCents: 0,
      inclCents: 12_500,
    });
  });

  it('never charges VAT and totals to the rounded exact sum, whatever the rates and the price mode', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), fc.boolean(), (lines, includeTax) => {
        const totals = computeInvoiceTotals(lines, includeTax, 'reverse_charge');
        const exact = lines.reduce((sum, l) => sum + l.unitCount * l.unitPriceCents, 0);
        expect(totals.perRate).toEqual([]);
        expect(totals.totalTaxCents).toBe(0);
        expect(totals.totalExclCents).toBe(roundHalfAwayFromZero(exact));
        expect(totals.totalInclCents).toBe(totals.totalExclCents);
        for (const l of lines) expect(computeLineTotal(l, includeTax, 'reverse_charge').taxCents).toBe(0);
      }),
    );
  });

  it('gives the same net amount as normal treatment when all lines share one rate', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), fc.constantFrom(...TAX_RATES), (lines, rate) => {
        const sameRate = lines.map((l) => ({ ...l, taxRate: rate }));
        expect(computeInvoiceTotals(sameRate, false, 'reverse_charge').totalExclCents).toBe(
          computeInvoiceTotals(sameRate, false).totalExclCents,
        );
      }),
    );
  });

  it('is only for a business buyer with a VAT id', () => {
    expect(canUseReverseCharge({ contact_type: 'business', vat_id: 'DE811234567' })).toBe(true);
    expect(canUseReverseCharge({ contact_type: 'business', vat_id: '' })).toBe(false);
    expect(canUseReverseCharge({ contact_type: 'business', vat_id: '   ' })).toBe(false);
    expect(canUseReverseCharge({ contact_type: 'business', vat_id: null })).toBe(false);
    expect(canUseReverseCharge({ contact_type: 'individual', vat_id: 'NL001234567B01' })).toBe(false);
    expect(canUseReverseCharge(null)).toBe(false);
  });
});

describe('0% lines say why', () => {
  it('offers exempt, outside the scope and the zero rate, each with a label and a printed note', () => {
    expect(ZERO_RATE_REASONS).toEqual(['exempt', 'outside_scope', 'zero_rated']);
    for (const reason of ZERO_RATE_REASONS) {
      expect(ZERO_RATE_REASON_LABELS[reason]).toBeTruthy();
      expect(ZERO_RATE_REASON_NOTES[reason]).toBeTruthy();
    }
    expect(ZERO_RATE_REASON_NOTES.exempt).toBe('Vrijgesteld van btw (art. 11 Wet OB)');
  });

  it('keeps a reason only on a 0% line', () => {
    expect(zeroRateReasonFor(0, 'exempt')).toBe('exempt');
    expect(zeroRateReasonFor(0, undefined)).toBeNull();
    expect(zeroRateReasonFor(21, 'exempt')).toBeNull();
    expect(zeroRateReasonFor(9, 'outside_scope')).toBeNull();
  });

  it('names the 0% lines without a reason, by position, only when VAT is charged', () => {
    const lines = [
      { taxRate: 21 },
      { taxRate: 0 },
      { taxRate: 0, zeroRateReason: 'exempt' as const },
      { taxRate: 0, zeroRateReason: null },
    ];
    expect(linesMissingZeroRateReason(lines, 'normal')).toEqual([2, 4]);
    expect(linesMissingZeroRateReason(lines, 'reverse_charge')).toEqual([]);
    expect(VAT_TREATMENT_MESSAGES.zeroRateReasonMissing([2])).toBe(
      'Regel 2 heeft 0% btw: kies waarom (vrijgesteld, buiten de btw of 0%-tarief).',
    );
    expect(VAT_TREATMENT_MESSAGES.zeroRateReasonMissing([2, 4, 5])).toContain('De regels 2, 4 en 5');
  });

  it('flags exactly the 0% lines without a reason', () => {
    const reason = fc.option(fc.constantFrom<ZeroRateReason>(...ZERO_RATE_REASONS), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.record({ taxRate: fc.constantFrom(...TAX_RATES), zeroRateReason: reason }), {
          maxLength: 40,
        }),
        (lines) => {
          const missing = linesMissingZeroRateReason(lines, 'normal');
          for (const [index, l] of lines.entries()) {
            expect(missing.includes(index + 1)).toBe(l.taxRate === 0 && l.zeroRateReason === null);
          }
        },
      ),
    );
  });
});

describe('formatIban', () => {
  it('groups by four, upper case, whatever the input spacing', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('nl91 abna 0417 1643 00')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('NL91ABNA0417164300', '\u00A0')).toBe('NL91\u00A0ABNA\u00A00417\u00A01643\u00A000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('')).toBe('');
  });

  it('keeps every character, and no group is longer than four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{0,34}$/), (iban) => {
        const formatted = formatIban(iban);
        expect(formatted.replaceAll(' ', '')).toBe(iban);
        for (const group of formatted.split(' ')) expect(group.length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
