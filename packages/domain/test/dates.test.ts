import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_TIME_ZONE,
  addCalendarDays,
  amsterdamInstantOf,
  amsterdamTimeOf,
  diffCalendarDays,
  eachCalendarDay,
  formatDateTime,
  formatDisplayDate,
  formatDisplayPeriod,
  formatInvoiceDate,
  isValidCalendarDate,
  parseDutchDateInput,
  parseDutchTimeInput,
  startOfWeekMonday,
  toCalendarDate,
  todayCalendarDate,
} from '../src/index.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('toCalendarDate', () => {
  it('uses Amsterdam', () => {
    expect(APP_TIME_ZONE).toBe('Europe/Amsterdam');
  });

  it.each([
    // 29 March 2026: clocks jump from 02:00 to 03:00 (UTC+1 → UTC+2).
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-28T23:30:00Z', '2026-03-29'], // 00:30 local, still UTC+1
    ['2026-03-29T01:30:00Z', '2026-03-29'], // 03:30 local, just after the jump
    ['2026-03-29T21:59:59Z', '2026-03-29'], // 23:59:59 local, UTC+2 now
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    ['2026-03-29T22:30:00Z', '2026-03-30'], // 00:30 local the next night
    // 25 October 2026: clocks fall back from 03:00 to 02:00 (UTC+2 → UTC+1).
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-24T22:30:00Z', '2026-10-25'], // 00:30 local, still UTC+2
    ['2026-10-25T00:30:00Z', '2026-10-25'], // first 02:30 local
    ['2026-10-25T01:30:00Z', '2026-10-25'], // second 02:30 local
    ['2026-10-25T22:59:59Z', '2026-10-25'], // 23:59:59 local, UTC+1 now
    ['2026-10-25T23:30:00Z', '2026-10-26'], // 00:30 local the next night
    // Ordinary nights.
    ['2026-06-01T22:30:00Z', '2026-06-02'], // 00:30 summer time
    ['2026-06-01T21:59:59Z', '2026-06-01'],
    ['2026-01-14T23:30:00Z', '2026-01-15'], // 00:30 winter time
    ['2026-01-14T22:59:59Z', '2026-01-14'],
    // Year boundaries.
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2027-12-31T23:30:00Z', '2028-01-01'],
    // Leap day.
    ['2028-02-28T23:00:00Z', '2028-02-29'],
    ['2028-02-29T22:59:59Z', '2028-02-29'],
    ['2028-02-29T23:00:00Z', '2028-03-01'],
  ])('puts %s on %s', (instant, day) => {
    expect(toCalendarDate(instant)).toBe(day);
    expect(toCalendarDate(new Date(instant))).toBe(day);
  });

  it('accepts offsets and reads zoneless database timestamps as UTC', () => {
    expect(toCalendarDate('2026-06-02T00:30:00+02:00')).toBe('2026-06-02');
    expect(toCalendarDate('2026-06-01 22:30:00')).toBe('2026-06-02');
    expect(toCalendarDate('2026-06-01T21:30')).toBe('2026-06-01');
  });

  it('returns a calendar date unchanged', () => {
    expect(toCalendarDate('2026-03-29')).toBe('2026-03-29');
  });

  it('does not depend on the time zone of the process', () => {
    for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(toCalendarDate('2026-03-28T23:30:00Z')).toBe('2026-03-29');
      expect(toCalendarDate('2026-10-24T22:30:00Z')).toBe('2026-10-25');
      expect(formatDisplayDate('2026-03-29')).toBe('29 mrt. 2026');
      expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
    }
  });

  it('refuses what is not an instant', () => {
    expect(() => toCalendarDate('gisteren')).toThrow(RangeError);
    expect(() => toCalendarDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('todayCalendarDate', () => {
  it('is the Amsterdam day of now', () => {
    expect(todayCalendarDate(new Date('2026-06-01T22:30:00Z'))).toBe('2026-06-02');
    expect(todayCalendarDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('formatDisplayPeriod', () => {
  it.each([
    ['2026-12-12', '2026-12-12', '12 dec. 2026'],
    ['2026-12-12', '2026-12-14', '12 t/m 14 dec. 2026'],
    ['2026-11-30', '2026-12-01', '30 nov. t/m 1 dec. 2026'],
    ['2026-05-30', '2026-06-02', '30 mei t/m 2 jun. 2026'],
    ['2026-12-30', '2027-01-02', '30 dec. 2026 t/m 2 jan. 2027'],
  ])('shows %s – %s as %s', (from, until, text) => {
    expect(formatDisplayPeriod(from, until)).toBe(text);
  });

  it('always names the last day in full and the first day by its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 400 }), (start, length) => {
        const from = addCalendarDays('2025-01-01', start);
        const until = addCalendarDays(from, length);
        const text = formatDisplayPeriod(from, until);
        expect(text.endsWith(formatDisplayDate(until))).toBe(true);
        expect(text.startsWith(String(Number(from.slice(8))))).toBe(true);
        expect(text.includes(' t/m ')).toBe(length > 0);
      }),
    );
  });
});

describe('formatDisplayDate', () => {
  it.each([
    ['2026-01-05', '5 jan. 2026'],
    ['2026-03-05', '5 mrt. 2026'],
    ['2026-05-05', '5 mei 2026'],
    ['2026-10-25', '25 okt. 2026'],
    ['2026-12-31', '31 dec. 2026'],
    ['2028-02-29', '29 feb. 2028'],
  ])('shows %s as %s', (day, text) => {
    expect(formatDisplayDate(day)).toBe(text);
  });

  it('shows the Amsterdam day of an instant', () => {
    expect(formatDisplayDate('2026-03-28T23:30:00Z')).toBe('29 mrt. 2026');
    expect(formatDisplayDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 jan. 2027');
  });

  it('refuses an impossible day', () => {
    expect(() => formatDisplayDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDateTime('2026-02-30T10:00:00Z')).toThrow(RangeError);
  });
});

describe('formatInvoiceDate', () => {
  it('writes dd-MM-yyyy', () => {
    expect(formatInvoiceDate('2026-03-05')).toBe('05-03-2026');
    expect(formatInvoiceDate('2026-10-24T22:30:00Z')).toBe('25-10-2026');
    expect(formatInvoiceDate(new Date('2026-12-31T23:00:00Z'))).toBe('01-01-2027');
  });
});

describe('formatDateTime', () => {
  it('shows Amsterdam wall-clock time', () => {
    expect(formatDateTime('2026-06-01T22:30:00Z')).toBe('2 jun. 2026 00:30');
    expect(formatDateTime('2026-01-14T23:30:00Z')).toBe('15 jan. 2026 00:30');
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29 mrt. 2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29 mrt. 2026 03:00');
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25 okt. 2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25 okt. 2026 02:30');
    expect(formatDateTime(new Date('2026-05-05T08:07:00Z'))).toBe('5 mei 2026 10:07');
  });
});

describe('parseDutchTimeInput', () => {
  it.each([
    ['14:30', '14:30'],
    ['14.30', '14:30'],
    ['9:05', '09:05'],
    ['0905', '09:05'],
    ['1430', '14:30'],
    ['9', '09:00'],
    ['00:00', '00:00'],
    [' 23:59 ', '23:59'],
  ])('reads %j as %s', (text, time) => {
    expect(parseDutchTimeInput(text)).toBe(time);
  });

  it.each(['24:00', '12:60', '2:30 PM', '2:30pm', '14:3', '143', '', 'middag', '-1:00'])(
    'rejects %j',
    (text) => {
      expect(parseDutchTimeInput(text)).toBeNull();
    },
  );

  it('reads back every time it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(parseDutchTimeInput(time)).toBe(time);
        expect(parseDutchTimeInput(time.replace(':', '.'))).toBe(time);
      }),
    );
  });
});

describe('amsterdamInstantOf and amsterdamTimeOf', () => {
  it('read a wall-clock time in Amsterdam, summer and winter, whatever zone the process is in', () => {
    process.env.TZ = 'America/New_York';
    expect(amsterdamInstantOf('2026-07-01', '14:30')).toBe('2026-07-01T12:30:00.000Z');
    expect(amsterdamInstantOf('2026-01-15', '00:30')).toBe('2026-01-14T23:30:00.000Z');
    expect(amsterdamTimeOf('2026-07-01T12:30:00.000Z')).toBe('14:30');
    expect(amsterdamTimeOf('2026-01-14T23:30:00Z')).toBe('00:30');
  });

  it('round-trip every minute of a day (outside the hour daylight saving skips)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3649 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (offset, h, m) => {
          const day = addCalendarDays('2020-01-01', offset);
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const instant = amsterdamInstantOf(day, time);
          // 02:xx on the last Sunday of March does not exist in Amsterdam.
          if (amsterdamTimeOf(instant) !== time) return;
          expect(toCalendarDate(instant)).toBe(day);
        },
      ),
    );
  });
});

describe('parseDutchDateInput', () => {
  it.each([
    ['31-12-2026', '2026-12-31'],
    ['01-01-2027', '2027-01-01'],
    ['1-2-2026', '2026-02-01'],
    ['29-02-2028', '2028-02-29'],
    ['31/12/2026', '2026-12-31'],
    ['31.12.2026', '2026-12-31'],
    [' 29-03-2026 ', '2026-03-29'],
    ['31122026', '2026-12-31'],
    ['05032026', '2026-03-05'],
  ])('reads %j as %s', (text, day) => {
    expect(parseDutchDateInput(text)).toBe(day);
  });

  it.each([
    '31-02-2026',
    '29-02-2027',
    '32-01-2026',
    '00-01-2026',
    '01-13-2026',
    '01-00-2026',
    '2026-12-31',
    '31-12-26',
    '31-12/2026',
    '3112026',
    '311220266',
    '31022026',
    '',
    'morgen',
  ])('rejects %j', (text) => {
    expect(parseDutchDateInput(text)).toBeNull();
  });
});

describe('isValidCalendarDate', () => {
  it.each(['2026-03-29', '2026-10-25', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (day) => {
      expect(isValidCalendarDate(day)).toBe(true);
    },
  );

  it.each(['2027-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-5', '26-01-05', ''])(
    'rejects %j',
    (day) => {
      expect(isValidCalendarDate(day)).toBe(false);
    },
  );
});

describe('calendar arithmetic', () => {
  it('steps over both DST changes one day at a time', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addCalendarDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addCalendarDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addCalendarDays('2026-03-30', -2)).toBe('2026-03-28');
    expect(addCalendarDays('2026-10-26', -2)).toBe('2026-10-24');
    expect(diffCalendarDays('2026-03-28', '2026-03-30')).toBe(2);
    expect(diffCalendarDays('2026-10-24', '2026-10-26')).toBe(2);
    expect(diffCalendarDays('2026-01-01', '2026-12-31')).toBe(364);
    expect(eachCalendarDay('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(eachCalendarDay('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('crosses year boundaries', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(diffCalendarDays('2026-12-31', '2027-01-01')).toBe(1);
    expect(diffCalendarDays('2027-01-01', '2026-12-31')).toBe(-1);
    expect(eachCalendarDay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('knows the leap day of 2028', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2028-02-29', 365)).toBe('2029-02-28');
    expect(diffCalendarDays('2028-01-01', '2029-01-01')).toBe(366);
    expect(eachCalendarDay('2028-02-28', '2028-03-01')).toHaveLength(3);
  });

  it('gives one day for a one-day range and none for a reversed one', () => {
    expect(eachCalendarDay('2026-03-29', '2026-03-29')).toEqual(['2026-03-29']);
    expect(eachCalendarDay('2026-03-30', '2026-03-29')).toEqual([]);
    expect(addCalendarDays('2026-03-29', 0)).toBe('2026-03-29');
  });

  it('refuses bad input', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-03-29', 0.5)).toThrow(RangeError);
    expect(() => diffCalendarDays('2026-03-29', 'x')).toThrow(RangeError);
    expect(() => eachCalendarDay('x', '2026-03-29')).toThrow(RangeError);
  });

  const calendarDate = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('adds and diffs consistently', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -20_000, max: 20_000 }), (day, n) => {
        const later = addCalendarDays(day, n);
        expect(isValidCalendarDate(later)).toBe(true);
        expect(diffCalendarDays(day, later)).toBe(n);
        expect(addCalendarDays(later, -n)).toBe(day);
      }),
    );
  });

  it('lists every day once, in order', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const until = addCalendarDays(from, length);
        const days = eachCalendarDay(from, until);
        expect(days).toHaveLength(length + 1);
        days.forEach((day, i) => {
          expect(day).toBe(addCalendarDays(from, i));
        });
      }),
      { numRuns: 50 },
    );
  });
});

describe('startOfWeekMonday', () => {
  it.each([
    ['2026-03-29', '2026-03-23'], // a Sunday, the DST night
    ['2026-03-30', '2026-03-30'], // a Monday
    ['2026-10-25', '2026-10-19'], // a Sunday, the DST night
    ['2026-01-01', '2025-12-29'], // a Thursday, week starts the year before
    ['2028-03-01', '2028-02-28'], // a Wednesday after the leap day
  ])('puts %s in the week of %s', (day, monday) => {
    expect(startOfWeekMonday(day)).toBe(monday);
  });
});

// toCalendarDate and formatDisplayDate skip date-fns' time-zone formatting for speed (a cached
// Intl formatter, a table of month names); they must say exactly what date-fns says.
describe('fast calendar-day formatting agrees with date-fns', () => {
  it('puts every instant on the same Amsterdam day as date-fns does', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(toCalendarDate(instant)).toBe(format(instant, 'yyyy-MM-dd', { in: tz(APP_TIME_ZONE) }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes every day as date-fns does ("d LLL yyyy", Dutch)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const day = instant.toISOString().slice(0, 10);
          expect(formatDisplayDate(day)).toBe(
            format(new Date(`${day}T00:00:00Z`), 'd LLL yyyy', { in: tz('UTC'), locale: nl }),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
