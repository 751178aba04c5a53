import {
  computeAvailability,
  isValidRange,
  type ReservationForAvailability,
  type UnitForAvailability,
} from './availability.ts';
import type { CalendarDate } from './dates.ts';
import { unitsFreeForRange } from './order-availability.ts';

/**
 * Booking an article by quantity ("5 tables"): which units an order line of `quantity`
 * takes for from..until. Only units free on every day of the period count (a line's units stay
 * put for its whole period; moving a table mid-rental is no real option), and of those the lowest
 * ids first: the same rule the wizard uses for one unit (firstFreeUnitForRange), so a person who
 * books one at a time gets the same units as one who books five at once, and the units are
 * predictable (the oldest serial numbers are used most).
 */
export type UnitAllocationQuery = {
  /** The article's units (rentable: quantity 1 each); out of service ones are never picked. */
  units: readonly UnitForAvailability[];
  /** Live reservations of those units (others are ignored). */
  reservations: readonly ReservationForAvailability[];
  from: CalendarDate;
  until: CalendarDate;
  quantity: number;
};

export type UnitAllocation =
  | { ok: true; unitIds: number[]; free: number }
  /** `free`: how many units are still free for the whole period (fewer than asked). */
  | { ok: false; free: number };

export const allocateUnits = (query: UnitAllocationQuery): UnitAllocation => {
  const { from, until, quantity } = query;
  if (!isValidRange(from, until) || !Number.isInteger(quantity) || quantity < 1)
    return { ok: false, free: 0 };
  const free = unitsFreeForRange(
    computeAvailability({ units: query.units, reservations: query.reservations, from, until }),
    from,
    until,
  );
  if (free.length < quantity) return { ok: false, free: free.length };
  return { ok: true, unitIds: free.slice(0, quantity), free: free.length };
};
