/**
 * Two-step sign-in with TOTP. Codes are made with otpauth at chosen instants and
 * the server's verifier reads the same fixed clock (totpClock), so steps and windows are exact.
 */
import { AUTH_MESSAGES, TWO_STEP_MESSAGES } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_PROTECTION, loginClock } from '../../src/features/auth/login-protection.ts';
import { totpClock } from '../../src/features/two-step/totp.ts';
import { createUser } from '../../src/features/users/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'geheim123';
/** 2026-03-02T10:00:00Z, the start of a 30 s step. */
const T0 = Date.UTC(2026, 2, 2, 10, 0, 0);
let now = T0;

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.spyOn(totpClock, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

type Person = { id: number; email: string; headers: Record<string, string> };

const post = (
  app: TestApp,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
  address?: string,
) =>
  app.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
    ...(address ? { remoteAddress: address } : {}),
  });

const login = (app: TestApp, email: string, address?: string) =>
  post(app, '/api/auth/login', { username: email, password: PASSWORD }, undefined, address);

let seq = 0;
const person = async (app: TestApp, role: 'owner' | 'office' | 'driver' = 'owner'): Promise<Person> => {
  const email = `persoon${++seq}-${role}@example.nl`;
  const user = await createUser({
    db: app.ctx.db,
    input: {
      email,
      password: PASSWORD,
      given_name: 'P',
      family_name: role,
    },
  });
  await app.ctx.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
  const res = await login(app, email);
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: user.id,
    email,
    headers: { authorization: `Bearer ${res.json().authorization.access_token}` },
  };
};

/** Sets two-step up at the clock's instant; answers the secret and the recovery codes. */
const enableTwoStep = async (app: TestApp, p: Person) => {
  const setup = await post(app, '/api/two_step.setup', undefined, p.headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().entry.secret as string;
  const confirm = await post(app, '/api/two_step.confirm', { code: codeAt(secret, now) }, p.headers);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json().entry.recovery_codes as string[] };
};

const twoStepRow = (app: TestApp, userId: number) =>
  app.ctx.db.selectFrom('user_two_step').selectAll().where('user_id', '=', userId).executeTakeFirst();
const sessionCount = async (app: TestApp, userId: number) =>
  (await app.ctx.db.selectFrom('auth_sessions').select('id').where('user_id', '=', userId).execute()).length;

const challengeOf = async (app: TestApp, email: string, address?: string) => {
  const res = await login(app, email, address);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().second_step_required).toBe(true);
  return res.json().challenge as string;
};

describe('two-step setup', () => {
  it('shows a QR code and key, turns on only with a right code, and answers ten recovery codes once', async () => {
    now = T0;
    const p = await person(t, 'driver');
    const setup = await post(t, '/api/two_step.setup', undefined, p.headers);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauth_uri, qr_code } = setup.json().entry;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Springplezier%20Backoffice:persoon/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // The secret is stored encrypted, never as the text.
    const pending = await twoStepRow(t, p.id);
    expect(pending?.enabled_at).toBeNull();
    expect(pending?.secret_box).not.toContain(secret);

    const wrong = await post(t, '/api/two_step.confirm', { code: '000000' }, p.headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(TWO_STEP_MESSAGES.codeInvalid);
    expect(await twoStepRow(t, p.id)).toEqual(pending);

    const confirm = await post(t, '/api/two_step.confirm', { code: codeAt(secret, now) }, p.headers);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json().entry.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.ctx.db
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', p.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);

    const view = await t.app.inject({ method: 'GET', url: '/api/two_step.view', headers: p.headers });
    expect(view.json().entry).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // On is on: a second setup is refused and changes nothing.
    const again = await post(t, '/api/two_step.setup', undefined, p.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_STEP_MESSAGES.alreadyEnabled);
  });
});

describe('sign-in with two-step', () => {
  it('leaves the sign-in of a person without two-step as it was', async () => {
    const p = await person(t);
    const res = await login(t, p.email);
    expect(Object.keys(res.json()).sort()).toEqual(['authorization', 'redirect_to', 'user']);
  });

  it('asks for the code after the password, and the code gives the session', async () => {
    now = T0;
    const p = await person(t);
    const { secret } = await enableTwoStep(t, p);
    const sessionsBefore = await sessionCount(t, p.id);
    const first = await login(t, p.email);
    expect(first.json()).not.toHaveProperty('authorization');
    const challenge = first.json().challenge as string;
    expect(await sessionCount(t, p.id)).toBe(sessionsBefore);
    // The challenge is no session.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { authorization: `Bearer ${challenge}` },
    });
    expect(asBearer.statusCode).toBe(401);

    now = T0 + 30_000;
    const second = await post(t, '/api/auth/login.second_step', { challenge, code: codeAt(secret, now) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user.email).toBe(p.email);
    expect(second.json().redirect_to).toBe('/vandaag');
    expect(await sessionCount(t, p.id)).toBe(sessionsBefore + 1);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: { authorization: `Bearer ${second.json().authorization.access_token}` },
    });
    expect(check.statusCode).toBe(200);
  });

  it('refuses a wrong, a replayed and an out-of-time code with a Dutch 401 and writes nothing', async () => {
    now = T0;
    const p = await person(t);
    const { secret } = await enableTwoStep(t, p);
    const challenge = await challengeOf(t, p.email);
    const sessions = await sessionCount(t, p.id);
    const row = await twoStepRow(t, p.id);

    now = T0 + 60_000;
    const wrong = await post(t, '/api/auth/login.second_step', {
      challenge,
      code: '123456' === codeAt(secret, now) ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_STEP_MESSAGES.codeInvalid);

    // The code of the setup (step T0), still inside the ±1 step window at T0 + 30 s, was used.
    now = T0 + 30_000;
    const replayed = await post(t, '/api/auth/login.second_step', { challenge, code: codeAt(secret, T0) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(TWO_STEP_MESSAGES.codeReplayed);

    // A code of two minutes ago is out of the window.
    now = T0 + 180_000;
    const late = await post(t, '/api/auth/login.second_step', {
      challenge,
      code: codeAt(secret, T0 + 60_000),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_STEP_MESSAGES.codeInvalid);

    expect(await sessionCount(t, p.id)).toBe(sessions);
    expect(await twoStepRow(t, p.id)).toEqual(row);

    // A right code is accepted once; the same code again (within its window) is refused.
    const good = codeAt(secret, now);
    expect((await post(t, '/api/auth/login.second_step', { challenge, code: good })).statusCode).toBe(200);
    const again = await post(t, '/api/auth/login.second_step', {
      challenge: await challengeOf(t, p.email),
      code: good,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TWO_STEP_MESSAGES.codeReplayed);
    expect(await sessionCount(t, p.id)).toBe(sessions + 1);
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    now = T0;
    const p = await person(t);
    const { recoveryCodes } = await enableTwoStep(t, p);
    const code = recoveryCodes[3] ?? '';
    const typed = code.toUpperCase().replace('-', ' ');
    const first = await post(t, '/api/auth/login.second_step', {
      challenge: await challengeOf(t, p.email),
      recovery_code: typed,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(t, '/api/auth/login.second_step', {
      challenge: await challengeOf(t, p.email),
      recovery_code: code,
    });
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(TWO_STEP_MESSAGES.recoveryCodeInvalid);
    const view = await t.app.inject({ method: 'GET', url: '/api/two_step.view', headers: p.headers });
    expect(view.json().entry.recovery_codes_left).toBe(9);
  });

  it('refuses a forged or foreign challenge', async () => {
    const p = await person(t);
    const res = await post(t, '/api/auth/login.second_step', {
      challenge: p.headers.authorization?.slice('Bearer '.length) ?? '',
      code: '123456',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(TWO_STEP_MESSAGES.challengeGone);
  });
});

describe('turning off and resetting', () => {
  it('turns off with a current code or the password; a wrong proof changes nothing', async () => {
    now = T0;
    const p = await person(t, 'office');
    const { secret } = await enableTwoStep(t, p);
    const row = await twoStepRow(t, p.id);
    const wrong = await post(t, '/api/two_step.disable', { password: 'fout-wachtwoord' }, p.headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(TWO_STEP_MESSAGES.passwordInvalid);
    const replay = await post(t, '/api/two_step.disable', { code: codeAt(secret, T0) }, p.headers);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(TWO_STEP_MESSAGES.codeReplayed);
    expect(await twoStepRow(t, p.id)).toEqual(row);

    now = T0 + 30_000;
    const off = await post(t, '/api/two_step.disable', { code: codeAt(secret, now) }, p.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(await twoStepRow(t, p.id)).toBeUndefined();
    expect(Object.keys((await login(t, p.email)).json())).toContain('authorization');
  });

  it("lets an owner reset a colleague's second step, ending the colleague's logins", async () => {
    now = T0;
    const owner = await person(t, 'owner');
    const driver = await person(t, 'driver');
    await enableTwoStep(t, driver);
    const reset = await post(t, `/api/user.two_step_reset/${driver.id}`, undefined, owner.headers);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await twoStepRow(t, driver.id)).toBeUndefined();
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: driver.headers,
    });
    expect(old.statusCode).toBe(401);
    expect(Object.keys((await login(t, driver.email)).json())).toContain('authorization');

    const list = await t.app.inject({ method: 'GET', url: '/api/users.view', headers: owner.headers });
    expect(list.json().results.find((u: { id: number }) => u.id === driver.id).two_step_enabled).toBe(false);

    // The history says who turned it on and who reset it.
    const history = await t.ctx.db
      .selectFrom('audit_events')
      .select(['action', 'actor_user_id'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(driver.id))
      .orderBy('id')
      .execute();
    expect(history.filter((row) => row.action.startsWith('two_step_'))).toEqual([
      { action: 'two_step_enabled', actor_user_id: driver.id },
      { action: 'two_step_reset', actor_user_id: owner.id },
    ]);
  });

  it('refuses the reset to anyone but an owner, and changes nothing', async () => {
    now = T0;
    const office = await person(t, 'office');
    const driver = await person(t, 'driver');
    await enableTwoStep(t, driver);
    const row = await twoStepRow(t, driver.id);
    for (const who of [office, driver]) {
      const res = await post(t, `/api/user.two_step_reset/${driver.id}`, undefined, who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/[a-z]/);
    }
    expect(await twoStepRow(t, driver.id)).toEqual(row);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-session',
      headers: driver.headers,
    });
    expect(check.statusCode).toBe(200);
  });
});

describe('sign-in protection on the code step', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitDisabled: false });
  });
  afterAll(() => limited.close());

  it('counts wrong codes like wrong passwords; a right password does not clear them', async () => {
    vi.spyOn(loginClock, 'sleep').mockResolvedValue(undefined);
    now = T0;
    const p = await person(limited);
    const { secret } = await enableTwoStep(limited, p);
    const address = '127.0.40.1';
    const wrongCode = codeAt(secret, now + 10 * 60_000);
    for (let i = 0; i < LOGIN_PROTECTION.failuresPerAccountAndAddress; i++) {
      // A fresh password step between the tries does not reset the count.
      const challenge = await challengeOf(limited, p.email, address);
      const res = await post(
        limited,
        '/api/auth/login.second_step',
        { challenge, code: wrongCode },
        undefined,
        address,
      );
      expect(res.statusCode).toBe(401);
    }
    // The eleventh wrong code is the one too many: that pair now waits, password step included.
    const eleventh = await post(
      limited,
      '/api/auth/login.second_step',
      { challenge: await challengeOf(limited, p.email, address), code: wrongCode },
      undefined,
      address,
    );
    expect(eleventh.statusCode).toBe(429);
    const blocked = await login(limited, p.email, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    // From another address the person still signs in with password and code.
    now = T0 + 30_000;
    const challenge = await challengeOf(limited, p.email, '127.0.40.2');
    const ok = await post(
      limited,
      '/api/auth/login.second_step',
      { challenge, code: codeAt(secret, now) },
      undefined,
      '127.0.40.2',
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
