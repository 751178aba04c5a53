import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  deliveryCardLabel,
  deliveryCountdownText,
  reservationDayCount,
  reservationTracker,
  todayCalendarDate,
} from '../src/index.ts';

const span = { reservedFrom: '2026-03-28', reservedUntil: '2026-03-30' };

describe('reservationTracker (spec §4)', () => {
  it('reads the four texts with their bars', () => {
    expect(reservationTracker(span, true, '2026-03-29')).toEqual({
      state: 'cancelled',
      text: 'Order is geannuleerd',
      percent: 100,
      tone: 'grey',
    });
    expect(reservationTracker(span, false, '2026-03-27')).toEqual({
      state: 'planned',
      text: 'Product staat op de planning',
      percent: 20,
      tone: 'yellow',
    });
    expect(reservationTracker(span, false, '2026-03-28')).toMatchObject({
      state: 'running',
      text: 'Reservering dag 1 van 3',
      percent: 67,
    });
    expect(reservationTracker(span, false, '2026-03-30').text).toBe('Reservering dag 3 van 3');
    expect(reservationTracker(span, false, '2026-03-31')).toEqual({
      state: 'returned',
      text: 'Product is terug in ontvangst',
      percent: 100,
      tone: 'green',
    });
  });

  it('a cancelled order reads cancelled whatever the day', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2027-01-01']) {
      expect(reservationTracker(span, true, day).text).toBe('Order is geannuleerd');
    }
  });

  it.each([
    // Spring forward: the night of 28 to 29 March 2026 is 23 hours long in Amsterdam.
    ['2026-03-28T22:59:59Z', 'Reservering dag 1 van 3'], // 23:59:59 on the 28th
    ['2026-03-28T23:00:00Z', 'Reservering dag 2 van 3'], // 00:00 on the 29th (UTC+1)
    ['2026-03-29T21:59:59Z', 'Reservering dag 2 van 3'], // 23:59:59 on the 29th (UTC+2)
    ['2026-03-29T22:00:00Z', 'Reservering dag 3 van 3'], // 00:00 on the 30th
    ['2026-03-30T22:00:00Z', 'Product is terug in ontvangst'], // 00:00 on the 31st
    ['2026-03-27T22:59:59Z', 'Product staat op de planning'], // 23:59:59 on the 27th
  ])('counts Amsterdam days across the spring DST night: %s', (instant, text) => {
    expect(reservationTracker(span, false, todayCalendarDate(new Date(instant))).text).toBe(text);
  });

  it.each([
    // Fall back: the night of 24 to 25 October 2026 is 25 hours long.
    ['2026-10-24T21:59:59Z', 'Product staat op de planning'],
    ['2026-10-24T22:00:00Z', 'Reservering dag 1 van 2'], // 00:00 on the 25th (UTC+2)
    ['2026-10-25T22:59:59Z', 'Reservering dag 1 van 2'], // 23:59:59 on the 25th (UTC+1)
    ['2026-10-25T23:00:00Z', 'Reservering dag 2 van 2'],
    ['2026-10-26T23:00:00Z', 'Product is terug in ontvangst'],
  ])('counts Amsterdam days across the autumn DST night: %s', (instant, text) => {
    const autumn = { reservedFrom: '2026-10-25', reservedUntil: '2026-10-26' };
    expect(reservationTracker(autumn, false, todayCalendarDate(new Date(instant))).text).toBe(text);
  });

  it('runs day n of total for every day inside any range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 60 }), (offset, length) => {
        const from = addCalendarDays('2026-01-01', offset);
        const until = addCalendarDays(from, length - 1);
        expect(reservationDayCount(from, until)).toBe(length);
        for (let n = 1; n <= length; n++) {
          const today = addCalendarDays(from, n - 1);
          expect(reservationTracker({ reservedFrom: from, reservedUntil: until }, false, today).text).toBe(
            `Reservering dag ${n} van ${length}`,
          );
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('delivery card and countdown (spec §4)', () => {
  it('expects the delivery before the start day and reports it from then on', () => {
    expect(deliveryCardLabel('2026-12-05', '2026-12-04')).toBe('Verwachte levering');
    expect(deliveryCardLabel('2026-12-05', '2026-12-05')).toBe('Is geleverd op');
    expect(deliveryCardLabel('2026-12-05', '2026-12-20')).toBe('Is geleverd op');
  });

  it('counts down whole days and then says the product is delivered', () => {
    expect(deliveryCountdownText('2026-12-05', '2026-11-25')).toBe('10 dagen');
    expect(deliveryCountdownText('2026-12-05', '2026-12-03')).toBe('2 dagen');
    expect(deliveryCountdownText('2026-12-05', '2026-12-04')).toBe('1 dag');
    expect(deliveryCountdownText('2026-12-05', '2026-12-05')).toBe('Product is afgeleverd');
    expect(deliveryCountdownText('2026-12-05', '2027-01-01')).toBe('Product is afgeleverd');
  });

  it('counts calendar days, not 24-hour periods, over a DST change', () => {
    // 23:30 on 28 March (UTC+1) to the 30th is two Amsterdam days although only 47 hours remain.
    const today = todayCalendarDate(new Date('2026-03-28T22:30:00Z'));
    expect(today).toBe('2026-03-28');
    expect(deliveryCountdownText('2026-03-30', today)).toBe('2 dagen');
    // 00:30 on 25 October (UTC+2) to the 26th is one day although 24.5 hours remain.
    expect(deliveryCountdownText('2026-10-26', todayCalendarDate(new Date('2026-10-24T22:30:00Z')))).toBe(
      '1 dag',
    );
  });
});
