import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  computeAvailability,
  eachCalendarDay,
  findConflicts,
  freeQuantityOn,
  isUnitFree,
  isValidRange,
  peakReservedQuantity,
  type ReservationForAvailability,
  rangesOverlap,
  type UnitForAvailability,
} from '../src/index.ts';

const unit = (id: number, available = true, quantity = 1): UnitForAvailability => ({
  id,
  available,
  quantity,
});
const reservation = (
  unitId: number,
  reservedFrom: string,
  reservedUntil: string,
  quantity?: number,
): ReservationForAvailability => ({ unitId, reservedFrom, reservedUntil, quantity });

describe('rangesOverlap', () => {
  it.each([
    ['2026-03-01', '2026-03-05', '2026-03-05', '2026-03-09', true], // share one day
    ['2026-03-01', '2026-03-05', '2026-03-06', '2026-03-09', false], // touch without sharing
    ['2026-03-01', '2026-03-31', '2026-03-10', '2026-03-11', true], // contains
    ['2026-03-10', '2026-03-10', '2026-03-10', '2026-03-10', true], // same single day
    ['2026-03-10', '2026-03-10', '2026-03-11', '2026-03-11', false],
    ['2026-12-31', '2027-01-01', '2027-01-01', '2027-01-03', true],
  ])('%s–%s vs %s–%s → %s', (aFrom, aUntil, bFrom, bUntil, expected) => {
    expect(rangesOverlap(aFrom, aUntil, bFrom, bUntil)).toBe(expected);
    expect(rangesOverlap(bFrom, bUntil, aFrom, aUntil)).toBe(expected);
  });
});

describe('isValidRange', () => {
  it('wants two real days in order', () => {
    expect(isValidRange('2026-03-29', '2026-03-29')).toBe(true);
    expect(isValidRange('2026-03-28', '2026-10-25')).toBe(true);
    expect(isValidRange('2026-03-30', '2026-03-29')).toBe(false);
    expect(isValidRange('2026-02-30', '2026-03-29')).toBe(false);
    expect(isValidRange('2026-03-29', '')).toBe(false);
  });
});

describe('computeAvailability', () => {
  it('lists every day of the range, both ends included', () => {
    const result = computeAvailability({
      units: [unit(1)],
      reservations: [],
      from: '2026-03-28',
      until: '2026-03-30',
    });
    expect(result).toEqual({ '2026-03-28': [1], '2026-03-29': [1], '2026-03-30': [1] });
  });

  it('takes a unit on every reserved day, both ends included', () => {
    const result = computeAvailability({
      units: [unit(1), unit(2)],
      reservations: [reservation(1, '2026-06-02', '2026-06-04')],
      from: '2026-06-01',
      until: '2026-06-05',
    });
    expect(result).toEqual({
      '2026-06-01': [1, 2],
      '2026-06-02': [2],
      '2026-06-03': [2],
      '2026-06-04': [2],
      '2026-06-05': [1, 2],
    });
  });

  it('treats until = from as a one-day reservation', () => {
    const result = computeAvailability({
      units: [unit(1)],
      reservations: [reservation(1, '2026-06-02', '2026-06-02')],
      from: '2026-06-01',
      until: '2026-06-03',
    });
    expect(result).toEqual({ '2026-06-01': [1], '2026-06-02': [], '2026-06-03': [1] });
  });

  it('treats the DST nights as ordinary single days', () => {
    const result = computeAvailability({
      units: [unit(1), unit(2)],
      reservations: [reservation(1, '2026-03-29', '2026-03-29'), reservation(2, '2026-10-25', '2026-10-25')],
      from: '2026-03-28',
      until: '2026-10-26',
    });
    expect(Object.keys(result)).toHaveLength(213);
    expect(result['2026-03-28']).toEqual([1, 2]);
    expect(result['2026-03-29']).toEqual([2]);
    expect(result['2026-03-30']).toEqual([1, 2]);
    expect(result['2026-10-24']).toEqual([1, 2]);
    expect(result['2026-10-25']).toEqual([1]);
    expect(result['2026-10-26']).toEqual([1, 2]);
  });

  it('clips reservations that stick out of the window', () => {
    const result = computeAvailability({
      units: [unit(1), unit(2)],
      reservations: [reservation(1, '2025-12-20', '2026-01-01'), reservation(2, '2026-01-02', '2026-02-01')],
      from: '2025-12-31',
      until: '2026-01-02',
    });
    expect(result).toEqual({ '2025-12-31': [2], '2026-01-01': [2], '2026-01-02': [1] });
  });

  it('never lists an out-of-service unit', () => {
    const result = computeAvailability({
      units: [unit(1, false), unit(2)],
      reservations: [],
      from: '2026-06-01',
      until: '2026-06-02',
    });
    expect(result).toEqual({ '2026-06-01': [2], '2026-06-02': [2] });
  });

  it('lists a stock row while some of its quantity is left', () => {
    const result = computeAvailability({
      units: [unit(7, true, 3), unit(8, true, 0)],
      reservations: [
        reservation(7, '2026-06-01', '2026-06-02', 2),
        reservation(7, '2026-06-02', '2026-06-03'),
        reservation(8, '2026-06-01', '2026-06-01'),
      ],
      from: '2026-06-01',
      until: '2026-06-04',
    });
    expect(result).toEqual({ '2026-06-01': [7], '2026-06-02': [], '2026-06-03': [7], '2026-06-04': [7] });
  });

  it('sorts ids and ignores reservations of unknown units and stray quantities', () => {
    const result = computeAvailability({
      units: [unit(30), unit(4), unit(12), unit(4)],
      reservations: [
        reservation(99, '2026-06-01', '2026-06-01'),
        reservation(4, '2026-06-01', '2026-06-01', 0),
      ],
      from: '2026-06-01',
      until: '2026-06-01',
    });
    expect(result).toEqual({ '2026-06-01': [4, 12, 30] });
  });

  it('refuses an invalid range or reservation', () => {
    expect(() =>
      computeAvailability({ units: [], reservations: [], from: '2026-06-02', until: '2026-06-01' }),
    ).toThrow(RangeError);
    expect(() =>
      computeAvailability({
        units: [unit(1)],
        reservations: [reservation(1, '2026-06-31', '2026-07-02')],
        from: '2026-06-01',
        until: '2026-07-31',
      }),
    ).toThrow(RangeError);
  });

  it('handles a year, 100 units and 10,000 reservations in milliseconds', () => {
    const units = Array.from({ length: 100 }, (_, i) => unit(i + 1, i % 10 !== 0));
    const reservations = Array.from({ length: 10_000 }, (_, i) => {
      const start = addCalendarDays('2026-01-01', (i * 37) % 365);
      return reservation((i % 100) + 1, start, addCalendarDays(start, i % 14));
    });
    const args = { units, reservations, from: '2026-01-01', until: '2026-12-31' };
    computeAvailability(args);
    const started = performance.now();
    const result = computeAvailability(args);
    const elapsed = performance.now() - started;
    expect(Object.keys(result)).toHaveLength(365);
    // Generous for slow CI machines; locally this takes a few milliseconds.
    expect(elapsed).toBeLessThan(250);
  });
});

/** The obvious per-day scan, to check the fast version against. */
const naiveAvailability = (
  units: UnitForAvailability[],
  reservations: ReservationForAvailability[],
  from: string,
  until: string,
): Record<string, number[]> => {
  const result: Record<string, number[]> = {};
  for (const day of eachCalendarDay(from, until)) {
    const ids = new Set<number>();
    for (const u of units) {
      if (!u.available) continue;
      const reserved = reservations
        .filter((r) => r.unitId === u.id && r.reservedFrom <= day && day <= r.reservedUntil)
        .reduce((total, r) => total + (r.quantity ?? 1), 0);
      if (u.quantity - reserved > 0) ids.add(u.id);
    }
    result[day] = [...ids].sort((a, b) => a - b);
  }
  return result;
};

describe('computeAvailability properties', () => {
  // Days around the spring DST change, so random ranges regularly include it.
  const BASE = '2026-03-15';
  const day = fc.integer({ min: 0, max: 40 }).map((n) => addCalendarDays(BASE, n));
  const range = fc.tuple(day, day).map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a]));
  const unitIds = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 });

  it('lists a rentable unit on day d iff it is in service and no reservation covers d', () => {
    fc.assert(
      fc.property(
        unitIds.chain((ids) =>
          fc.record({
            units: fc
              .constant(ids)
              .chain((list) =>
                fc.tuple(...list.map((id) => fc.boolean().map((available) => unit(id, available)))),
              ),
            reservations: fc.array(
              fc
                .tuple(fc.integer({ min: 1, max: 32 }), range)
                .map(([unitId, [from, until]]) => reservation(unitId, from, until)),
              { maxLength: 40 },
            ),
            window: range,
          }),
        ),
        ({ units, reservations, window: [from, until] }) => {
          const result = computeAvailability({ units, reservations, from, until });
          for (const d of eachCalendarDay(from, until)) {
            for (const u of units) {
              const covered = reservations.some(
                (r) => r.unitId === u.id && r.reservedFrom <= d && d <= r.reservedUntil,
              );
              expect(result[d]?.includes(u.id)).toBe(u.available && !covered);
            }
          }
          expect(result).toEqual(naiveAvailability(units, reservations, from, until));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with the naive scan for stock rows with quantities', () => {
    fc.assert(
      fc.property(
        unitIds.chain((ids) =>
          fc.record({
            units: fc.tuple(
              ...ids.map((id) =>
                fc.record({
                  id: fc.constant(id),
                  available: fc.boolean(),
                  quantity: fc.integer({ min: 0, max: 4 }),
                }),
              ),
            ),
            reservations: fc.array(
              fc
                .tuple(
                  fc.integer({ min: 1, max: 32 }),
                  range,
                  fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
                )
                .map(([unitId, [from, until], quantity]) => reservation(unitId, from, until, quantity)),
              { maxLength: 40 },
            ),
            window: range,
          }),
        ),
        ({ units, reservations, window: [from, until] }) => {
          expect(computeAvailability({ units, reservations, from, until })).toEqual(
            naiveAvailability(units, reservations, from, until),
          );
          for (const u of units) {
            const lowest = Math.min(
              ...eachCalendarDay(from, until).map((d) =>
                u.available
                  ? Math.max(
                      0,
                      u.quantity -
                        reservations
                          .filter((r) => r.unitId === u.id && r.reservedFrom <= d && d <= r.reservedUntil)
                          .reduce((total, r) => total + (r.quantity ?? 1), 0),
                    )
                  : 0,
              ),
            );
            expect(freeQuantityOn({ unit: u, reservations, from, until })).toBe(lowest);
            expect(isUnitFree(u.id, from, until, reservations, units)).toBe(lowest > 0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('freeQuantityOn', () => {
  const stock = unit(5, true, 10);
  const reservations = [
    reservation(5, '2026-06-01', '2026-06-03', 4),
    reservation(5, '2026-06-03', '2026-06-03', 5),
  ];

  it('subtracts the reservations of that day', () => {
    expect(freeQuantityOn({ unit: stock, reservations, from: '2026-05-31' })).toBe(10);
    expect(freeQuantityOn({ unit: stock, reservations, from: '2026-06-01' })).toBe(6);
    expect(freeQuantityOn({ unit: stock, reservations, from: '2026-06-03' })).toBe(1);
    expect(freeQuantityOn({ unit: stock, reservations, from: '2026-06-04' })).toBe(10);
  });

  it('takes the busiest day of a range', () => {
    expect(freeQuantityOn({ unit: stock, reservations, from: '2026-05-30', until: '2026-06-05' })).toBe(1);
  });

  it('is 0 when out of service or overbooked', () => {
    expect(freeQuantityOn({ unit: unit(5, false, 10), reservations: [], from: '2026-06-01' })).toBe(0);
    expect(
      freeQuantityOn({
        unit: unit(5, true, 2),
        reservations: [reservation(5, '2026-06-01', '2026-06-01', 3)],
        from: '2026-06-01',
      }),
    ).toBe(0);
  });
});

describe('peakReservedQuantity', () => {
  it('sums the reservations of the busiest day, both bounds included', () => {
    const reservations = [
      reservation(5, '2026-06-01', '2026-06-03', 4),
      reservation(5, '2026-06-03', '2026-06-05', 5),
      reservation(5, '2026-06-04', '2026-06-04', 2),
      reservation(5, '2026-06-06', '2026-06-09', 6),
    ];
    // 06-03: 4 + 5 (the first ends, the second starts that day); 06-04: 5 + 2; 06-06: 6.
    expect(peakReservedQuantity(reservations, '2026-05-01')).toBe(9);
    expect(peakReservedQuantity(reservations, '2026-06-04')).toBe(7);
    expect(peakReservedQuantity(reservations, '2026-06-06')).toBe(6);
    expect(peakReservedQuantity(reservations, '2026-06-10')).toBe(0);
    expect(peakReservedQuantity([], '2026-06-01')).toBe(0);
  });

  it('counts a reservation without quantity as 1 and only the days from `from` on', () => {
    expect(
      peakReservedQuantity(
        [reservation(1, '2026-01-01', '2026-01-10'), reservation(1, '2026-01-01', '2026-01-02', 3)],
        '2026-01-05',
      ),
    ).toBe(1);
  });

  it('equals the busiest day counted day by day', () => {
    const BASE = '2026-03-20';
    const day = fc.integer({ min: 0, max: 30 }).map((n) => addCalendarDays(BASE, n));
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(day, day, fc.integer({ min: 1, max: 5 }))
            .map(([a, b, q]) => (a <= b ? reservation(1, a, b, q) : reservation(1, b, a, q))),
          { maxLength: 15 },
        ),
        day,
        (reservations, from) => {
          const byDay = eachCalendarDay(from, addCalendarDays(BASE, 30)).map((d) =>
            reservations
              .filter((r) => r.reservedFrom <= d && d <= r.reservedUntil)
              .reduce((sum, r) => sum + (r.quantity ?? 1), 0),
          );
          expect(peakReservedQuantity(reservations, from)).toBe(Math.max(0, ...byDay));
        },
      ),
    );
  });
});

describe('isUnitFree', () => {
  const units = [unit(1), unit(2, false), unit(3, true, 2)];
  const reservations = [
    reservation(1, '2026-10-25', '2026-10-27'),
    reservation(3, '2026-10-25', '2026-10-25'),
  ];

  it('checks every day of the range, both ends included', () => {
    expect(isUnitFree(1, '2026-10-20', '2026-10-24', reservations, units)).toBe(true);
    expect(isUnitFree(1, '2026-10-20', '2026-10-25', reservations, units)).toBe(false);
    expect(isUnitFree(1, '2026-10-27', '2026-10-30', reservations, units)).toBe(false);
    expect(isUnitFree(1, '2026-10-28', '2026-10-30', reservations, units)).toBe(true);
  });

  it('is false for unknown or out-of-service units', () => {
    expect(isUnitFree(2, '2026-10-01', '2026-10-01', reservations, units)).toBe(false);
    expect(isUnitFree(99, '2026-10-01', '2026-10-01', reservations, units)).toBe(false);
  });

  it('is true while a stock row has quantity left', () => {
    expect(isUnitFree(3, '2026-10-24', '2026-10-26', reservations, units)).toBe(true);
  });

  it('refuses an invalid range', () => {
    expect(() => isUnitFree(1, '2026-10-26', '2026-10-25', reservations, units)).toThrow(RangeError);
  });
});

describe('findConflicts', () => {
  const existing = [
    { id: 1, ...reservation(1, '2026-03-27', '2026-03-29') },
    { id: 2, ...reservation(1, '2026-03-30', '2026-04-02') },
    { id: 3, ...reservation(2, '2026-03-29', '2026-03-29') },
  ];

  it('finds overlapping reservations of the same unit, keeping their fields', () => {
    expect(
      findConflicts({ unitId: 1, from: '2026-03-29', until: '2026-03-29' }, existing).map((r) => r.id),
    ).toEqual([1]);
    expect(
      findConflicts({ unitId: 1, from: '2026-03-29', until: '2026-03-30' }, existing).map((r) => r.id),
    ).toEqual([1, 2]);
    expect(findConflicts({ unitId: 1, from: '2026-04-03', until: '2026-04-05' }, existing)).toEqual([]);
    expect(findConflicts({ unitId: 3, from: '2026-03-01', until: '2026-04-30' }, existing)).toEqual([]);
  });

  it('looks at every unit when no unit is given', () => {
    expect(findConflicts({ from: '2026-03-29', until: '2026-03-29' }, existing).map((r) => r.id)).toEqual([
      1, 3,
    ]);
  });
});
