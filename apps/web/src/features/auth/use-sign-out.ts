import { useNavigate } from 'react-router';
import { authStore, signOut } from '../../lib/auth-session';
import { queryClient } from '../../lib/query-client';
import { authApi } from './auth-api';

/**
 * Ends the login on the server, signs out locally, drops cached data and goes to /login. The
 * logout request is started before the stores are cleared (the client reads the token and sends
 * the request synchronously) but not awaited: signing out must work at once, also when the server
 * cannot be reached.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    const refreshToken = authStore.get()?.refresh_token;
    if (refreshToken) {
      authApi.logout(refreshToken).catch(() => {
        // Best effort: the local sign-out below happens regardless.
      });
    }
    signOut();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
}
