import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, countUnitDays, type DayRange, eachCalendarDay } from '../src/index.ts';

describe('a unit’s available and booked days', () => {
  it('leaves out days out of service and counts bookings on available days only', () => {
    // 1–30 June: out of service 10–14 June (5 days); booked 1–3, 12–16 (3 of them blocked) and 29 June–2 July.
    const result = countUnitDays({
      from: '2026-06-01',
      until: '2026-06-30',
      outOfService: [{ from: '2026-06-10', until: '2026-06-14' }],
      booked: [
        { from: '2026-06-01', until: '2026-06-03' },
        { from: '2026-06-12', until: '2026-06-16' },
        { from: '2026-06-29', until: '2026-07-02' },
      ],
    });
    expect(result).toEqual({ available: 25, booked: 3 + 2 + 2 });
  });

  it('counts from the day the unit came and takes an open block to the end', () => {
    expect(
      countUnitDays({
        from: '2026-06-01',
        until: '2026-06-30',
        since: '2026-06-21',
        outOfService: [{ from: '2026-06-28', until: null }],
        booked: [{ from: '2026-06-15', until: '2026-06-22' }],
      }),
    ).toEqual({ available: 7, booked: 2 });
  });

  it('agrees with counting day by day', () => {
    const base = '2026-01-01';
    const range = fc
      .tuple(fc.integer({ min: -10, max: 70 }), fc.integer({ min: 0, max: 20 }), fc.boolean())
      .map(
        ([start, length, open]): DayRange => ({
          from: addCalendarDays(base, start),
          until: open ? null : addCalendarDays(base, start + length),
        }),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(range, { maxLength: 5 }),
        fc.array(range, { maxLength: 5 }),
        fc.option(fc.integer({ min: -5, max: 60 }), { nil: null }),
        (start, length, away, booked, sinceOffset) => {
          const from = addCalendarDays(base, start);
          const until = addCalendarDays(from, length);
          const since = sinceOffset === null ? null : addCalendarDays(base, sinceOffset);
          const covers = (ranges: DayRange[], day: string) =>
            ranges.some((r) => r.from <= day && (r.until === null || day <= r.until));
          let available = 0;
          let bookedDays = 0;
          for (const day of eachCalendarDay(from, until)) {
            if (covers(away, day) || (since !== null && day < since)) continue;
            available++;
            if (covers(booked, day)) bookedDays++;
          }
          expect(countUnitDays({ from, until, since, outOfService: away, booked })).toEqual({
            available,
            booked: bookedDays,
          });
        },
      ),
    );
  });
});
