import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatMoneyInput,
  parseDecimalInput,
  parseMoneyInput,
  parseWholeNumberInput,
  roundHalfAwayFromZero,
} from '../src/index.ts';

describe('formatMoney', () => {
  it.each([
    [123456, '€ 1.234,56'],
    [-500, '€ -5,00'],
    [0, '€ 0,00'],
    [-0, '€ 0,00'],
    [1, '€ 0,01'],
    [-1, '€ -0,01'],
    [45, '€ 0,45'],
    [100, '€ 1,00'],
    [10_000_000_000, '€ 100.000.000,00'],
    [-10_000_000_000, '€ -100.000.000,00'],
  ])('formats %d cents as %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('uses ordinary spaces only', () => {
    expect(formatMoney(123456)).not.toMatch(/[\u00A0\u202F]/);
  });

  it('rounds stray fractional cents commercially', () => {
    expect(formatMoney(12.5)).toBe('€ 0,13');
    expect(formatMoney(-12.5)).toBe('€ -0,13');
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['0,45', 45],
    ['1.234,56', 123456],
    ['12', 1200],
    ['12,5', 1250],
    ['12,50', 1250],
    ['€ 12,50', 1250],
    ['€12,50', 1250],
    ['12,50 €', 1250],
    ['  12,50  ', 1250],
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.45', 45],
    ['1.234', 123400],
    ['12.345.678,9', 1234567890],
    ['12,-', 1200],
    [',5', 50],
    ['12,', 1200],
    ['0', 0],
    ['-0,00', 0],
    ['-5', -500],
    ['€ -5,00', -500],
    ['-€ 5,00', -500],
    ['\u2212 5,00', -500],
    ['€\u00A01.234,56', 123456],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    'abc',
    '€',
    ',',
    '-',
    '12,345',
    '1,234.56',
    '1.23.45',
    '1.2345',
    '0.455',
    '12..5',
    '12,5,0',
    '--5',
    '-€-5',
    '12a',
    '1e3',
    '0x10',
    'Infinity',
    '99999999999999999999',
  ])('rejects %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('never yields negative zero', () => {
    expect(Object.is(parseMoneyInput('-0'), 0)).toBe(true);
  });

  it('round-trips every amount formatMoney produces', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (cents) => {
        expect(parseMoneyInput(formatMoney(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatMoneyInput', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [123456, '1234,56'],
    [-500, '-5,00'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatMoneyInput(cents)).toBe(expected);
  });

  it('is read back to the same cents by parseMoneyInput', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseMoneyInput(formatMoneyInput(cents))).toBe(cents);
      }),
    );
  });

  it('refuses what is no whole number of cents', () => {
    expect(() => formatMoneyInput(12.5)).toThrow(RangeError);
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['0,45', 0.45],
    ['1.234,5', 1234.5],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['3', 3],
    ['1.234', 1234],
    ['0,125', 0.125],
    ['-1,5', -1.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimalInput(text)).toBe(value);
  });

  it.each(['', 'twee', '1,2,3', '1.2.3', '1,234.5'])('rejects %j', (text) => {
    expect(parseDecimalInput(text)).toBeNull();
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [0.5, 1],
    [-0.5, -1],
    [3, 3],
    [1.005 * 100, 101],
    [0, 0],
  ])('rounds %d to %d', (x, expected) => {
    expect(roundHalfAwayFromZero(x)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });

  it('is symmetric around zero and within half a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const rounded = roundHalfAwayFromZero(x);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(roundHalfAwayFromZero(-x)).toBe(-rounded || 0);
      }),
    );
  });

  it('rounds exact halves of whole cents away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        const half = n + (n < 0 ? -0.5 : 0.5);
        expect(roundHalfAwayFromZero(half)).toBe(n < 0 ? n - 1 : n + 1);
      }),
    );
  });
});

describe('parseWholeNumberInput', () => {
  it.each([
    ['1000', 1000],
    ['1.000', 1000],
    ['10.000', 10_000],
    ['12.345.678', 12_345_678],
    [' 1 000 ', 1000],
    ['1\u00A0000', 1000],
    ['0', 0],
    ['007', 7],
    ['999', 999],
    ['-1.000', -1000],
    ['\u22125', -5],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseWholeNumberInput(text)).toBe(value);
  });

  it.each([
    '',
    ' ',
    '-',
    '1,5',
    '1.5',
    '1.50',
    '1.00',
    '10.0000',
    '0.500',
    '1.000,00',
    '1..000',
    '.100',
    '100.',
    '1,000',
    '12a',
    '€ 5',
    '--5',
    '99999999999999999999',
  ])('refuses %j', (text) => {
    expect(parseWholeNumberInput(text)).toBeNull();
  });

  it('reads back every whole number written plain or with Dutch thousands dots', () => {
    const grouped = new Intl.NumberFormat('nl-NL', { useGrouping: 'always', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseWholeNumberInput(String(n))).toBe(n);
        expect(parseWholeNumberInput(grouped.format(n))).toBe(n);
      }),
    );
  });
});
