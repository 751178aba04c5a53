import type { ReservationForAvailability, UnitForAvailability } from './availability-types.ts';
import { type CalendarDate, diffCalendarDays, eachCalendarDay, isValidCalendarDate } from './dates.ts';
import { type BlockedPeriod, blockedPeriodsAsReservations } from './unit-safety.ts';

/**
 * Reservations cover whole calendar days, both ends included: from '2026-03-28' until
 * '2026-03-29' takes two days, and until = from takes one. A rentable unit has quantity 1;
 * a sellable stock row has a quantity of its own and may be reserved piecewise.
 */

export type { ReservationForAvailability, UnitForAvailability } from './availability-types.ts';

export type AvailabilityQuery = {
  units: readonly UnitForAvailability[];
  reservations: readonly ReservationForAvailability[];
  from: CalendarDate;
  until: CalendarDate;
  /** Out-of-service periods: busy days that take the unit's whole quantity. */
  blocked?: readonly BlockedPeriod[];
};

/** Day → ids of the units free that whole day, ascending. */
export type AvailabilityByDay = Record<CalendarDate, number[]>;

/** Inclusive on both ends: ranges that share even a single day overlap. */
export const rangesOverlap = (
  aFrom: CalendarDate,
  aUntil: CalendarDate,
  bFrom: CalendarDate,
  bUntil: CalendarDate,
): boolean => aFrom <= bUntil && bFrom <= aUntil;

export const isValidRange = (from: string, until: string): boolean =>
  isValidCalendarDate(from) && isValidCalendarDate(until) && from <= until;

const requireRange = (from: string, until: string): void => {
  if (!isValidRange(from, until)) throw new RangeError(`Geen geldige periode: ${from} t/m ${until}`);
};

type ReservedTable = {
  /** Distinct units, ascending by id. */
  units: UnitForAvailability[];
  dayCount: number;
  /** Per unit a row of dayCount + 1 cells: +quantity on a reservation's first day, − after its last. */
  diff: Float64Array;
};

/**
 * Reservations per unit in O(reservations + units × days): each reservation marks only its
 * first and past-last day in a difference array, and a running sum per unit (readReservedRow)
 * fills in the days between, so long reservations cost no more than short ones.
 */
const buildReservedTable = (
  units: readonly UnitForAvailability[],
  reservations: readonly ReservationForAvailability[],
  from: CalendarDate,
  until: CalendarDate,
): ReservedTable => {
  const dayCount = diffCalendarDays(from, until) + 1;
  const byId = new Map<number, UnitForAvailability>();
  for (const unit of units) if (!byId.has(unit.id)) byId.set(unit.id, unit);
  const sortedUnits = [...byId.values()].sort((a, b) => a.id - b.id);
  const indexOf = new Map(sortedUnits.map((unit, index) => [unit.id, index]));

  // Reservations share few distinct dates, so parsing each date once keeps big inputs fast.
  const dayIndexCache = new Map<string, number>();
  const dayIndexOf = (date: CalendarDate): number => {
    let index = dayIndexCache.get(date);
    if (index === undefined) {
      index = diffCalendarDays(from, date);
      dayIndexCache.set(date, index);
    }
    return index;
  };

  const stride = dayCount + 1;
  const diff = new Float64Array(sortedUnits.length * stride);
  for (const reservation of reservations) {
    const unitIndex = indexOf.get(reservation.unitId);
    // Comparing the strings first skips the date parsing for reservations outside the window.
    if (unitIndex === undefined || reservation.reservedUntil < from || reservation.reservedFrom > until)
      continue;
    const quantity = reservation.quantity ?? 1;
    if (!(quantity > 0)) continue;
    // A reservation with a broken date must not silently free its unit, so this throws.
    const first = Math.max(0, dayIndexOf(reservation.reservedFrom));
    const last = Math.min(dayCount - 1, dayIndexOf(reservation.reservedUntil));
    if (first > last) continue;
    diff[unitIndex * stride + first]! += quantity;
    diff[unitIndex * stride + last + 1]! -= quantity;
  }
  return { units: sortedUnits, dayCount, diff };
};

/** Fills `row` with the quantity of unit `unitIndex` reserved on each day of the window. */
const readReservedRow = (table: ReservedTable, unitIndex: number, row: Float64Array): void => {
  const offset = unitIndex * (table.dayCount + 1);
  let running = 0;
  for (let d = 0; d < table.dayCount; d++) {
    running += table.diff[offset + d]!;
    row[d] = running;
  }
};

/** The one extension for out-of-service periods: they join the reservations as busy ranges. */
const withBlocked = (
  reservations: readonly ReservationForAvailability[],
  blocked: readonly BlockedPeriod[] | undefined,
  units: readonly UnitForAvailability[],
  until: CalendarDate,
): readonly ReservationForAvailability[] =>
  blocked && blocked.length > 0
    ? [...reservations, ...blockedPeriodsAsReservations(blocked, units, until)]
    : reservations;

const freeQuantity = (unit: UnitForAvailability, reservedQuantity: number): number =>
  unit.available ? Math.max(0, unit.quantity - reservedQuantity) : 0;

/**
 * For every day from..until inclusive, the ids of the units free that day: available and with
 * some quantity left after that day's reservations. Throws a RangeError for an invalid range.
 */
export const computeAvailability = ({
  units,
  reservations,
  from,
  until,
  blocked,
}: AvailabilityQuery): AvailabilityByDay => {
  requireRange(from, until);
  const table = buildReservedTable(units, withBlocked(reservations, blocked, units, until), from, until);
  const days = eachCalendarDay(from, until);
  const freeByDay = days.map((): number[] => []);
  const row = new Float64Array(table.dayCount);
  table.units.forEach((unit, u) => {
    if (!unit.available) return;
    readReservedRow(table, u, row);
    for (let d = 0; d < table.dayCount; d++) {
      if (freeQuantity(unit, row[d]!) > 0) freeByDay[d]!.push(unit.id);
    }
  });
  return Object.fromEntries(days.map((day, d) => [day, freeByDay[d]!]));
};

export type FreeQuantityQuery = {
  unit: UnitForAvailability;
  reservations: readonly ReservationForAvailability[];
  from: CalendarDate;
  /** Defaults to `from`: a single day. */
  until?: CalendarDate;
  /** Out-of-service periods of the unit. */
  blocked?: readonly BlockedPeriod[];
};

/**
 * How many pieces of a stock row can still be reserved on every day of from..until (the lowest
 * day counts); 0 when the row is out of service.
 */
export const freeQuantityOn = ({
  unit,
  reservations,
  from,
  until = from,
  blocked,
}: FreeQuantityQuery): number => {
  requireRange(from, until);
  const table = buildReservedTable([unit], withBlocked(reservations, blocked, [unit], until), from, until);
  const row = new Float64Array(table.dayCount);
  readReservedRow(table, 0, row);
  let lowest = Number.POSITIVE_INFINITY;
  for (const reservedQuantity of row) lowest = Math.min(lowest, freeQuantity(unit, reservedQuantity));
  return lowest;
};

/**
 * The most pieces the reservations hold together on any one day from `from` on (0 when none):
 * a stock row cannot be made smaller than this without overbooking that day. The reservations
 * should be the live ones of one stock row; days before `from` do not count.
 */
export const peakReservedQuantity = (
  reservations: readonly ReservationForAvailability[],
  from: CalendarDate,
): number => {
  // A sweep over first and last days: on a date, the reservations starting that day count
  // together with those ending that day (both bounds are inclusive), so starts go first.
  const events: Array<{ date: CalendarDate; end: boolean; quantity: number }> = [];
  for (const reservation of reservations) {
    const quantity = reservation.quantity ?? 1;
    if (reservation.reservedUntil < from || !(quantity > 0)) continue;
    const first = reservation.reservedFrom < from ? from : reservation.reservedFrom;
    events.push(
      { date: first, end: false, quantity },
      { date: reservation.reservedUntil, end: true, quantity },
    );
  }
  events.sort((a, b) => (a.date === b.date ? Number(a.end) - Number(b.end) : a.date < b.date ? -1 : 1));
  let running = 0;
  let peak = 0;
  for (const event of events) {
    running += event.end ? -event.quantity : event.quantity;
    peak = Math.max(peak, running);
  }
  return peak;
};

/** True when the unit exists, is in service and has something left on every day of from..until. */
export const isUnitFree = (
  unitId: number,
  from: CalendarDate,
  until: CalendarDate,
  reservations: readonly ReservationForAvailability[],
  units: readonly UnitForAvailability[],
): boolean => {
  requireRange(from, until);
  const unit = units.find((candidate) => candidate.id === unitId);
  return unit !== undefined && freeQuantityOn({ unit, reservations, from, until }) > 0;
};

export type ConflictQuery = {
  from: CalendarDate;
  until: CalendarDate;
  /** When given, only reservations of this unit count. */
  unitId?: number;
};

/**
 * The existing reservations whose days overlap the new range, in their original order.
 * Overlap is what matters for rentable units; for stock rows compare quantities with
 * freeQuantityOn instead. Leave the reservation being edited out of `existing`.
 */
export const findConflicts = <T extends ReservationForAvailability>(
  newRange: ConflictQuery,
  existing: readonly T[],
): T[] =>
  existing.filter(
    (reservation) =>
      (newRange.unitId === undefined || reservation.unitId === newRange.unitId) &&
      rangesOverlap(newRange.from, newRange.until, reservation.reservedFrom, reservation.reservedUntil),
  );
