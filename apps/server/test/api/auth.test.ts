import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH_MESSAGE } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthRepository } from '../../src/features/auth/auth.repository.ts';
import { hashToken } from '../../src/features/auth/tokens.ts';
import { readMailFiles, resetTokenFromMail } from '../support/mail.ts';
import { createTestApp, TEST_USER, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

const requestReset = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password.reset',
    payload: { email_address: email },
  });
  await t.ctx.mailer.idle();
  return res;
};

describe('login', () => {
  it('answers tokens, the user and the redirect target', async () => {
    const res = await login(TEST_USER.email.toUpperCase(), TEST_USER.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The owner lands on Vandaag; a driver on the agenda (team.test.ts).
    expect(body.redirect_to).toBe('/vandaag');
    expect(body.user).toMatchObject({
      username: TEST_USER.email,
      email: TEST_USER.email,
      given_name: 'Test',
    });
    expect(body.user.password_hash).toBeUndefined();
    expect(body.authorization).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { authorization: `Bearer ${body.authorization.access_token}` },
    });
    expect(check.json().user.email).toBe(TEST_USER.email);
  });

  it('gives the same Dutch 401 for a wrong password and an unknown account', async () => {
    const wrong = await login(TEST_USER.email, 'verkeerd-wachtwoord');
    const unknown = await login('niemand@example.nl', 'verkeerd-wachtwoord');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the input with the spec messages', async () => {
    const res = await login('', '123');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ['Voer je gebruikersnaam in.'],
      password: ['Het wachtwoord dient minimaal 6 karakters te hebben.'],
    });
  });
});

describe('protected routes', () => {
  it('refuse a request without or with a bad token, and never leak a stack', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/check-session', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.unauthenticated, code: 'unauthenticated' });
    }
    const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/does.not.exist' });
    expect(unknownRoute.statusCode).toBe(401);
  });

  it('accept the bearer scheme in any letter case', async () => {
    const token = (await t.authHeaders()).authorization?.replace(/^Bearer /, '') ?? '';
    expect(token).not.toBe('');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/check-session',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
  });

  it('refuse a percent-encoded path that the router decodes to a protected route', async () => {
    const attempts = [
      { method: 'GET', url: '/%61pi/settings.get' },
      { method: 'GET', url: '/ap%69/contacts.view' },
      { method: 'GET', url: '/%61%70%69/invoices.view' },
      { method: 'GET', url: '/api/%63ontacts.view' },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject(attempt);
      expect(res.statusCode, attempt.url).toBe(401);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/%61pi/contact.create',
      payload: { contact_type: 'individual', first_name: 'Inbreker', last_name: 'Test' },
    });
    expect(created.statusCode).toBe(401);
    const rows = await t.ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('first_name', '=', 'Inbreker')
      .execute();
    expect(rows).toEqual([]);
  });

  it('keep health, the OpenAPI document and the docs page public', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: t.ctx.dbKind,
    });
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.json().paths['/api/auth/login']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('health', () => {
  it('answers 503 with a Dutch message when the database cannot be reached', async () => {
    const broken = await createTestApp();
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await broken.ctx.db.destroy();
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'De database is niet bereikbaar.', code: 'service_unavailable' });
    } finally {
      await broken.close();
    }
  });
});

describe('refresh', () => {
  it('rotates: the old token stops working and its reuse ends the whole login', async () => {
    const first = (await login(TEST_USER.email, TEST_USER.password)).json().authorization;
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const rotated = second.json().authorization;
    expect(rotated.refresh_token).not.toBe(first.refresh_token);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.refreshFailed);

    // The reuse revoked the login: the newest refresh token and its access token are dead too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });
    expect(check.statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: 'x'.repeat(43) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the login: its refresh token and its access token are refused afterwards', async () => {
    const tokens = (await login(TEST_USER.email, TEST_USER.password)).json().authorization;
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.json()).toEqual({ ok: true });

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check-session', headers });
    expect(check.statusCode).toBe(401);
    // Other logins of the same user go on.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/check-session', headers: await t.authHeaders() }))
        .statusCode,
    ).toBe(200);
  });

  it('ends the login named by its refresh token when there is no valid access token', async () => {
    const tokens = (await login(TEST_USER.email, TEST_USER.password)).json().authorization;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer expired.or.forged' },
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-session', headers })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers 401 and ends nothing without a valid access token or a known refresh token', async () => {
    const tokens = (await login(TEST_USER.email, TEST_USER.password)).json().authorization;
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().message).toMatch(/[a-z]/);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-session', headers })).statusCode).toBe(
      200,
    );
  });
});

describe('password reset', () => {
  it('gives the same answer for known and unknown addresses and mails only the known one', async () => {
    const before = readMailFiles(t.dataDir).length;
    const unknown = await requestReset('onbekend@example.nl');
    expect(readMailFiles(t.dataDir).length).toBe(before);
    const known = await requestReset(TEST_USER.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.resetRequested);
    const mails = readMailFiles(t.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain('Subject: Herstel je wachtwoord');
    expect(resetTokenFromMail(mails.at(-1) ?? '')).toBeTruthy();
  });

  it('answers before touching the database: a failing token insert still gives the same answer', async () => {
    const broken = await createTestApp();
    try {
      await broken.authHeaders();
      // Without the table the token insert fails; done on the request path that would be a 500.
      await sql`drop table password_reset_tokens`.execute(broken.ctx.db);
      const logged = vi.spyOn(broken.app.log, 'error');
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/password.reset',
        payload: { email_address: TEST_USER.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
      await broken.ctx.mailer.idle();
      expect(logged).toHaveBeenCalledWith(expect.anything(), 'mail kon niet worden voorbereid');
      expect(readMailFiles(broken.dataDir)).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('verifies, updates once, ends other logins and lets the new password in', async () => {
    const other = (await login(TEST_USER.email, TEST_USER.password)).json().authorization;
    await requestReset(TEST_USER.email);
    const token = resetTokenFromMail(readMailFiles(t.dataDir).at(-1) ?? '') ?? '';

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/token.verify', payload: { token } })).json(),
    ).toEqual({ valid: true, purpose: 'reset', email_address: TEST_USER.email });
    const tooShort = await t.app.inject({
      method: 'POST',
      url: '/api/password.update',
      payload: { token, password: '12345' },
    });
    expect(tooShort.statusCode).toBe(422);
    // The field error names the password, so the reset page does not read it as a broken link.
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/password.update',
      payload: { token, password: 'a'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ password: [MAX_PASSWORD_LENGTH_MESSAGE] });

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/password.update',
      payload: { token, password: 'nieuw-geheim' },
    });
    expect(update.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged, email_address: TEST_USER.email });

    const used = await t.app.inject({ method: 'POST', url: '/api/token.verify', payload: { token } });
    expect(used.statusCode).toBe(410);
    expect(used.json().message).toBe(AUTH_MESSAGES.tokenGone);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/password.update',
      payload: { token, password: 'nog-een-keer' },
    });
    expect(again.statusCode).toBe(410);

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(check.statusCode).toBe(401);
    expect((await login(TEST_USER.email, TEST_USER.password)).statusCode).toBe(401);
    expect((await login(TEST_USER.email, 'nieuw-geheim')).statusCode).toBe(200);
  });

  it('voids older reset links of the same user when the password changes', async () => {
    await requestReset(TEST_USER.email);
    const older = resetTokenFromMail(readMailFiles(t.dataDir).at(-1) ?? '') ?? '';
    await requestReset(TEST_USER.email);
    const newer = resetTokenFromMail(readMailFiles(t.dataDir).at(-1) ?? '') ?? '';
    expect(older).not.toBe(newer);

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/password.update',
      payload: { token: newer, password: 'weer-nieuw-geheim' },
    });
    expect(update.statusCode).toBe(200);
    const verifyOlder = await t.app.inject({
      method: 'POST',
      url: '/api/token.verify',
      payload: { token: older },
    });
    expect(verifyOlder.statusCode).toBe(410);
    const useOlder = await t.app.inject({
      method: 'POST',
      url: '/api/password.update',
      payload: { token: older, password: 'via-oude-link' },
    });
    expect(useOlder.statusCode).toBe(410);
    expect((await login(TEST_USER.email, 'via-oude-link')).statusCode).toBe(401);
    expect((await login(TEST_USER.email, 'weer-nieuw-geheim')).statusCode).toBe(200);
  });

  it('answers 410 for unknown and expired tokens', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/token.verify',
      payload: { token: 'bestaat-niet' },
    });
    expect(unknown.statusCode).toBe(410);
    const user = await t.ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await createAuthRepository(t.ctx.db).insertResetToken(user.id, hashToken('verlopen-token'), -1);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/token.verify',
      payload: { token: 'verlopen-token' },
    });
    expect(expired.statusCode).toBe(410);
  });

  it('stores only a hash of the reset token, valid for 60 minutes', async () => {
    const before = Date.now();
    await requestReset(TEST_USER.email);
    const token = resetTokenFromMail(readMailFiles(t.dataDir).at(-1) ?? '') ?? '';
    const row = await t.ctx.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_hash).not.toContain(token);
    const lifetimeMinutes = (Date.parse(row.expires_at) - before) / 60_000;
    expect(lifetimeMinutes).toBeGreaterThan(59.9);
    expect(lifetimeMinutes).toBeLessThan(60.5);
  });
});

describe('stored secrets', () => {
  it('hashes passwords with argon2id', async () => {
    const user = await t.ctx.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('rate limits', () => {
  it('answers 429 in Dutch after too many wrong passwords from one address for one account', async () => {
    const limited = await createTestApp({ rateLimitDisabled: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'iemand@example.nl', password: 'verkeerd123' },
          remoteAddress: '127.0.0.5',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({
            message: AUTH_MESSAGES.tooManyRequests,
            code: 'too_many_requests',
          });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another address is not blocked for that account (see login-protection.test.ts).
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'iemand@example.nl', password: 'verkeerd123' },
        remoteAddress: '127.0.0.6',
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits login per IP also when the client forges X-Forwarded-For', async () => {
    const limited = await createTestApp({ rateLimitDisabled: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          // A different account each time, so only the per-IP limit can apply.
          payload: { username: `persoon${i}@example.nl`, password: 'verkeerd123' },
          headers: { 'x-forwarded-for': `10.0.${i}.1` },
          remoteAddress: '127.0.0.7',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits password reset per account', async () => {
    const limited = await createTestApp({ rateLimitDisabled: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/password.reset',
          payload: { email_address: 'iemand@example.nl' },
          remoteAddress: `127.0.1.${i + 1}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after too many requests from one IP', async () => {
    const limited = await createTestApp({ rateLimitDisabled: false });
    try {
      let last = 0;
      for (let i = 0; i < 31; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/password.reset',
          payload: { email_address: `persoon${i}@example.nl` },
          remoteAddress: '127.0.0.9',
        });
        last = res.statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
