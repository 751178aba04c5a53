import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, pluralise } from '../src/index.ts';

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [850, '850 m'],
    [849.6, '850 m'],
    [999, '999 m'],
    [999.6, '1,0 km'],
    [1000, '1,0 km'],
    [1049, '1,0 km'],
    [1050, '1,1 km'],
    [1150, '1,2 km'],
    [1500, '1,5 km'],
    [12345, '12,3 km'],
    [12350, '12,4 km'],
    [1_234_567, '1.234,6 km'],
  ])('shows %d m as %s', (meters, text) => {
    expect(formatDistance(meters)).toBe(text);
  });

  it('always shows one decimal for kilometres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), (meters) => {
        expect(formatDistance(meters)).toMatch(/^\d{1,3}(\.\d{3})*,\d km$/);
      }),
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 minuten'],
    [29, '0 minuten'],
    [30, '1 minuut'],
    [60, '1 minuut'],
    [120, '2 minuten'],
    [45 * 60, '45 minuten'],
    [59 * 60, '59 minuten'],
    [59 * 60 + 30, '1 uur'],
    [3600, '1 uur'],
    [3660, '1 uur en 1 minuut'],
    [3900, '1 uur en 5 minuten'],
    [7200, '2 uur'],
    [7260, '2 uur en 1 minuut'],
    [10 * 3600 + 59 * 60, '10 uur en 59 minuten'],
    [-30, '0 minuten'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('pluralise', () => {
  it.each([
    ['category', 'categories'],
    ['address', 'addresses'],
    ['status', 'statuses'],
    ['item', 'items'],
    ['invoice', 'invoices'],
    ['contact', 'contacts'],
  ])('makes %s into %s', (name, plural) => {
    expect(pluralise(name)).toBe(plural);
  });
});
