import { type CalendarDate, diffCalendarDays } from './dates.ts';

/**
 * The order detail's cards about one reservation (spec §4 "Reservation tracker", "Delivery
 * card"), from calendar days only: `today` is the Amsterdam day (todayCalendarDate()), so a
 * daylight-saving night never moves a boundary. The start day itself counts as delivered (the
 * delivery window falls on it), the last day still as running.
 */

export type TrackerState = 'cancelled' | 'planned' | 'running' | 'returned';

export type ReservationTracker = {
  state: TrackerState;
  text: string;
  /** Width of the bar, 0–100. */
  percent: number;
  tone: 'grey' | 'yellow' | 'blue' | 'green';
};

export type TrackedReservation = { reservedFrom: CalendarDate; reservedUntil: CalendarDate };

/** Days of a reservation, both ends included: from = until is one day. */
export const reservationDayCount = (from: CalendarDate, until: CalendarDate): number =>
  diffCalendarDays(from, until) + 1;

export const reservationTracker = (
  reservation: TrackedReservation,
  orderCancelled: boolean,
  today: CalendarDate,
): ReservationTracker => {
  if (orderCancelled) return { state: 'cancelled', text: 'Order is geannuleerd', percent: 100, tone: 'grey' };
  const { reservedFrom, reservedUntil } = reservation;
  if (today < reservedFrom)
    return { state: 'planned', text: 'Product staat op de planning', percent: 20, tone: 'yellow' };
  if (today > reservedUntil)
    return { state: 'returned', text: 'Product is terug in ontvangst', percent: 100, tone: 'green' };
  const day = diffCalendarDays(reservedFrom, today) + 1;
  const total = reservationDayCount(reservedFrom, reservedUntil);
  return { state: 'running', text: `Reservering dag ${day} van ${total}`, percent: 67, tone: 'blue' };
};

/** "Verwachte levering" before the start day, "Is geleverd op" from it on. */
export const deliveryCardLabel = (reservedFrom: CalendarDate, today: CalendarDate): string =>
  today < reservedFrom ? 'Verwachte levering' : 'Is geleverd op';

/** Whole days until the start day; 0 or less once it has come. */
export const daysUntilDelivery = (reservedFrom: CalendarDate, today: CalendarDate): number =>
  diffCalendarDays(today, reservedFrom);

/** "{n} dagen" ("1 dag" for one) before the start day, "Product is afgeleverd" from it on. */
export const deliveryCountdownText = (reservedFrom: CalendarDate, today: CalendarDate): string => {
  const days = daysUntilDelivery(reservedFrom, today);
  if (days <= 0) return 'Product is afgeleverd';
  return `${days} ${days === 1 ? 'dag' : 'dagen'}`;
};
