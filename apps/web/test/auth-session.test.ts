// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  authStore,
  isSessionActive,
  refreshDelayMs,
  sessionFromAuthorization,
  signIn,
  signOut,
  userStore,
} from '../src/lib/auth-session';

const auth = (expires_in: number) => ({
  access_token: 'A',
  refresh_token: 'R',
  expires_in,
  token_type: 'Bearer' as const,
});

beforeEach(() => {
  localStorage.clear();
  signOut();
});

describe('auth store', () => {
  it('computes expires_at from expires_in', () => {
    const session = sessionFromAuthorization(auth(3600), 1_000_000);
    expect(session).toEqual({
      access_token: 'A',
      refresh_token: 'R',
      expires_at: 1_000_000 + 3_600_000,
      token_type: 'Bearer',
      status: 'authenticated',
      auth_type: 'jwt',
    });
  });

  it('treats a session as active only before expiry', () => {
    const session = sessionFromAuthorization(auth(3600), 0);
    expect(isSessionActive(session, 3_599_999)).toBe(true);
    expect(isSessionActive(session, 3_600_000)).toBe(false);
    expect(isSessionActive(null, 0)).toBe(false);
    expect(isSessionActive({ ...session, status: 'unauthenticated' }, 0)).toBe(false);
  });

  it('schedules the refresh 60 s before expiry', () => {
    const session = sessionFromAuthorization(auth(3600), 0);
    expect(refreshDelayMs(session, 0)).toBe(3_540_000);
    expect(refreshDelayMs(session, 3_538_000)).toBe(2_000); // 62 s left: refresh in 2 s
    expect(refreshDelayMs(session, 3_540_000)).toBe(5_000); // within the margin: soon, never at once
    expect(refreshDelayMs(session, 3_600_000)).toBe(0);
    expect(refreshDelayMs(session, 4_000_000)).toBe(0);
  });

  it('never schedules an immediate loop for short-lived tokens', () => {
    const session = sessionFromAuthorization(auth(30), 0);
    expect(refreshDelayMs(session, 0)).toBe(5_000);
    expect(refreshDelayMs(session, 26_000)).toBe(2_000);
  });

  it('persists the session under auth-store and the user under user-store', () => {
    signIn({
      authorization: auth(3600),
      user: {
        id: 1,
        given_name: 'Demi',
        family_name: 'de Boer',
        username: 'demi@x.nl',
        email: 'demi@x.nl',
        role: 'owner',
      },
    });
    const stored = JSON.parse(localStorage.getItem('auth-store') ?? 'null');
    expect(stored).toMatchObject({
      access_token: 'A',
      refresh_token: 'R',
      status: 'authenticated',
      auth_type: 'jwt',
    });
    expect(typeof stored.expires_at).toBe('number');
    expect(JSON.parse(localStorage.getItem('user-store') ?? 'null')).toMatchObject({ given_name: 'Demi' });
    signOut();
    expect(localStorage.getItem('auth-store')).toBeNull();
    expect(localStorage.getItem('user-store')).toBeNull();
  });

  it('picks up a session written by another tab', () => {
    const session = sessionFromAuthorization(auth(3600));
    localStorage.setItem('auth-store', JSON.stringify(session));
    let notified = 0;
    const unsubscribe = authStore.subscribe(() => notified++);
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth-store' }));
    expect(authStore.get()).toEqual(session);
    expect(notified).toBe(1);
    unsubscribe();
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem('auth-store', '{not json');
    authStore.reload();
    expect(authStore.get()).toBeNull();
    localStorage.setItem('user-store', JSON.stringify({ id: 'x' }));
    userStore.reload();
    expect(userStore.get()).toBeNull();
  });
});
