import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  type DayFactorRow,
  DEFAULT_RENTAL_PRICING_RULES,
  dayCountFactor,
  dayFactorTableProblems,
  isWeekendPeriod,
  priceForDayCount,
  priceRentalLine,
  type RentalPricingRules,
  rentalPeriodText,
  rentalRuleText,
} from '../src/index.ts';

const SATURDAY = '2026-12-12';
const rules = (patch: Partial<RentalPricingRules>): RentalPricingRules => ({
  ...DEFAULT_RENTAL_PRICING_RULES,
  ...patch,
});
const price = (from: string, until: string, r: RentalPricingRules, dayPriceCents = 10_000, quantity = 1) =>
  priceRentalLine({ dayPriceCents, from, until, quantity, rules: r });

// Factors with at most 4 decimals (the rule's precision), tables valid by construction.
const factor = fc.integer({ min: 1, max: 200_000 }).map((n) => n / 10_000);
const table: fc.Arbitrary<DayFactorRow[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 })
  .chain((days) =>
    fc.array(factor, { minLength: days.length, maxLength: days.length }).map((factors) => {
      const sortedDays = [...days].sort((a, b) => a - b);
      const sortedFactors = [...factors].sort((a, b) => a - b);
      return sortedDays.map((d, i) => ({ days: d, factor: sortedFactors[i] ?? 1 }));
    }),
  );
const anyRules: fc.Arbitrary<RentalPricingRules> = fc.record({
  dayFactors: table,
  extraDayFactor: fc.integer({ min: 0, max: 30_000 }).map((n) => n / 10_000),
  weekendFactor: fc.option(factor, { nil: null }),
  weekendSpan: fc.constantFrom('za-zo' as const, 'vr-ma' as const),
});
const day = fc.integer({ min: 0, max: 800 }).map((n) => addCalendarDays('2026-01-01', n));
const dayPrice = fc.integer({ min: 0, max: 10_000_000 });

describe('priceRentalLine: the examples of the issue', () => {
  it('keeps days × day price with the default table', () => {
    const line = price('2026-12-10', '2026-12-12', DEFAULT_RENTAL_PRICING_RULES, 10_625);
    expect(line).toMatchObject({
      rule: 'days',
      days: 3,
      totalCents: 31_875,
      unitCount: 3,
      unitPriceCents: 10_625,
    });
  });

  it('prices a Saturday–Sunday at the weekend factor', () => {
    const line = price(SATURDAY, '2026-12-13', rules({ weekendFactor: 1.5 }), 10_625);
    // 10 625 × 1.5 = 15 937.5 → 15 938 (half up, once).
    expect(line).toMatchObject({ rule: 'weekend', days: 2, totalCents: 15_938, unitCount: 1 });
    expect(rentalRuleText(line)).toBe('weekendtarief');
  });

  it('interpolates the staffel, then adds the extra-day factor', () => {
    const staffel = rules({
      dayFactors: [
        { days: 1, factor: 1 },
        { days: 2, factor: 1.5 },
        { days: 7, factor: 4 },
      ],
      extraDayFactor: 0.5,
    });
    const totals = [1, 2, 3, 7, 9].map((n) =>
      price('2026-12-01', addCalendarDays('2026-12-01', n - 1), staffel),
    );
    expect(totals.map((l) => l.totalCents)).toEqual([10_000, 15_000, 20_000, 40_000, 50_000]);
    expect(totals.map((l) => l.rule)).toEqual(['days', 'staffel', 'staffel', 'staffel', 'staffel']);
    expect(totals.map((l) => rentalRuleText(l))[2]).toBe('3 dagen, staffel');
    expect(dayCountFactor(staffel, 3)).toBe(2);
    expect(priceForDayCount(10_000, 2, staffel)).toBe(15_000);
  });

  it('counts a table that starts past 1 day from nothing at 0 days', () => {
    const late = rules({ dayFactors: [{ days: 3, factor: 2 }] });
    expect(priceForDayCount(9_000, 1, late)).toBe(6_000);
    expect(priceForDayCount(9_000, 3, late)).toBe(18_000);
    expect(priceForDayCount(9_000, 4, late)).toBe(27_000);
  });

  it("counts any Friday–Monday period holding the weekend under 'vr-ma'", () => {
    expect(isWeekendPeriod('2026-12-11', '2026-12-14', 'vr-ma')).toBe(true);
    expect(isWeekendPeriod('2026-12-11', '2026-12-13', 'vr-ma')).toBe(true);
    expect(isWeekendPeriod(SATURDAY, '2026-12-14', 'vr-ma')).toBe(true);
    expect(isWeekendPeriod('2026-12-11', SATURDAY, 'vr-ma')).toBe(false);
    expect(isWeekendPeriod('2026-12-11', '2026-12-14', 'za-zo')).toBe(false);
    expect(isWeekendPeriod('2026-12-10', '2026-12-13', 'vr-ma')).toBe(false);
    const line = price('2026-12-11', '2026-12-14', rules({ weekendFactor: 1.5, weekendSpan: 'vr-ma' }));
    expect(line).toMatchObject({ rule: 'weekend', days: 4, totalCents: 15_000 });
  });

  it('never asks more for a part of a weekend than for the weekend', () => {
    // Friday–Saturday would be F(2) = 2 days, but the Friday–Sunday weekend holding it costs 1.5.
    const line = price('2026-12-11', SATURDAY, rules({ weekendFactor: 1.5, weekendSpan: 'vr-ma' }));
    expect(line).toMatchObject({ rule: 'weekend', totalCents: 15_000 });
  });

  it('makes a line of several pieces the sum of lines of one (a booking cart)', () => {
    const one = price(SATURDAY, '2026-12-13', rules({ weekendFactor: 1.3333 }), 10_001);
    const three = price(SATURDAY, '2026-12-13', rules({ weekendFactor: 1.3333 }), 10_001, 3);
    expect(three.totalCents).toBe(3 * one.totalCents);
  });
});

describe('priceRentalLine: properties', () => {
  it('is whole cents, never negative, and its invoice line adds up', () => {
    fc.assert(
      fc.property(
        anyRules,
        dayPrice,
        day,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 50 }),
        (r, p, from, length, q) => {
          const line = price(from, addCalendarDays(from, length), r, p, q);
          expect(Number.isSafeInteger(line.totalCents)).toBe(true);
          expect(line.totalCents).toBeGreaterThanOrEqual(0);
          expect(line.unitCount * line.unitPriceCents).toBe(line.totalCents);
          expect(line.days).toBe(length + 1);
        },
      ),
    );
  });

  it('never falls when the period grows (later end or earlier start)', () => {
    fc.assert(
      fc.property(anyRules, dayPrice, day, fc.integer({ min: 0, max: 40 }), (r, p, from, length) => {
        const until = addCalendarDays(from, length);
        const base = price(from, until, r, p).totalCents;
        expect(price(from, addCalendarDays(until, 1), r, p).totalCents).toBeGreaterThanOrEqual(base);
        expect(price(addCalendarDays(from, -1), until, r, p).totalCents).toBeGreaterThanOrEqual(base);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps days × day price with the default table and no weekend rate', () => {
    fc.assert(
      fc.property(
        dayPrice,
        day,
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 1, max: 20 }),
        (p, from, length, q) => {
          const line = price(from, addCalendarDays(from, length), DEFAULT_RENTAL_PRICING_RULES, p, q);
          expect(line.totalCents).toBe(p * (length + 1) * q);
          expect(line.rule).toBe('days');
        },
      ),
    );
  });

  it('prices a cart of n pieces as n lines of one (booking and staff alike)', () => {
    fc.assert(
      fc.property(
        anyRules,
        dayPrice,
        day,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 12 }),
        (r, p, from, length, q) => {
          const until = addCalendarDays(from, length);
          const staff = price(from, until, r, p, q);
          const booking = Array.from({ length: q }, () => price(from, until, r, p, 1));
          expect(staff.totalCents).toBe(booking.reduce((sum, l) => sum + l.totalCents, 0));
          expect(new Set(booking.map((l) => l.rule))).toEqual(new Set([staff.rule]));
        },
      ),
    );
  });

  it('rounds day price × factor once, half up, from the exact value', () => {
    fc.assert(
      fc.property(dayPrice, factor, (p, f) => {
        const line = price(SATURDAY, SATURDAY, rules({ dayFactors: [{ days: 1, factor: f }] }), p);
        const exact = BigInt(p) * BigInt(Math.round(f * 10_000));
        expect(line.totalCents).toBe(Number((exact * 2n + 10_000n) / 20_000n));
      }),
    );
  });
});

describe('texts and table checks', () => {
  it('names the period with weekdays, the year once', () => {
    expect(rentalPeriodText(SATURDAY, '2026-12-13')).toBe('za 12 dec t/m zo 13 dec 2026');
    expect(rentalPeriodText(SATURDAY, SATURDAY)).toBe('za 12 dec 2026');
    expect(rentalPeriodText('2026-12-31', '2027-01-01')).toBe('do 31 dec 2026 t/m vr 1 jan 2027');
    expect(rentalRuleText({ rule: 'days', days: 1 })).toBe('1 dag');
  });

  it('finds what is wrong with a table, per row', () => {
    expect(dayFactorTableProblems([{ days: 1, factor: 1 }])).toEqual({});
    expect(
      dayFactorTableProblems([
        { days: 2, factor: 1.5 },
        { days: 2, factor: 1 },
        { days: 3, factor: 0 },
        { days: 4, factor: 1.00001 },
      ]),
    ).toEqual({
      '1.days': 'Het aantal dagen moet per regel oplopen.',
      '1.factor': 'De factor mag niet lager zijn dan die van de regel erboven.',
      '2.factor': 'De factor moet groter dan 0 zijn.',
      '3.factor': 'Gebruik ten hoogste 4 decimalen.',
    });
    expect(dayFactorTableProblems([])).toEqual({ '': 'Geef ten minste één regel (1 dag).' });
  });
});
