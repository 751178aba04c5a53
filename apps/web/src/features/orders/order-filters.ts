import { DEFAULT_ORDER_STATUS_FILTER, ORDER_STATUSES, type OrderStatusValue } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { createLocalStore } from '../../lib/local-store';

/** The storage key of the orders list's status filter. */
export const ORDER_FILTER_KEY = 'order_filters';

/**
 * The list's status choice, kept in localStorage and synced across open tabs through the storage
 * event (spec: default paid and confirmed).
 */
const store = createLocalStore<OrderStatusValue[]>(ORDER_FILTER_KEY, (raw) =>
  Array.isArray(raw) ? ORDER_STATUSES.filter((status) => raw.includes(status)) : null,
);

export function useOrderStatusFilter() {
  const stored = useSyncExternalStore(store.subscribe, store.get, store.get);
  const statuses = stored ?? DEFAULT_ORDER_STATUS_FILTER;
  return [
    statuses,
    (next: readonly OrderStatusValue[]) => store.set(ORDER_STATUSES.filter((s) => next.includes(s))),
  ] as const;
}
