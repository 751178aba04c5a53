import { DEFAULT_ORDER_STATUS_FILTER, ORDER_STATUSES, type OrderStatusValue } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { createLocalStore } from '../../lib/local-store';

/** The storage key of the orders list's status filter. */
export const ORDER_FILTER_KEY = 'order_filters';

/** The query parameter that opens the list on given statuses: `/orders?status=pending,confirmed`. */
export const ORDER_STATUS_PARAM = 'status';

const statusesOf = (raw: unknown): OrderStatusValue[] | null =>
  Array.isArray(raw) ? ORDER_STATUSES.filter((status) => raw.includes(status)) : null;

/**
 * The list's status choice, kept in localStorage and synced across open tabs through the storage
 * event (spec: default paid and confirmed).
 */
const store = createLocalStore<OrderStatusValue[]>(ORDER_FILTER_KEY, statusesOf);

/**
 * The status filter: `?status=` in the address wins while it is there (Back from an order returns
 * to it), else the stored choice, else the default. It is not stored: the next visit through the
 * navigation shows the person's own choice again. A choice made in the list is stored and drops
 * the parameter.
 */
export function useOrderStatusFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(ORDER_STATUS_PARAM);
  // Unknown statuses are left out; with none left the address has no say.
  const fromAddress = param === null ? null : (statusesOf(param.split(',')) ?? []);
  const stored = useSyncExternalStore(store.subscribe, store.get, store.get);
  const statuses = (fromAddress?.length ? fromAddress : null) ?? stored ?? DEFAULT_ORDER_STATUS_FILTER;
  return [
    statuses,
    (next: readonly OrderStatusValue[]) => {
      store.set(ORDER_STATUSES.filter((s) => next.includes(s)));
      // A choice in the list replaces the one the address brought.
      if (param !== null)
        setSearchParams(
          (current) => {
            const copy = new URLSearchParams(current);
            copy.delete(ORDER_STATUS_PARAM);
            return copy;
          },
          { replace: true },
        );
    },
  ] as const;
}
