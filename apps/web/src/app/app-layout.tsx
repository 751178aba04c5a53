import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/spinner';
import { authApi, CHECK_SESSION_QUERY_KEY } from '../features/auth';
import { useCurrentUser, userStore } from '../lib/auth-session';
import { APP_NAME } from '../lib/constants';
import { BottomNav } from './bottom-nav';
import { useOnboardingRedirect } from './guards';
import { mayOpenPath } from './nav-items';
import { NoAccessPage } from './no-access-page';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/** The logged-in shell: sidebar, top bar with the user menu, and the page. */
export function AppLayout() {
  const location = useLocation();
  const onboarding = useOnboardingRedirect();
  useRefreshUser();
  const role = useCurrentUser()?.role ?? 'driver';
  // No Toaster (sonner) up front: lib/toast.ts loads and mounts it with the first toast.

  // Until the settings are known it is unclear whether this person belongs on the onboarding
  // screen, so no page renders (or fetches) yet. Their arrival reaches React as a blocking update
  // (a query result); deferred, the first render of the shell and the page is interruptible
  // instead of one long task (docs/decisions.md, "Rendering").
  const settled = useDeferredValue(!onboarding.isPending);
  if (onboarding.isPending || !settled) return <LoadingState label="Laden…" className="min-h-screen" />;
  if (onboarding.target && onboarding.target !== location.pathname)
    return <Navigate to={onboarding.target} replace />;

  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Naar de inhoud
      </a>
      <Sidebar pathname={location.pathname} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 shrink-0 items-center justify-between border-b border-gray-200 bg-white px-4 sm:justify-end sm:px-6">
          {/* The sidebar (with the logo) is hidden on a phone: the name alone, no logo. */}
          <span className="truncate text-[15px] font-semibold tracking-tight text-gray-900 sm:hidden">
            {APP_NAME}
          </span>
          <UserMenu />
        </header>
        {/* On a phone the bottom navigation covers the last 56 px: room below the content. */}
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 sm:pb-6 lg:px-8"
        >
          <div className="mx-auto max-w-7xl min-w-0">
            {mayOpenPath(role, location.pathname) ? <Outlet /> : <NoAccessPage />}
          </div>
        </main>
      </div>
      <BottomNav pathname={location.pathname} />
    </div>
  );
}

/** Keeps `user-store` current (GET /api/auth/check-session); a 401 there triggers the refresh flow. */
function useRefreshUser() {
  const { data } = useQuery({
    queryKey: CHECK_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => authApi.checkSession(signal),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (data?.user) userStore.set(data.user);
  }, [data]);
}
