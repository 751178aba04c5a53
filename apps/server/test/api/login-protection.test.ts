/**
 * Sign-in keeps its brute-force protection but cannot be used to lock someone out.
 * Wrong passwords are counted per account and address (that pair waits), per address (a daily
 * limit) and per account from everywhere (pauses, never a block); counters live in the database.
 */
import { AUTH_MESSAGES } from '@app/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import {
  createLoginProtection,
  LOGIN_PROTECTION,
  loginClock,
  pauseBeforeAttemptMs,
} from '../../src/features/auth/login-protection.ts';
import { createUser } from '../../src/features/users/index.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const OWNER = { email: 'eigenaar@example.nl', password: 'juist-wachtwoord' };

let t: TestApp;
let pauses: number[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitDisabled: false });
  await createUser({ db: t.ctx.db, input: { ...OWNER, given_name: 'Eva', family_name: 'Eigenaar' } });
});
afterAll(() => t.close());
beforeEach(() => {
  pauses = [];
  // The pause is asserted as asked for, not timed; tests do not wait for it.
  vi.spyOn(loginClock, 'sleep').mockImplementation(async (ms) => {
    pauses.push(ms);
  });
});
afterEach(() => vi.restoreAllMocks());

const login = (password: string, address: string, username = OWNER.email, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: address,
  });

describe('sign-in protection', () => {
  it('blocks a guessing address for that account only: the owner still signs in from elsewhere', async () => {
    for (let i = 0; i < LOGIN_PROTECTION.failuresPerAccountAndAddress; i++) {
      expect((await login('geraden-123', '127.0.10.1')).statusCode).toBe(401);
    }
    const blocked = await login('geraden-123', '127.0.10.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyRequests, code: 'too_many_requests' });
    // The guessing address gets no answer about the password any more, not even for the right one.
    expect((await login(OWNER.password, '127.0.10.1')).statusCode).toBe(429);
    // The owner, from an address without recent failures, signs in.
    const owner = await login(OWNER.password, '127.0.10.2');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(OWNER.email);
  });

  it('never blocks an account attacked from many addresses: it pauses each attempt, and the right password works', async () => {
    const account = 'verspreid@example.nl';
    await createUser({
      db: t.ctx.db,
      input: {
        email: account,
        password: OWNER.password,
        given_name: 'V',
        family_name: 'S',
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await login('geraden-123', `127.0.11.${i + 1}`, account)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Pauses start after 10 failures and grow: 250, 500, 1000, 2000 ms.
    expect(pauses).toEqual([250, 500, 1000, 2000]);
    const owner = await login(OWNER.password, '127.0.11.200', account);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(pauses.at(-1)).toBe(LOGIN_PROTECTION.maxPauseMs);
  });

  it('forgets an address’s failures for the account once the right password is given there', async () => {
    const account = 'tikfout@example.nl';
    await createUser({
      db: t.ctx.db,
      input: {
        email: account,
        password: OWNER.password,
        given_name: 'T',
        family_name: 'F',
      },
    });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_PROTECTION.failuresPerAccountAndAddress - 1; i++) {
        expect((await login('tikfout-123', '127.0.12.1', account)).statusCode).toBe(401);
      }
      expect((await login(OWNER.password, '127.0.12.1', account)).statusCode).toBe(200);
    }
  });

  it('keeps its counters in the database: a restarted or second server process still blocks', async () => {
    const account = 'herstart@example.nl';
    for (let i = 0; i < LOGIN_PROTECTION.failuresPerAccountAndAddress; i++) {
      expect((await login('geraden-123', '127.0.13.1', account)).statusCode).toBe(401);
    }
    const database = openDatabase(t.config.databaseKind, t.config.databaseUrl);
    const second = await buildApp({ config: t.config, database, logger: false });
    try {
      expect((await login('geraden-123', '127.0.13.1', account, second)).statusCode).toBe(429);
      expect((await login('geraden-123', '127.0.13.2', account, second)).statusCode).toBe(401);
    } finally {
      await second.close();
      await database.destroy();
    }
    const rows = await t.ctx.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', '%herstart%')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });

  it('limits wrong passwords per address to 100 a day, over any accounts', async () => {
    // The guard itself (the per-IP request limit of the route would stop a test at 30 first).
    const protection = createLoginProtection(t.ctx.db);
    const wrong = () => Promise.reject(new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials));
    const outcomes: string[] = [];
    for (let i = 0; i <= LOGIN_PROTECTION.failuresPerAddressPerDay; i++) {
      outcomes.push(
        await protection.guard(`persoon${i}@example.nl`, '127.0.14.1', wrong).then(
          () => 'ok',
          (error: AppError) => error.code,
        ),
      );
    }
    expect(outcomes.slice(0, 100).every((o) => o === 'invalid_credentials')).toBe(true);
    expect(outcomes[100]).toBe('too_many_requests');
    // Also a right password from that address now waits; from another address it goes through.
    const right = () => Promise.resolve('ingelogd');
    await expect(protection.guard('nieuw@example.nl', '127.0.14.1', right)).rejects.toMatchObject({
      code: 'too_many_requests',
      retryAfterSeconds: expect.any(Number),
    });
    await expect(protection.guard('nieuw@example.nl', '127.0.14.2', right)).resolves.toBe('ingelogd');
  });

  it('pauses grow from 250 ms to at most 2 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 50].map(pauseBeforeAttemptMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 2000, 2000,
    ]);
  });
});
