import { DEFAULT_ORDER_STATUS_FILTER, ORDER_STATUSES, type OrderStatusValue } from '@app/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
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

/**
 * The status filter. A link may choose it (`/orders?status=pending`, Vandaag's booking requests
 * tile): the linked statuses show at once and become the kept choice, and the parameter leaves
 * the address, so the person's own changes afterwards are not undone by it.
 */
export function useOrderStatusFilter() {
  const stored = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [params, setParams] = useSearchParams();
  const linkedParam = params.getAll('status').join(',');
  const linked = ORDER_STATUSES.filter((status) => linkedParam.split(',').includes(status));
  useEffect(() => {
    if (!linkedParam) return;
    const chosen = ORDER_STATUSES.filter((status) => linkedParam.split(',').includes(status));
    if (chosen.length > 0) store.set(chosen);
    setParams(
      (current) => {
        current.delete('status');
        return current;
      },
      { replace: true },
    );
  }, [linkedParam, setParams]);
  const statuses = linked.length > 0 ? linked : (stored ?? DEFAULT_ORDER_STATUS_FILTER);
  return [
    statuses,
    (next: readonly OrderStatusValue[]) => store.set(ORDER_STATUSES.filter((s) => next.includes(s))),
  ] as const;
}
