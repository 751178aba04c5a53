import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountExpiryText,
  earliestExpiryDate,
  isDiscountExpired,
  isDiscountValidOn,
  normalizePromoCode,
  parsePercentInput,
} from '../src/index.ts';

describe('discount lifecycle', () => {
  it('counts up to and including the expiry day, and never once deactivated', () => {
    const record = { active: true, expires_on: '2026-12-31' };
    expect(isDiscountValidOn(record, '2026-12-30')).toBe(true);
    expect(isDiscountValidOn(record, '2026-12-31')).toBe(true);
    expect(isDiscountValidOn(record, '2027-01-01')).toBe(false);
    expect(isDiscountValidOn({ active: true, expires_on: null }, '2099-01-01')).toBe(true);
    expect(isDiscountValidOn({ active: false, expires_on: null }, '2026-01-01')).toBe(false);
    expect(isDiscountExpired({ active: false, expires_on: '2099-01-01' }, '2026-01-01')).toBe(true);
    expect(isDiscountExpired(record, '2027-01-01')).toBe(true);
    expect(isDiscountExpired(record, '2026-12-31')).toBe(false);
  });

  it('describes the expiry for the badge tooltip', () => {
    expect(discountExpiryText({ active: true, expires_on: null }, '2026-06-01')).toBe('Geen einddatum');
    expect(discountExpiryText({ active: true, expires_on: '2026-12-31' }, '2026-06-01')).toBe(
      'Geldig t/m 31 dec. 2026',
    );
    expect(discountExpiryText({ active: true, expires_on: '2026-03-05' }, '2026-06-01')).toBe(
      'Verlopen na 5 mrt. 2026',
    );
    expect(discountExpiryText({ active: false, expires_on: '2026-12-31' }, '2026-06-01')).toBe(
      'Gedeactiveerd',
    );
  });

  it('allows tomorrow in Amsterdam as the earliest expiry date', () => {
    // 23:30 UTC on 31 March is already 1 April in Amsterdam (summer time).
    expect(earliestExpiryDate(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-02');
    expect(earliestExpiryDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});

describe('parsePercentInput', () => {
  it('accepts whole digits from 1 to 100 only', () => {
    expect(parsePercentInput('1')).toBe(1);
    expect(parsePercentInput('100')).toBe(100);
    expect(parsePercentInput(' 25 ')).toBe(25);
    expect(parsePercentInput('007')).toBe(7);
    for (const bad of ['', ' ', '0', '101', '12.5', '12,5', '12a', '-5', '1e2', '+5', '٣']) {
      expect(parsePercentInput(bad), bad).toBeNull();
    }
  });

  it('agrees with the numbers 1..100 for any integer text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        const expected = n >= 1 && n <= 100 ? n : null;
        expect(parsePercentInput(String(n))).toBe(expected);
      }),
    );
  });
});

describe('normalizePromoCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizePromoCode('  Zomer2026 ')).toBe('zomer2026');
    expect(normalizePromoCode('ZOMER2026')).toBe(normalizePromoCode('zomer2026'));
    expect(normalizePromoCode('\tWELKOM 10\n')).toBe('welkom 10');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(normalizePromoCode(normalizePromoCode(code))).toBe(normalizePromoCode(code));
      }),
    );
  });
});
