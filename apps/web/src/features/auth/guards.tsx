import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { MessageBar } from '../../components/ui/message-bar';
import { LoadingState } from '../../components/ui/spinner';
import {
  authStore,
  isSessionActive,
  refreshSession,
  useAuthSession,
  userStore,
} from '../../lib/auth-session';
import { homePathOf, LOGIN_PATH } from '../../lib/constants';

/**
 * Guard for every logged-in route. No session → /login. An expired access token is refreshed first
 * (a spinner meanwhile); if the refresh is refused the store is cleared and this redirects.
 */
export function RequireAuth() {
  const session = useAuthSession();
  const location = useLocation();
  const active = isSessionActive(session);
  const hasSession = session !== null && session.status === 'authenticated';

  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    setFailed(false);
    void refreshSession().then((result) => setFailed(result === 'failed'));
  }, []);

  useEffect(() => {
    if (hasSession && !active) refresh();
  }, [hasSession, active, refresh]);

  if (!hasSession) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  if (!active && failed) {
    return (
      <div className="mx-auto max-w-lg px-6 py-16">
        <MessageBar
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onPress={refresh}>
              Opnieuw proberen
            </Button>
          }
        >
          De server is niet bereikbaar, je sessie kon niet worden vernieuwd.
        </MessageBar>
      </div>
    );
  }
  if (!active) return <LoadingState label="Sessie vernieuwen…" className="min-h-screen" />;
  return <Outlet />;
}

/**
 * For /login: a person who arrives with an unexpired session goes straight to their start page. Decided on
 * arrival only, so the login form itself can navigate to the server's `redirect_to` after signing in.
 */
export function RedirectIfAuthenticated() {
  const location = useLocation();
  const [arrivedSignedIn] = useState(() => isSessionActive(authStore.get()));
  if (arrivedSignedIn) return <Navigate key={location.key} to={homePathOf(userStore.get()?.role)} replace />;
  return <Outlet />;
}
