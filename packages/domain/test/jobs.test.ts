import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  compareJobs,
  DELIVERY_TIME_WINDOWS,
  deriveJobs,
  formatLongDate,
  formatShortDay,
  formatWeekSpan,
  isoWeekNumber,
  jobArticleText,
  jobInstants,
  PICKUP_TIME_WINDOW,
  parseAgendaDate,
  pickupWindowOf,
  type ReservationForJobs,
  todayCalendarDate,
} from '../src/index.ts';

const rental = (
  reservationId: number,
  reservedFrom: string,
  reservedUntil: string,
  deliveryTime: string | null = '10:00-12:00',
  returns = true,
): ReservationForJobs => ({ reservationId, reservedFrom, reservedUntil, deliveryTime, returns });

const wholeYear = { from: '2026-01-01', until: '2026-12-31' };

describe('deriveJobs', () => {
  it('gives a delivery on the first day in the delivery window and a pickup on the last day', () => {
    expect(deriveJobs([rental(1, '2026-06-05', '2026-06-07', '08:00-10:00')], wholeYear)).toEqual([
      { reservationId: 1, date: '2026-06-05', type: 'delivery', time: '08:00-10:00' },
      { reservationId: 1, date: '2026-06-07', type: 'pickup', time: PICKUP_TIME_WINDOW },
    ]);
  });

  it('gives both jobs on the day of a one-day reservation, the delivery first', () => {
    const jobs = deriveJobs([rental(7, '2026-06-05', '2026-06-05', '16:00-18:00')], wholeYear);
    expect(jobs.map((j) => [j.date, j.type, j.time])).toEqual([
      ['2026-06-05', 'delivery', '16:00-18:00'],
      ['2026-06-05', 'pickup', '16:00-18:00'],
    ]);
  });

  it("picks up in the reservation's own pickup window, else 16:00-18:00", () => {
    const own = { ...rental(8, '2026-06-05', '2026-06-05', '08:00-10:00'), pickupTime: '10:00-12:00' };
    const malformed = { ...rental(9, '2026-06-06', '2026-06-07', '08:00-10:00'), pickupTime: '07:00-09:00' };
    expect(deriveJobs([own, malformed], wholeYear).map((j) => [j.date, j.type, j.time])).toEqual([
      ['2026-06-05', 'delivery', '08:00-10:00'],
      ['2026-06-05', 'pickup', '10:00-12:00'],
      ['2026-06-06', 'delivery', '08:00-10:00'],
      ['2026-06-07', 'pickup', '16:00-18:00'],
    ]);
    expect(pickupWindowOf(null)).toBe(PICKUP_TIME_WINDOW);
  });

  it('keeps the Amsterdam calendar days across the changes to and from summer time', () => {
    // Summer time starts in the night of Sat 28 → Sun 29 March 2026 and ends on Sun 25 October.
    const jobs = deriveJobs(
      [
        rental(1, '2026-03-28', '2026-03-30', '08:00-10:00'),
        rental(2, '2026-10-24', '2026-10-26', '08:00-10:00'),
      ],
      wholeYear,
    );
    expect(jobs.map((j) => `${j.date} ${j.type}`)).toEqual([
      '2026-03-28 delivery',
      '2026-03-30 pickup',
      '2026-10-24 delivery',
      '2026-10-26 pickup',
    ]);
    // The same window is two hours of Amsterdam time on every day, whatever the UTC offset.
    expect(jobInstants('2026-03-28', '08:00-10:00').start.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(jobInstants('2026-03-29', '08:00-10:00').start.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(jobInstants('2026-03-29', '08:00-10:00').end.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(jobInstants('2026-10-25', '16:00-18:00').start.toISOString()).toBe('2026-10-25T15:00:00.000Z');
    expect(jobInstants('2026-10-24', '16:00-18:00').start.toISOString()).toBe('2026-10-24T14:00:00.000Z');
    // An instant late in the evening in UTC is already the next Amsterdam day.
    expect(todayCalendarDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayCalendarDate(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(todayCalendarDate(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });

  it('answers only the jobs within the range', () => {
    const r = [rental(1, '2026-06-01', '2026-06-10')];
    expect(deriveJobs(r, { from: '2026-06-02', until: '2026-06-09' })).toEqual([]);
    expect(deriveJobs(r, { from: '2026-06-10', until: '2026-06-10' }).map((j) => j.type)).toEqual(['pickup']);
  });

  it('gives sold goods a delivery and no pickup', () => {
    expect(deriveJobs([rental(3, '2026-06-01', '2026-06-03', '12:00-14:00', false)], wholeYear)).toEqual([
      { reservationId: 3, date: '2026-06-01', type: 'delivery', time: '12:00-14:00' },
    ]);
  });

  it('plans a reservation without a (valid) delivery window in the first window', () => {
    expect(deriveJobs([rental(4, '2026-06-01', '2026-06-02', null)], wholeYear)[0]?.time).toBe('08:00-10:00');
    expect(deriveJobs([rental(4, '2026-06-01', '2026-06-02', '07:00-09:00')], wholeYear)[0]?.time).toBe(
      '08:00-10:00',
    );
  });

  it('derives exactly one delivery and one pickup per returned reservation, sorted, in range', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => addCalendarDays('2026-01-01', n));
    const reservation = fc.record({
      from: day,
      length: fc.integer({ min: 0, max: 20 }),
      window: fc.constantFrom(...DELIVERY_TIME_WINDOWS),
      returns: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(reservation, { maxLength: 25 }), day, day, (specs, a, b) => {
        const range = a <= b ? { from: a, until: b } : { from: b, until: a };
        const reservations = specs.map((s, i) =>
          rental(i + 1, s.from, addCalendarDays(s.from, s.length), s.window, s.returns),
        );
        const jobs = deriveJobs(reservations, range);
        for (const job of jobs) {
          expect(job.date >= range.from && job.date <= range.until).toBe(true);
        }
        for (let i = 1; i < jobs.length; i++) {
          expect(compareJobs(jobs[i - 1] as never, jobs[i] as never)).toBeLessThanOrEqual(0);
        }
        for (const r of reservations) {
          const own = jobs.filter((j) => j.reservationId === r.reservationId);
          const deliveries = own.filter((j) => j.type === 'delivery');
          const pickups = own.filter((j) => j.type === 'pickup');
          const inRange = (d: string) => d >= range.from && d <= range.until;
          expect(deliveries.length).toBe(inRange(r.reservedFrom) ? 1 : 0);
          expect(pickups.length).toBe(r.returns && inRange(r.reservedUntil) ? 1 : 0);
        }
      }),
    );
  });
});

describe('parseAgendaDate', () => {
  it.each([
    ['2026-12-12', '2026-12-12'],
    [' 2026-12-12 ', '2026-12-12'],
    ['2026-10-24T22:30:00Z', '2026-10-25'],
    ['2026-10-24T22:30:00.000Z', '2026-10-25'],
    ['2026-03-29T00:30:00+01:00', '2026-03-29'],
    ['2026-06-30T23:59:00+02:00', '2026-06-30'],
    ['1900-01-01', '1900-01-01'],
    ['2100-12-31', '2100-12-31'],
  ])('%s is the agenda day %s', (raw, day) => {
    expect(parseAgendaDate(raw)).toEqual({ ok: true, date: day });
  });

  it.each(['', 'morgen', '2026-02-30', '2026-13-01', '12-12-2026', '2026-12-12T25:00:00Z', '2026-12-12junk'])(
    '%j is no date',
    (raw) => {
      expect(parseAgendaDate(raw)).toEqual({ ok: false, problem: 'invalid' });
    },
  );

  it.each(['1899-12-31', '2101-01-01', '0001-01-01', '9999-12-31', '1899-12-31T23:30:00Z'])(
    '%s is outside the agenda limits',
    (raw) => {
      expect(parseAgendaDate(raw)).toEqual({ ok: false, problem: 'out_of_range' });
    },
  );
});

describe('agenda date texts', () => {
  it('titles a day in Dutch', () => {
    expect(formatLongDate('2026-12-12')).toBe('zaterdag 12 december 2026');
    expect(formatLongDate('2026-12-11')).toBe('vrijdag 11 december 2026');
    expect(formatLongDate('1900-01-01')).toBe('maandag 1 januari 1900');
  });

  it('heads a week column and spans a week', () => {
    expect(formatShortDay('2026-12-07')).toBe('ma 7 dec.');
    expect(formatWeekSpan('2026-12-07')).toBe('7–13 dec.');
    expect(formatWeekSpan('2026-12-28')).toBe('28 dec.–3 jan.');
  });

  it.each([
    ['2026-01-01', 1],
    ['2026-12-31', 53],
    ['2027-01-03', 53],
    ['2027-01-04', 1],
    ['2024-12-30', 1],
    ['2026-12-12', 50],
  ])('%s lies in ISO week %i', (day, week) => {
    expect(isoWeekNumber(day)).toBe(week);
  });
});

describe('jobArticleText', () => {
  it('names a sold article with its count, always, like its invoice line', () => {
    expect(jobArticleText({ type: 'sellable', name: 'Heliumfles', quantity: 3 })).toBe('3 × Heliumfles');
    expect(jobArticleText({ type: 'sellable', name: 'Heliumfles', quantity: 1 })).toBe('1 × Heliumfles');
  });
  it('names a rented unit by its article only', () => {
    expect(jobArticleText({ type: 'rentable', name: 'Springkussen Piraat', quantity: 1 })).toBe(
      'Springkussen Piraat',
    );
  });
});
