import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amsterdamTimeOf,
  formatDateTime,
  formatDisplayDate,
  formatInvoiceDate,
  formatLongDate,
  formatShortDay,
  formatWeekSpan,
  startOfWeekMonday,
  toCalendarDate,
} from '../src/index.ts';

// The dates are written without date-fns (src/dutch-date-text.ts); they must read exactly as
// date-fns' `format` with the nl locale writes them, which is what they were written with before.
const inUtc = tz('UTC');
const inAmsterdam = tz('Europe/Amsterdam');

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Real calendar days from 0001 to 9999 as 'yyyy-MM-dd', with their UTC midnight. */
const calendarDays = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => {
    const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
    const midnight = new Date(0);
    midnight.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    // What jobs.ts used to format: a local-midnight Date of the same day.
    const local = new Date(0, 0, 1);
    local.setFullYear(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    return { day, midnight, local };
  });

/** Instants from year 1 to year 20000, also outside Intl's fast years. */
const instants = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('+020000-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('Dutch date texts read as date-fns (nl) wrote them', () => {
  it('invoice date, display date and the agenda texts of a calendar day', () => {
    fc.assert(
      fc.property(calendarDays, ({ day, midnight, local }) => {
        expect(formatInvoiceDate(day)).toBe(format(midnight, 'dd-MM-yyyy', { in: inUtc }));
        expect(formatDisplayDate(day)).toBe(format(midnight, 'd LLL yyyy', { in: inUtc, locale: nl }));
        expect(formatLongDate(day)).toBe(format(local, 'EEEE d MMMM yyyy', { locale: nl }));
        expect(formatShortDay(day)).toBe(format(local, 'EEEEEE d MMM', { locale: nl }));
      }),
      { numRuns: 2000 },
    );
  });

  it('the week span of any Monday', () => {
    fc.assert(
      fc.property(calendarDays, ({ day }) => {
        if (day > '9999-12-24') return;
        const monday = startOfWeekMonday(day);
        const sunday = new Date(`${monday}T00:00:00Z`);
        sunday.setUTCDate(sunday.getUTCDate() + 6);
        const first = new Date(0, 0, 1);
        first.setFullYear(
          Number(monday.slice(0, 4)),
          Number(monday.slice(5, 7)) - 1,
          Number(monday.slice(8)),
        );
        const last = new Date(0, 0, 1);
        last.setFullYear(sunday.getUTCFullYear(), sunday.getUTCMonth(), sunday.getUTCDate());
        const sameMonth = first.getMonth() === last.getMonth();
        const expected = `${format(first, sameMonth ? 'd' : 'd MMM', { locale: nl })}–${format(last, 'd MMM', { locale: nl })}`;
        expect(formatWeekSpan(monday)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('the Amsterdam day and wall-clock time of an instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(toCalendarDate(instant)).toBe(format(instant, 'yyyy-MM-dd', { in: inAmsterdam }));
        expect(formatDateTime(instant)).toBe(
          format(instant, 'd LLL yyyy HH:mm', { in: inAmsterdam, locale: nl }),
        );
        expect(amsterdamTimeOf(instant)).toBe(format(instant, 'HH:mm', { in: inAmsterdam }));
      }),
      { numRuns: 2000 },
    );
  });

  it('around the clock changes and the turn of the year', () => {
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
      '2026-12-31T22:59:59Z',
      '2026-12-31T23:00:00Z',
    ]) {
      const instant = new Date(iso);
      expect(formatDateTime(instant)).toBe(
        format(instant, 'd LLL yyyy HH:mm', { in: inAmsterdam, locale: nl }),
      );
      expect(toCalendarDate(instant)).toBe(format(instant, 'yyyy-MM-dd', { in: inAmsterdam }));
      expect(amsterdamTimeOf(instant)).toBe(format(instant, 'HH:mm', { in: inAmsterdam }));
    }
  });
});
