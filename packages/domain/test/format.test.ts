import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, formatTravelDistance, pluralise } from '../src/index.ts';

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
    [0, '0 min'],
    [29, '0 min'],
    [30, '1 min'],
    [60, '1 min'],
    [120, '2 min'],
    [45 * 60, '45 min'],
    [59 * 60, '59 min'],
    [59 * 60 + 30, '1 uur'],
    [3600, '1 uur'],
    [3660, '1 uur 1 min'],
    [3900, '1 uur 5 min'],
    [7200, '2 uur'],
    [7260, '2 uur 1 min'],
    [10 * 3600 + 59 * 60, '10 uur 59 min'],
    [-30, '0 min'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('always reads as hours and minutes below 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        expect(formatDuration(seconds)).toMatch(/^(\d+ min|[1-9]\d* uur( [1-5]?\d min)?)$/);
      }),
    );
  });
});

describe('formatTravelDistance', () => {
  it('marks an estimate', () => {
    expect(formatTravelDistance(12_345, true)).toBe('± 12,3 km (geschat)');
    expect(formatTravelDistance(850, true)).toBe('± 850 m (geschat)');
  });

  it('shows a routed distance as it is', () => {
    expect(formatTravelDistance(12_345, false)).toBe('12,3 km');
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
