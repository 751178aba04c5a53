import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayInAmsterdam, formatDay, formatDayFull, formatMoney, formatMonth } from '../src/dutch-format.ts';

/** The booking page's Intl-free texts are exactly what Intl gives for nl-NL and Amsterdam. */
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const intlShort = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const intlFull = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeZone: 'UTC' });
const intlMonth = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const intlMoney = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const intlAmsterdam = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });

describe('booking page: Dutch texts without Intl', () => {
  it('writes every day of 2020–2035 as Intl does (short, full, month)', () => {
    for (let t = Date.UTC(2020, 0, 1); t <= Date.UTC(2035, 11, 31); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(intlShort.format(utc(day)));
      expect(formatDayFull(day)).toBe(intlFull.format(utc(day)));
      expect(formatMonth(day)).toBe(intlMonth.format(utc(day)));
    }
  });

  it('writes any amount in cents as nl-NL euros', () => {
    for (const cents of [0, 1, -1, 5, 99, 100, 1_250, -1_250, 99_999, 100_000, 123_456_789]) {
      expect(formatMoney(cents)).toBe(intlMoney.format(cents / 100));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (cents) => {
        expect(formatMoney(cents)).toBe(intlMoney.format(cents / 100));
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives the day in Amsterdam at any instant, summer time changes included', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1997-01-01T00:00:00Z'),
          max: new Date('2099-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (now) => {
          expect(dayInAmsterdam(now)).toBe(intlAmsterdam.format(now));
        },
      ),
      { numRuns: 5_000 },
    );
    // Around each change, to the millisecond: 22:00/23:00 UTC is midnight in Amsterdam.
    for (let year = 2024; year <= 2040; year++) {
      for (let t = Date.UTC(year, 2, 20); t < Date.UTC(year, 3, 2); t += 30 * 60_000) {
        for (const at of [t - 1, t])
          expect(dayInAmsterdam(new Date(at))).toBe(intlAmsterdam.format(new Date(at)));
      }
      for (let t = Date.UTC(year, 9, 20); t < Date.UTC(year, 10, 2); t += 30 * 60_000) {
        for (const at of [t - 1, t])
          expect(dayInAmsterdam(new Date(at))).toBe(intlAmsterdam.format(new Date(at)));
      }
    }
  });
});
