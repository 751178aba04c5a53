import { type AvailabilityByDay, isValidRange } from './availability.ts';
import { type CalendarDate, eachCalendarDay } from './dates.ts';

/**
 * The order wizard's reading of item.availability (day → ids of free units): a day without any
 * free unit is greyed out, and a range is offered only when one unit is free on every day of it
 * (an order line reserves one unit for the whole range). Days outside the answered window count
 * as unavailable.
 */

/** True when no unit of the item is free on `day`. */
export const isDayUnavailable = (availability: AvailabilityByDay, day: CalendarDate): boolean =>
  (availability[day]?.length ?? 0) === 0;

/** Ids of the units free on every day from..until (inclusive), ascending; empty for a bad range. */
export const unitsFreeForRange = (
  availability: AvailabilityByDay,
  from: CalendarDate,
  until: CalendarDate,
): number[] => {
  if (!isValidRange(from, until)) return [];
  const [first, ...rest] = eachCalendarDay(from, until);
  let free: number[] = first === undefined ? [] : [...(availability[first] ?? [])];
  for (const day of rest) {
    const onDay = new Set(availability[day] ?? []);
    free = free.filter((id) => onDay.has(id));
    if (free.length === 0) return [];
  }
  return free.sort((a, b) => a - b);
};

/** The unit an order line takes for the range: the first (lowest id) free on every day; or null. */
export const firstFreeUnitForRange = (
  availability: AvailabilityByDay,
  from: CalendarDate,
  until: CalendarDate,
): number | null => unitsFreeForRange(availability, from, until)[0] ?? null;

/** True when some day of from..until has no free unit at all (such a range is refused). */
export const rangeSpansUnavailableDay = (
  availability: AvailabilityByDay,
  from: CalendarDate,
  until: CalendarDate,
): boolean =>
  isValidRange(from, until) &&
  eachCalendarDay(from, until).some((day) => isDayUnavailable(availability, day));
