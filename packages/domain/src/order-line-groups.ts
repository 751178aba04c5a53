import type { CalendarDate } from './dates.ts';
import { pickupWindowOf } from './jobs.ts';

/**
 * One order line as a person sees it: "5 × Statafel met hoes" is one line, although the database
 * holds five reservations (one per unit), and a sale may take its pieces from several stock rows.
 * Reservations of the same article with the same days and windows are one line; the order view,
 * the change form, the invoice and the confirmation mail all group by this one rule.
 */
export type OrderLinePart = {
  itemId: number;
  itemType: 'rentable' | 'sellable';
  from: CalendarDate;
  until: CalendarDate;
  deliveryTime: string | null;
  pickupTime: string | null;
};

/** The key two parts of one line share (a rental without a pickup window has the default one). */
export const orderLineKeyOf = (part: OrderLinePart): string =>
  [
    part.itemId,
    part.from,
    part.itemType === 'rentable' ? part.until : part.from,
    part.deliveryTime ?? '',
    part.itemType === 'rentable' ? pickupWindowOf(part.pickupTime) : '',
  ].join('|');

/** The parts grouped into lines, in the order each line first appears. */
export const groupOrderLines = <T>(parts: readonly T[], keyOf: (part: T) => string): T[][] => {
  const groups = new Map<string, T[]>();
  for (const part of parts) {
    const key = keyOf(part);
    const group = groups.get(key);
    if (group) group.push(part);
    else groups.set(key, [part]);
  }
  return [...groups.values()];
};

/** How many a line holds: its units (a rental) or pieces (a sale), summed over its parts. */
export const orderLineQuantity = (parts: ReadonlyArray<{ quantity: number }>): number =>
  parts.reduce((sum, part) => sum + part.quantity, 0);

/** "5 × Statafel met hoes", or the name alone for one. */
export const orderLineTitle = (name: string, quantity: number): string =>
  quantity > 1 ? `${quantity} × ${name}` : name;
