import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agingBucketOf,
  BUSINESS_COMPENSATION_CENTS,
  COLLECTION_COSTS_MAX_CENTS,
  COLLECTION_COSTS_MIN_CENTS,
  collectionCostsCents,
  collectionCostsWithVatCents,
  commercialInterestCents,
  commercialInterestRateOn,
  isPaidInFull,
  openAmountOf,
} from '../src/index.ts';

describe('open amount', () => {
  it('is the total less credited and paid, never below zero', () => {
    expect(openAmountOf({ totalCents: 10_000, creditedCents: 0, paidCents: 2_500 })).toBe(7_500);
    expect(openAmountOf({ totalCents: 10_000, creditedCents: 3_000, paidCents: 2_500 })).toBe(4_500);
    expect(openAmountOf({ totalCents: 10_000, creditedCents: 10_000, paidCents: 2_500 })).toBe(0);
    expect(isPaidInFull({ totalCents: 10_000, creditedCents: 3_000, paidCents: 7_000 })).toBe(true);
    expect(isPaidInFull({ totalCents: 10_000, creditedCents: 0, paidCents: 9_999 })).toBe(false);
    // Credited in full is not "paid": nothing was due.
    expect(isPaidInFull({ totalCents: 10_000, creditedCents: 10_000, paidCents: 0 })).toBe(false);
  });

  it('adds up: open + paid + credited is the total while something is open', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (total, credited, paid) => {
          const open = openAmountOf({ totalCents: total, creditedCents: credited, paidCents: paid });
          expect(open).toBeGreaterThanOrEqual(0);
          if (open > 0) expect(open + credited + paid).toBe(total);
        },
      ),
    );
  });
});

describe('aging buckets', () => {
  it('count days past the due date', () => {
    expect(agingBucketOf('2026-03-01', '2026-03-01')).toBeNull();
    expect(agingBucketOf('2026-03-01', '2026-03-02')).toBe('0-14');
    expect(agingBucketOf('2026-03-01', '2026-03-15')).toBe('0-14');
    expect(agingBucketOf('2026-03-01', '2026-03-16')).toBe('15-30');
    expect(agingBucketOf('2026-03-01', '2026-03-31')).toBe('15-30');
    expect(agingBucketOf('2026-03-01', '2026-04-01')).toBe('31-60');
    expect(agingBucketOf('2026-03-01', '2026-04-30')).toBe('31-60');
    expect(agingBucketOf('2026-03-01', '2026-05-01')).toBe('60+');
  });
});

describe('collection costs (Besluit vergoeding voor buitengerechtelijke incassokosten)', () => {
  it('follows the scale at its edges', () => {
    expect(collectionCostsCents(10_000)).toBe(4_000); // € 100 → € 40 (minimum)
    expect(collectionCostsCents(250_000)).toBe(37_500); // € 2.500 → € 375
    expect(collectionCostsCents(500_000)).toBe(62_500); // € 5.000 → € 625
    expect(collectionCostsCents(1_000_000)).toBe(87_500); // € 10.000 → € 875
    expect(collectionCostsCents(100_000_000)).toBe(677_500); // € 1.000.000 → € 6.775 (maximum)
    expect(collectionCostsCents(20_000_000)).toBe(277_500); // € 200.000 → € 2.775
  });

  it('adds 21 % VAT only when asked', () => {
    expect(collectionCostsWithVatCents(250_000, false)).toBe(37_500);
    expect(collectionCostsWithVatCents(250_000, true)).toBe(45_375);
    expect(BUSINESS_COMPENSATION_CENTS).toBe(4_000);
  });

  it('stays between € 40 and € 6.775 and never falls as the principal grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (a, d) => {
          const low = collectionCostsCents(a);
          expect(low).toBeGreaterThanOrEqual(COLLECTION_COSTS_MIN_CENTS);
          expect(low).toBeLessThanOrEqual(COLLECTION_COSTS_MAX_CENTS);
          expect(collectionCostsCents(a + d)).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });

  it('is 15 % below € 2.500 once above the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 26_667, max: 250_000 }), (a) => {
        expect(collectionCostsCents(a)).toBe(Math.round(a * 0.15));
      }),
    );
  });
});

describe('wettelijke handelsrente', () => {
  it('takes the rate of the half year', () => {
    expect(commercialInterestRateOn('2022-12-31')).toBe(8);
    expect(commercialInterestRateOn('2023-01-01')).toBe(10.5);
    expect(commercialInterestRateOn('2024-06-30')).toBe(12.5);
    expect(commercialInterestRateOn('2024-07-01')).toBe(12.25);
    expect(commercialInterestRateOn('2025-08-15')).toBe(10.15);
  });

  it('runs per day from the day after the due date, each day at its own rate', () => {
    expect(commercialInterestCents(100_000, '2025-03-01', '2025-03-01')).toBe(0);
    // 30 days in 2025-H1 at 11,15 % on € 1.000: 1000 × 0,1115 × 30/365 = € 9,16.
    expect(commercialInterestCents(100_000, '2025-03-01', '2025-03-31')).toBe(916);
    // 10 days at 12,5 % (2024-06-21..30) + 10 days at 12,25 % (2024-07-01..10) on € 3.650.
    expect(commercialInterestCents(365_000, '2024-06-20', '2024-07-10')).toBe(1250 + 1225);
  });

  it('adds a year’s interest to the base after each full year', () => {
    // Two years at 8 %: 1000 × 8 % = 80, then 1080 × 8 % = 86,40.
    expect(commercialInterestCents(100_000, '2020-01-01', '2021-12-31')).toBe(16_640);
  });
});
