import { authApi, CHECK_SESSION_QUERY_KEY } from '../features/auth';
import { SETTINGS_QUERY_KEY, settingsApi } from '../features/settings';
import { authStore, isSessionActive } from '../lib/auth-session';
import { queryClient } from '../lib/query-client';

/**
 * Starts the two calls every signed-in page waits for (the settings, for the onboarding guard, and
 * the session's user) while the page's code still loads, instead of after it: the layout's
 * `useSettings` and `useRefreshUser` then find them under way. Same keys and functions as those
 * hooks; a failure is left to them (prefetchQuery never throws).
 */
export function prefetchSignedInData(): void {
  if (!isSessionActive(authStore.get())) return;
  void queryClient.prefetchQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => settingsApi.get(signal),
  });
  void queryClient.prefetchQuery({
    queryKey: CHECK_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => authApi.checkSession(signal),
    staleTime: 5 * 60_000,
  });
}
