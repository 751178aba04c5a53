import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { blockedDaysOf } from './blocked-days';
import { type OrderDraftLine, withoutTaken } from './order-lines';
import { ordersApi } from './orders-api';

/** Days item.availability is asked for: today and a year ahead (its default window). */
const AVAILABILITY_DAYS = 365;

/**
 * The days a rentable article can be booked from the order form: item.availability for a year
 * from today, less the units the form's other lines take on overlapping days, the units' safety
 * rows (inspection due, out of service) and the days on which every unit is out of service, with
 * why. `orderId`: the order being changed, whose own reservations do not count as taken.
 */
export function useLineAvailability(options: {
  item: { id: number; type: 'rentable' | 'sellable' | 'bundle' } | null;
  otherLines: readonly OrderDraftLine[];
  orderId: number | undefined;
  enabled: boolean;
}) {
  const { item, otherLines, orderId } = options;
  const start = todayCalendarDate();
  const maxDay = addCalendarDays(start, AVAILABILITY_DAYS);
  const rentable = options.enabled && item?.type === 'rentable';
  // A package's calendar is its complete sets per day (no units, no inspections of its own).
  const rented = options.enabled && (item?.type === 'rentable' || item?.type === 'bundle');
  const availability = useQuery({
    queryKey: ['items', 'availability', item?.id, start, orderId ?? null],
    queryFn: ({ signal }) => ordersApi.availability(item?.id ?? 0, start, maxDay, signal, orderId),
    // Sold goods need no calendar: their stock is the list's count.
    enabled: rented,
  });
  const inspectionDue = useQuery({
    queryKey: ['units', 'inspection_due', item?.id, start],
    queryFn: ({ signal }) => ordersApi.inspectionDue(item?.id ?? 0, start, maxDay, signal),
    enabled: rentable,
  });
  const free = useMemo(
    () => (availability.data && item ? withoutTaken(availability.data, otherLines, item.type) : null),
    [availability.data, otherLines, item],
  );
  const blockedDays = useMemo(
    () =>
      free && inspectionDue.data ? blockedDaysOf(inspectionDue.data.results, free, start, maxDay) : new Map(),
    [free, inspectionDue.data, start, maxDay],
  );
  return { start, maxDay, availability, inspectionDue, free, blockedDays };
}
