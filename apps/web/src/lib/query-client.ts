import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { authStore } from './auth-session';
import { isStaleVersion } from './stale-version';

/**
 * Shared client of everything behind the sign-in (the sign-in screens use none, so the first
 * download of /login carries no TanStack Query; app/query-root.tsx provides it). No retry on 4xx (the answer will not change), one retry otherwise. Lists do not
 * refetch on focus; the detail views of records that others may change (invoices, orders,
 * contacts, items) ask for it themselves (DETAIL_REFRESH in detail-refresh.ts).
 */
export const queryClient: QueryClient = new QueryClient({
  // An update refused as stale (another tab saved first): every query on screen reloads, so the
  // page shows the current record whatever mutation failed (the pages add the message).
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isStaleVersion(error)) void queryClient.invalidateQueries();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});

// Cached data goes when the session ends (also when it ends in another tab).
authStore.subscribe(() => {
  if (!authStore.get()) queryClient.clear();
});
