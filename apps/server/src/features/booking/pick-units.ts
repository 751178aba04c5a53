import { BOOKING_MESSAGES, type BookingCartLine, DEFAULT_BOOKING_PICKUP_TIME } from '@app/contracts';
import { rangesOverlap } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { BookableItem, createBookingCatalogue } from './booking-catalogue.ts';

export type CartLine = Required<Omit<BookingCartLine, 'quantity' | 'delivery_time' | 'pickup_time'>> & {
  quantity: number;
  delivery_time: string;
  pickup_time?: string | undefined;
};

/** One order line for order.cashcreate, with the cart line it came from. */
export type PickedLine = {
  cartIndex: number;
  item: BookableItem;
  unitId: number;
  quantity: number;
  from: string;
  until: string;
  deliveryTime: string;
  /** The pickup window of a rented article on its last day; null for bought goods. */
  pickupTime: string | null;
};

const refuse = (field: string, message: string) => new AppError('conflict', message, { [field]: [message] });

/**
 * The units a cart asks for: per line, units free on every day of its period (the availability
 * rule of the reservations feature), none twice for overlapping lines. A rentable line of n asks
 * n units; an add-on (sellable) line asks its pieces of one stock row (the reserve checks the
 * pieces). A Dutch 409 names the line's field when too few are free.
 */
export const pickUnits = async (
  catalogue: ReturnType<typeof createBookingCatalogue>,
  lines: ReadonlyArray<{ line: CartLine; item: BookableItem }>,
): Promise<PickedLine[]> => {
  const picked: PickedLine[] = [];
  for (const [cartIndex, { line, item }] of lines.entries()) {
    const days = await catalogue.freeUnitsByDay(item.id, line.from, line.until, item.type);
    let free = days[0]?.units ?? [];
    for (const { units } of days) free = free.filter((id) => units.includes(id));
    // (A package's list holds set numbers, not units: nothing of it was picked yet.)
    free = free.filter(
      (id) =>
        item.type === 'bundle' ||
        !picked.some(
          (p) =>
            p.unitId === id &&
            p.item.type === 'rentable' &&
            rangesOverlap(p.from, p.until, line.from, line.until),
        ),
    );
    const want = item.type === 'sellable' ? 1 : line.quantity;
    if (free.length < want) {
      if (free.length === 0) throw refuse(`items.${cartIndex}.from`, BOOKING_MESSAGES.notFree(item.name));
      throw refuse(`items.${cartIndex}.quantity`, BOOKING_MESSAGES.notEnoughFree(item.name, free.length));
    }
    // A package: its sets are counted here; the order takes its articles' units (all or nothing).
    if (item.type === 'bundle') {
      picked.push({
        cartIndex,
        item,
        unitId: 0,
        quantity: line.quantity,
        from: line.from,
        until: line.until,
        deliveryTime: line.delivery_time,
        pickupTime: line.pickup_time ?? DEFAULT_BOOKING_PICKUP_TIME,
      });
      continue;
    }
    for (const unitId of free.slice(0, want)) {
      picked.push({
        cartIndex,
        item,
        unitId,
        quantity: item.type === 'rentable' ? 1 : line.quantity,
        from: line.from,
        until: line.until,
        deliveryTime: line.delivery_time,
        pickupTime: item.type !== 'sellable' ? (line.pickup_time ?? DEFAULT_BOOKING_PICKUP_TIME) : null,
      });
    }
  }
  return picked;
};
