import { Link } from 'react-router';
import { usePendingBookingCount } from '../booking-staff-api';

/**
 * The orders list on the online requests waiting for a decision (In behandeling). Spelled out
 * rather than taken from the orders feature: the navigation must not pull the orders pages' code
 * into the layout's chunk.
 */
export const NEW_REQUESTS_PATH = '/orders?status=pending';

/** How many online requests wait for a decision (0 while unknown). */
export const useNewRequestCount = () => usePendingBookingCount().data ?? 0;

const requestsText = (count: number) => (count === 1 ? 'aanvraag' : 'aanvragen');

/**
 * "2 nieuw" next to Orders in the sidebar while online requests wait for a decision: a link of
 * its own (beside the Orders link, not inside it) to the list filtered on In behandeling.
 */
export function NewRequestsBadge() {
  const count = useNewRequestCount();
  if (count === 0) return null;
  return (
    <Link
      to={NEW_REQUESTS_PATH}
      className="absolute top-1/2 right-2 flex min-h-6 -translate-y-1/2 items-center rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900 no-underline outline-none hover:bg-amber-200 focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span data-testid="new-requests">{count} nieuw</span>
      <span className="sr-only">: {requestsText(count)} in behandeling tonen</span>
    </Link>
  );
}

/**
 * The count on the phone bar's Orders item. There the count and the item are one tap target,
 * so the item itself opens the requests while there are any (see BottomNav).
 */
export function NewRequestsCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="absolute -top-0.5 right-1 rounded-full bg-amber-500 px-1.5 text-[11px] leading-4 font-semibold text-white">
      <span data-testid="new-requests">{count}</span>
      <span className="sr-only"> nieuw</span>
    </span>
  );
}
