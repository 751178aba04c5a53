import { authStore, startSessionKeeper } from '../lib/auth-session';
import { queryClient } from '../lib/query-client';

/** Starts the token refresh timer and drops cached data when the session ends (also in another tab). */
export function startSession(): () => void {
  const stopKeeper = startSessionKeeper();
  const unsubscribe = authStore.subscribe(() => {
    if (!authStore.get()) queryClient.clear();
  });
  return () => {
    stopKeeper();
    unsubscribe();
  };
}
