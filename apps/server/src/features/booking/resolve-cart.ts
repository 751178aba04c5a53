import { BOOKING_MESSAGES, DEFAULT_BOOKING_PICKUP_TIME, MAX_ORDER_RESERVATION_DAYS } from '@app/contracts';
import { diffCalendarDays, todayCalendarDate } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { BookableItem, createBookingCatalogue } from './booking-catalogue.ts';
import type { CartLine } from './pick-units.ts';

/** Whether a pickup window starts before a delivery window ends ('08:00-10:00' and such). */
const pickupBeforeDelivery = (delivery: string, pickup: string) =>
  (pickup.split('-')[0] ?? '') < (delivery.split('-')[1] ?? '');

/**
 * The cart's lines with their articles, checked: a start not before today, a period of at most
 * a year, an article that exists and can be booked now, and on a one-day rental a pickup after the
 * delivery. A Dutch 422 names the first bad field.
 */
export const resolveCart = async (
  catalogue: ReturnType<typeof createBookingCatalogue>,
  lines: readonly CartLine[],
): Promise<Array<{ line: CartLine; item: BookableItem }>> => {
  const today = todayCalendarDate();
  const items = await catalogue.bookableItems();
  const errors: Record<string, string[]> = {};
  const resolved: Array<{ line: CartLine; item: BookableItem }> = [];
  for (const [index, line] of lines.entries()) {
    const item = items.find((i) => i.slug === line.slug);
    if (!item) errors[`items.${index}.slug`] = [BOOKING_MESSAGES.itemNotFound];
    else if (line.from < today) errors[`items.${index}.from`] = [BOOKING_MESSAGES.startInPast];
    else if (diffCalendarDays(line.from, line.until) + 1 > MAX_ORDER_RESERVATION_DAYS)
      errors[`items.${index}.until`] = [BOOKING_MESSAGES.rangeTooLong];
    else if (
      item.type === 'rentable' &&
      line.from === line.until &&
      pickupBeforeDelivery(line.delivery_time, line.pickup_time ?? DEFAULT_BOOKING_PICKUP_TIME)
    )
      errors[`items.${index}.pickup_time`] = [BOOKING_MESSAGES.pickupBeforeDelivery];
    else resolved.push({ line, item });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation_failed', first, errors);
  return resolved;
};
