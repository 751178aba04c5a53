import type { bookingPendingCountSchema, orderEntrySchema } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type ResponseOf } from '../../lib/api';

export const bookingKeys = { pendingCount: ['orders', 'booking-pending-count'] as const };

/** New online requests (pending) for the navigation's "n nieuw"; looked at again every minute. */
export function usePendingBookingCount() {
  return useQuery({
    queryKey: bookingKeys.pendingCount,
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof bookingPendingCountSchema>>('/booking.pending_count', { signal }).then(
        (r) => r.count,
      ),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** Confirm (Bevestigen) or decline (Afwijzen, optional reason) an online request. */
export function useDecideBooking(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { kind: 'confirm' } | { kind: 'decline'; reason: string }) =>
      apiPost<ResponseOf<typeof orderEntrySchema>>(
        decision.kind === 'confirm' ? `/order.confirm/${orderId}` : `/order.decline/${orderId}`,
        decision.kind === 'confirm' ? {} : { reason: decision.reason || null },
      ).then((r) => r.entry.model),
    onSuccess: (model) => {
      // The orders feature's query keys (orders-api.ts), spelled out: the navigation badge must not
      // pull the orders pages' code into the layout's chunk.
      queryClient.setQueryData(['orders', 'detail', orderId], model);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['items'] });
    },
  });
}
