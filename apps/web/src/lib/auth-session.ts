import type { Authorization, LoginResponse, User } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { TOKEN_REFRESH_MARGIN_S } from './constants';
import { createLocalStore } from './local-store';

/**
 * The signed-in session, persisted in localStorage under `auth-store` (and the user under
 * `user-store`). `expires_at` is the access token's expiry as epoch milliseconds.
 */
export type AuthStatus = 'authenticated' | 'unauthenticated';
export type AuthSession = {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  token_type: 'Bearer';
  status: AuthStatus;
  auth_type: 'jwt';
};

export const AUTH_STORE_KEY = 'auth-store';
export const USER_STORE_KEY = 'user-store';

function parseSession(raw: unknown): AuthSession | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.access_token !== 'string' || typeof r.refresh_token !== 'string') return null;
  if (typeof r.expires_at !== 'number' || !Number.isFinite(r.expires_at)) return null;
  return {
    access_token: r.access_token,
    refresh_token: r.refresh_token,
    expires_at: r.expires_at,
    token_type: 'Bearer',
    status: r.status === 'authenticated' ? 'authenticated' : 'unauthenticated',
    auth_type: 'jwt',
  };
}

/** The stored user (contracts' userSchema, checked by hand: no zod in the first download). */
function parseUser(raw: unknown): User | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, given_name, family_name, username, email, role } = raw as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  if (typeof given_name !== 'string' || typeof family_name !== 'string') return null;
  if (typeof username !== 'string' || typeof email !== 'string') return null;
  // A user stored before roles existed shows as a driver until check-session answers: the
  // server decides anyway, and the navigation never offers more than the role allows.
  const knownRole = role === 'owner' || role === 'office' || role === 'driver' ? role : 'driver';
  return { id, given_name, family_name, username, email, role: knownRole };
}

export const authStore = createLocalStore<AuthSession>(AUTH_STORE_KEY, parseSession);
export const userStore = createLocalStore<User>(USER_STORE_KEY, parseUser);

export function sessionFromAuthorization(authorization: Authorization, now = Date.now()): AuthSession {
  return {
    access_token: authorization.access_token,
    refresh_token: authorization.refresh_token,
    expires_at: now + authorization.expires_in * 1000,
    token_type: 'Bearer',
    status: 'authenticated',
    auth_type: 'jwt',
  };
}

/** Authenticated and the access token has not expired yet. */
export function isSessionActive(session: AuthSession | null, now = Date.now()): session is AuthSession {
  return session !== null && session.status === 'authenticated' && session.expires_at > now;
}

/** Within the margin already: wait at most this long, so a short-lived token never loops hot. */
const WITHIN_MARGIN_MAX_DELAY_MS = 5_000;

/**
 * Milliseconds until the token should be refreshed: `TOKEN_REFRESH_MARGIN_S` before expiry. A token
 * that is already within the margin is refreshed after half its remaining life, at most 5 s (so a
 * short-lived token never causes a tight refresh loop). 0 when expired.
 */
export function refreshDelayMs(session: AuthSession, now = Date.now()): number {
  const remaining = session.expires_at - now;
  if (remaining <= 0) return 0;
  const untilMargin = remaining - TOKEN_REFRESH_MARGIN_S * 1000;
  return untilMargin > 0 ? untilMargin : Math.min(remaining / 2, WITHIN_MARGIN_MAX_DELAY_MS);
}

export function getAccessToken(): string | null {
  const session = authStore.get();
  return session?.status === 'authenticated' ? session.access_token : null;
}

export function signIn(response: Pick<LoginResponse, 'authorization' | 'user'>): void {
  userStore.set(response.user);
  authStore.set(sessionFromAuthorization(response.authorization));
}

/** Clears the session and the user; the auth guard then sends the person to /login. */
export function signOut(): void {
  authStore.set(null);
  userStore.set(null);
}

export type RefreshResult = 'ok' | 'rejected' | 'failed';

let inFlight: Promise<RefreshResult> | null = null;

export const REFRESH_LEASE_KEY = 'auth-store-refresh-lease';
/** Longer than any sane refresh; a lease left by a closed tab frees itself after this. */
const LEASE_TTL_MS = 10_000;
/** Time for a rival tab's write to show before checking that the lease is still ours. */
const LEASE_SETTLE_MS = 50;
const LEASE_POLL_MS = 100;
// Not crypto.randomUUID: that exists only in secure contexts, and this fallback is for plain HTTP.
const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type Lease = { owner: string; until: number };

function readLease(): Lease | null {
  try {
    const lease = JSON.parse(localStorage.getItem(REFRESH_LEASE_KEY) ?? 'null') as Partial<Lease> | null;
    return typeof lease?.owner === 'string' && typeof lease.until === 'number'
      ? { owner: lease.owner, until: lease.until }
      : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Cross-tab mutual exclusion when the Web Locks API is missing (it exists only in secure contexts,
 * so not on a plain-HTTP LAN address). Two tabs refreshing with the same token would look like
 * token theft to the server, which then ends the login for both. A lease in localStorage with a
 * short TTL: write it, wait a moment, and go ahead only if it is still ours (the last writer wins).
 * Best effort, as localStorage has no compare-and-set; without localStorage the work just runs.
 */
export async function withRefreshLease<T>(work: () => Promise<T>): Promise<T> {
  try {
    for (;;) {
      const lease = readLease();
      if (!lease || lease.owner === tabId || lease.until <= Date.now()) {
        localStorage.setItem(
          REFRESH_LEASE_KEY,
          JSON.stringify({ owner: tabId, until: Date.now() + LEASE_TTL_MS }),
        );
        await sleep(LEASE_SETTLE_MS);
        if (readLease()?.owner === tabId) break;
      }
      await sleep(LEASE_POLL_MS);
    }
  } catch {
    return work();
  }
  try {
    return await work();
  } finally {
    try {
      if (readLease()?.owner === tabId) localStorage.removeItem(REFRESH_LEASE_KEY);
    } catch {
      // The lease expires by itself.
    }
  }
}

/**
 * Exchanges the refresh token for a new access token. Single-flight within the tab, and serialised
 * across tabs with the Web Locks API (or a localStorage lease where that API is missing): a tab that
 * waited first checks whether another tab already refreshed. 'rejected' (the server said no) signs
 * out; 'failed' (network) keeps the session.
 */
export function refreshSession(): Promise<RefreshResult> {
  if (inFlight) return inFlight;
  const startingToken = authStore.get()?.refresh_token;
  const run = async (): Promise<RefreshResult> => {
    authStore.reload();
    const session = authStore.get();
    if (!session) return 'rejected';
    if (session.refresh_token !== startingToken && refreshDelayMs(session) > 0) return 'ok';
    let response: Response;
    try {
      response = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
    } catch {
      return 'failed';
    }
    if (response.status >= 500) return 'failed';
    const body: unknown = response.ok ? await response.json().catch(() => null) : null;
    const authorization = (body as { authorization?: Authorization } | null)?.authorization;
    if (!response.ok || !authorization?.access_token) {
      signOut();
      return 'rejected';
    }
    authStore.set(sessionFromAuthorization(authorization));
    return 'ok';
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const promise = (async () =>
    locks ? await locks.request('auth-store-refresh', run) : await withRefreshLease(run))();
  const tracked = promise.finally(() => {
    inFlight = null;
  });
  inFlight = tracked;
  return tracked;
}

/**
 * Keeps the session fresh: refreshes `TOKEN_REFRESH_MARGIN_S` before expiry (immediately on start
 * when already due) and reschedules whenever the session changes, also from another tab.
 */
export function startSessionKeeper(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const session = authStore.get();
    if (session?.status !== 'authenticated') return;
    const delay = Math.min(refreshDelayMs(session), 2 ** 31 - 1);
    timer = setTimeout(() => {
      void refreshSession().then((result) => {
        if (result === 'failed') timer = setTimeout(schedule, 15_000);
      });
    }, delay);
  };
  const unsubscribe = authStore.subscribe(schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

export function useAuthSession(): AuthSession | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get);
}

export function useCurrentUser(): User | null {
  return useSyncExternalStore(userStore.subscribe, userStore.get);
}
