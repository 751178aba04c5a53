import { type CalendarDate, toCalendarDate } from './dates.ts';

/**
 * Changing an order: the new list of lines replaces the old one. A line that asks for
 * exactly what the order already holds (same unit, same days, same quantity) keeps its
 * reservation, so an unchanged line keeps its id (and whatever hangs on it, e.g. a job's
 * check-off) and needs no new availability check; every other held reservation is released and
 * every other wanted line reserved anew.
 */
export type HeldLine = {
  id: number;
  unitId: number;
  from: CalendarDate;
  until: CalendarDate;
  quantity: number;
};
export type WantedLine = { unitId: number; from: CalendarDate; until: CalendarDate; quantity: number };

export type OrderChangePlan = {
  /** Wanted line (by position) → the held reservation it keeps. */
  keep: Map<number, number>;
  /** Held reservations no wanted line asks for, to be released. */
  release: number[];
  /** Positions of the wanted lines that need a new reservation. */
  reserve: number[];
};

export const planOrderChange = (
  held: readonly HeldLine[],
  wanted: readonly WantedLine[],
): OrderChangePlan => {
  const free = [...held];
  const keep = new Map<number, number>();
  const reserve: number[] = [];
  wanted.forEach((line, position) => {
    const at = free.findIndex(
      (h) =>
        h.unitId === line.unitId &&
        h.from === line.from &&
        h.until === line.until &&
        h.quantity === line.quantity,
    );
    const match = at === -1 ? undefined : free.splice(at, 1)[0];
    if (match) keep.set(position, match.id);
    else reserve.push(position);
  });
  return { keep, release: free.map((h) => h.id), reserve };
};

/**
 * The day a changed order is priced on: the day it was taken (Amsterdam), not the day of the
 * change. The discounts and the promotion code of the booking stay as agreed (a code that has
 * expired since still counts), and only what changed moves the price.
 */
export const orderPricingDay = (createdAt: string): CalendarDate => toCalendarDate(createdAt);
