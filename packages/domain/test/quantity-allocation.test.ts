import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  allocateUnits,
  eachCalendarDay,
  type ReservationForAvailability,
  type UnitForAvailability,
} from '../src/index.ts';

const table = (id: number, available = true): UnitForAvailability => ({ id, available, quantity: 1 });
const booked = (unitId: number, reservedFrom: string, reservedUntil: string): ReservationForAvailability => ({
  unitId,
  reservedFrom,
  reservedUntil,
});

describe('allocateUnits (booking an article by quantity)', () => {
  const units = [table(3), table(1), table(2), table(4), table(5, false)];

  it('takes the lowest ids that are free on every day of the period', () => {
    const result = allocateUnits({
      units,
      reservations: [booked(1, '2026-12-06', '2026-12-06')],
      from: '2026-12-05',
      until: '2026-12-07',
      quantity: 2,
    });
    expect(result).toEqual({ ok: true, unitIds: [2, 3], free: 3 });
  });

  it('refuses with the number still free when fewer are free than asked (out of service never counts)', () => {
    const result = allocateUnits({
      units,
      reservations: [booked(2, '2026-12-01', '2026-12-31')],
      from: '2026-12-05',
      until: '2026-12-05',
      quantity: 4,
    });
    expect(result).toEqual({ ok: false, free: 3 });
  });

  it('does not mix units: a unit free on some days only is not taken', () => {
    const result = allocateUnits({
      units: [table(1), table(2)],
      reservations: [booked(1, '2026-12-05', '2026-12-05'), booked(2, '2026-12-07', '2026-12-07')],
      from: '2026-12-05',
      until: '2026-12-07',
      quantity: 1,
    });
    expect(result).toEqual({ ok: false, free: 0 });
  });

  it('refuses a period with until before from and a quantity below 1', () => {
    expect(
      allocateUnits({ units, reservations: [], from: '2026-12-07', until: '2026-12-05', quantity: 1 }),
    ).toEqual({
      ok: false,
      free: 0,
    });
    expect(
      allocateUnits({ units, reservations: [], from: '2026-12-05', until: '2026-12-05', quantity: 0 }).ok,
    ).toBe(false);
  });

  const day = fc.integer({ min: 0, max: 20 }).map((n) => addCalendarDays('2026-12-01', n));
  const scenario = fc.record({
    units: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 12 }), available: fc.boolean() }), {
      selector: (u) => u.id,
      maxLength: 10,
    }),
    reservations: fc.array(
      fc.record({ unitId: fc.integer({ min: 1, max: 12 }), a: day, b: day }).map((r) => ({
        unitId: r.unitId,
        reservedFrom: r.a < r.b ? r.a : r.b,
        reservedUntil: r.a < r.b ? r.b : r.a,
      })),
      { maxLength: 15 },
    ),
    a: day,
    b: day,
    quantity: fc.integer({ min: 1, max: 12 }),
  });

  it('property: picks exactly `quantity` distinct, available units with no reserved day in the period, or says how many are free', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const from = s.a < s.b ? s.a : s.b;
        const until = s.a < s.b ? s.b : s.a;
        const units = s.units.map((u) => ({ ...u, quantity: 1 }));
        const result = allocateUnits({
          units,
          reservations: s.reservations,
          from,
          until,
          quantity: s.quantity,
        });
        const days = eachCalendarDay(from, until);
        const freeForPeriod = units.filter(
          (u) =>
            u.available &&
            !s.reservations.some(
              (r) => r.unitId === u.id && days.some((d) => r.reservedFrom <= d && d <= r.reservedUntil),
            ),
        );
        expect(result.free).toBe(freeForPeriod.length);
        if (result.ok) {
          expect(result.unitIds).toHaveLength(s.quantity);
          expect(new Set(result.unitIds).size).toBe(s.quantity);
          const expected = freeForPeriod
            .map((u) => u.id)
            .sort((x, y) => x - y)
            .slice(0, s.quantity);
          expect(result.unitIds).toEqual(expected);
        } else {
          expect(result.free).toBeLessThan(s.quantity);
        }
      }),
    );
  });
});
