// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type AuthStoreModule = typeof import('../src/lib/auth-session');

/** A fresh copy of the auth-store module: what a second browser tab would run. */
const openTab = async (): Promise<AuthStoreModule> => {
  vi.resetModules();
  return import('../src/lib/auth-session');
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  // Plain-HTTP LAN address: no Web Locks API.
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  localStorage.setItem(
    'auth-store',
    JSON.stringify({
      access_token: 'A0',
      refresh_token: 'R0',
      expires_at: Date.now() + 30_000,
      token_type: 'Bearer',
      status: 'authenticated',
      auth_type: 'jwt',
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refresh across tabs without navigator.locks', () => {
  it('lets one tab refresh and the other adopt its tokens, so the server never sees a reused token', async () => {
    // The server of the app: a refresh token works once; a second use ends the whole login.
    const used = new Set<string>();
    let revoked = false;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { refresh_token } = JSON.parse(String(init.body)) as { refresh_token: string };
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (revoked || used.has(refresh_token)) {
        revoked = true;
        return json(401, { message: 'Je sessie is verlopen. Log opnieuw in.', code: 'unauthenticated' });
      }
      used.add(refresh_token);
      const next = `R${used.size}`;
      return json(200, {
        authorization: {
          access_token: `A${used.size}`,
          refresh_token: next,
          expires_in: 900,
          token_type: 'Bearer',
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);

    const first = await openTab();
    const second = await openTab();
    expect(first).not.toBe(second);

    const results = await Promise.all([first.refreshSession(), second.refreshSession()]);

    expect(results).toEqual(['ok', 'ok']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(revoked).toBe(false);
    expect(JSON.parse(localStorage.getItem('auth-store') ?? 'null')).toMatchObject({
      refresh_token: 'R1',
      status: 'authenticated',
    });
    expect(second.authStore.get()?.refresh_token).toBe('R1');
    expect(first.authStore.get()?.refresh_token).toBe('R1');
    expect(localStorage.getItem(first.REFRESH_LEASE_KEY)).toBeNull();
  });

  it('takes over a lease left behind by a tab that closed mid-refresh once it has expired', async () => {
    const tab = await openTab();
    localStorage.setItem(
      tab.REFRESH_LEASE_KEY,
      JSON.stringify({ owner: 'gesloten-tab', until: Date.now() - 1 }),
    );
    const work = vi.fn(async () => 'klaar');
    await expect(tab.withRefreshLease(work)).resolves.toBe('klaar');
    expect(work).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(tab.REFRESH_LEASE_KEY)).toBeNull();
  });
});
