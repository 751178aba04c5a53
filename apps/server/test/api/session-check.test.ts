import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../src/features/auth/tokens.ts';
import { createTestApp, TEST_USER, type TestApp } from '../support/test-app.ts';

/**
 * The per-request session check keeps the outcome of a token's signature check (plugins/auth.ts);
 * these tests pin what must still be refused at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const login = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: TEST_USER.email, password: TEST_USER.password },
  });
  return res.json().authorization as { access_token: string };
};
const checkSession = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/check-session',
    headers: { authorization: `Bearer ${token}` },
  });

describe('the session check on every request', () => {
  it('refuses a token at once after its login is revoked in the database, though it was just accepted', async () => {
    const { access_token } = await login();
    expect((await checkSession(access_token)).statusCode).toBe(200);
    expect((await checkSession(access_token)).statusCode).toBe(200);

    // As the README tells an administrator to do it: straight in the database.
    await t.ctx.db.updateTable('auth_sessions').set({ revoked_at: new Date().toISOString() }).execute();

    const refused = await checkSession(access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthenticated');
  });

  it('refuses an accepted token once it has expired', async () => {
    const { access_token } = await login();
    expect((await checkSession(access_token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect((await checkSession(access_token)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key and one whose signature was changed', async () => {
    const { access_token } = await login();
    expect((await checkSession(access_token)).statusCode).toBe(200);
    const [header, payload] = access_token.split('.');
    expect((await checkSession(`${header}.${payload}.${'A'.repeat(43)}`)).statusCode).toBe(401);

    const sessionId = (
      await t.ctx.db
        .selectFrom('auth_sessions')
        .select('id')
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    const foreign = await signAccessToken(
      { userId: 1, sessionId },
      new TextEncoder().encode('another-secret-another-secret-!!'),
    );
    expect((await checkSession(foreign)).statusCode).toBe(401);
  });
});
