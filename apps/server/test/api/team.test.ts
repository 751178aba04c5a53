import { AUTH_MESSAGES, TEAM_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../../src/features/team/route-access.ts';
import { resetTokenFromMail } from '../support/mail.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authHeaders();
});
afterAll(() => t.close());

const inject = (method: string, url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const outboxBodies = async (to: string) =>
  (
    await t.ctx.db
      .selectFrom('outbox_mails')
      .select('body_text')
      .where('to_address', '=', to)
      .orderBy('id')
      .execute()
  ).map((r) => r.body_text);

let emailSeq = 0;
/** Invites a colleague with `role`, accepts the mail's link with a password and signs in. */
const colleague = async (role: 'owner' | 'office' | 'driver') => {
  const email = `collega${++emailSeq}-${role}@example.nl`;
  const invited = await inject('POST', '/api/user.invite', owner, {
    email_address: email,
    given_name: 'Sam',
    family_name: role,
    role,
  });
  expect(invited.statusCode).toBe(200);
  const [body] = await outboxBodies(email);
  const token = resetTokenFromMail(body ?? '');
  expect(token).toBeTruthy();
  const set = await inject('POST', '/api/password.update', undefined, { token, password: 'wachtwoord1' });
  expect(set.statusCode).toBe(200);
  expect(set.json()).toEqual({ message: AUTH_MESSAGES.passwordChosen, email_address: email });
  const login = await inject('POST', '/api/auth/login', undefined, {
    username: email,
    password: 'wachtwoord1',
  });
  expect(login.statusCode).toBe(200);
  return {
    id: invited.json().entry.model.id as number,
    email,
    headers: { authorization: `Bearer ${login.json().authorization.access_token}` },
    login: login.json(),
  };
};

describe('the role table', () => {
  let operations: string[];
  beforeAll(async () => {
    const doc = (await inject('GET', '/api/openapi.json')).json() as { paths: Record<string, object> };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });

  it('has a line for every operation of the OpenAPI document, and none for an operation that is gone', () => {
    expect(operations.filter((op) => !(op in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((op) => !operations.includes(op))).toEqual([]);
  });

  it('is what the server enforces for a driver and for Kantoor on every operation', async () => {
    const driver = await colleague('driver');
    const office = await colleague('office');
    const mismatches: string[] = [];
    for (const op of operations) {
      const access = ROUTE_ACCESS[op];
      if (access === 'public') continue;
      const [method = 'GET', path = ''] = op.split(' ');
      const url = path.replace(/\{[^}]+\}/g, '999999');
      for (const [role, headers] of [
        ['driver', driver.headers],
        ['office', office.headers],
      ] as const) {
        const res = await inject(
          method,
          url,
          headers,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        const allowed = access === 'driver' || (access === 'office' && role === 'office');
        if ((res.statusCode === 403) === allowed) mismatches.push(`${role} ${op}: ${res.statusCode}`);
        if (res.statusCode === 403)
          expect(res.json()).toMatchObject({ code: 'forbidden', message: TEAM_MESSAGES.forbidden });
        expect(res.statusCode, `${role} ${op}`).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('colleagues', () => {
  it('existing users are owners; an invited driver signs in and sees only the day’s work', async () => {
    const me = await inject('GET', '/api/auth/check-session', owner);
    expect(me.json().user.role).toBe('owner');

    const driver = await colleague('driver');
    expect(driver.login.user.role).toBe('driver');
    // A driver lands on the agenda after signing in, Kantoor (like the owner) on Vandaag.
    expect(driver.login.redirect_to).toBe('/schedule');
    expect((await colleague('office')).login.redirect_to).toBe('/vandaag');
    expect(
      (await inject('GET', '/api/jobs.view?from=2026-11-23&until=2026-11-29', driver.headers)).statusCode,
    ).toBe(200);
    const refused = await inject('GET', '/api/contacts.view', driver.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.forbidden);
    const before = await t.ctx.db.selectFrom('contacts').select('id').execute();
    const created = await inject('POST', '/api/contact.create', driver.headers, {
      type: 'individual',
      given_name: 'Niet',
      family_name: 'Toegestaan',
    });
    expect(created.statusCode).toBe(403);
    expect(await t.ctx.db.selectFrom('contacts').select('id').execute()).toEqual(before);

    const list = (await inject('GET', '/api/users.view', owner)).json().results as {
      email: string;
      status: string;
      role: string;
      last_sign_in_at: string | null;
    }[];
    const row = list.find((u) => u.email === driver.email);
    expect(row).toMatchObject({ role: 'driver', status: 'active' });
    expect(row?.last_sign_in_at).toBeTruthy();
  });

  it('refuses an existing address, an unknown role and a bad e-mail, writing nothing', async () => {
    const before = (await inject('GET', '/api/users.view', owner)).json().results.length;
    const taken = await inject('POST', '/api/user.invite', owner, {
      email_address: 'TESTER@example.nl',
      given_name: 'A',
      family_name: 'B',
      role: 'office',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TEAM_MESSAGES.emailTaken('tester@example.nl'));
    const role = await inject('POST', '/api/user.invite', owner, {
      email_address: 'nieuw@example.nl',
      given_name: 'A',
      family_name: 'B',
      role: 'admin',
    });
    expect(role.statusCode).toBe(422);
    expect(JSON.stringify(role.json())).toContain(TEAM_MESSAGES.role);
    const email = await inject('POST', '/api/user.invite', owner, {
      email_address: 'geen-adres',
      given_name: 'A',
      family_name: 'B',
      role: 'office',
    });
    expect(email.statusCode).toBe(422);
    expect((await inject('GET', '/api/users.view', owner)).json().results.length).toBe(before);
  });

  it('the invitation names a company ending in a dot without a second one', async () => {
    const set = await inject('POST', '/api/settings.set', owner, {
      identity_company_name: 'Springplezier Verhuur B.V.',
    });
    expect(set.statusCode, set.body).toBe(200);
    const email = 'punt@example.nl';
    const invited = await inject('POST', '/api/user.invite', owner, {
      email_address: email,
      given_name: 'Punt',
      family_name: 'Komma',
      role: 'office',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [body] = await outboxBodies(email);
    expect(body).toContain('in de backoffice van Springplezier Verhuur B.V.\n');
    expect(body).not.toContain('B.V..');
  });

  it('an invited colleague is "Uitgenodigd"; a new invitation voids the older link, which also expires', async () => {
    const email = 'laat@example.nl';
    const invited = await inject('POST', '/api/user.invite', owner, {
      email_address: email,
      given_name: 'Laat',
      family_name: 'Komer',
      role: 'office',
    });
    const id = invited.json().entry.model.id as number;
    expect(invited.json().entry.model.status).toBe('invited');
    // No password yet: signing in with anything fails.
    expect(
      (await inject('POST', '/api/auth/login', undefined, { username: email, password: '!invited' }))
        .statusCode,
    ).toBe(401);
    const again = await inject('POST', `/api/user.reinvite/${id}`, owner);
    expect(again.statusCode).toBe(200);
    const [first, second] = (await outboxBodies(email)).map((b) => resetTokenFromMail(b));
    expect((await inject('POST', '/api/token.verify', undefined, { token: first })).statusCode).toBe(410);
    const verified = await inject('POST', '/api/token.verify', undefined, { token: second });
    expect(verified.statusCode).toBe(200);
    // The page says "Kies je wachtwoord" (not the reset's wording) and knows the address.
    expect(verified.json()).toEqual({ valid: true, purpose: 'invite', email_address: email });
    await t.ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', id)
      .execute();
    const expired = await inject('POST', '/api/password.update', undefined, {
      token: second,
      password: 'wachtwoord1',
    });
    expect(expired.statusCode).toBe(410);
  });

  it('deactivating ends every live session at once; the person cannot sign in or reset; reactivating restores', async () => {
    const office = await colleague('office');
    expect((await inject('GET', '/api/contacts.view', office.headers)).statusCode).toBe(200);
    const off = await inject('PATCH', `/api/user.update/${office.id}`, owner, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().entry.model.status).toBe('deactivated');
    expect((await inject('GET', '/api/contacts.view', office.headers)).statusCode).toBe(401);
    const refresh = await inject('POST', '/api/auth/refresh', undefined, {
      refresh_token: office.login.authorization.refresh_token,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await inject('POST', '/api/auth/login', undefined, {
      username: office.email,
      password: 'wachtwoord1',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(TEAM_MESSAGES.deactivated);
    const tokensBefore = await t.ctx.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    await inject('POST', '/api/password.reset', undefined, { email_address: office.email });
    await new Promise((r) => setTimeout(r, 200));
    const tokensAfter = await t.ctx.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(tokensAfter.length).toBe(tokensBefore.length);

    expect((await inject('PATCH', `/api/user.update/${office.id}`, owner, { active: true })).statusCode).toBe(
      200,
    );
    const back = await inject('POST', '/api/auth/login', undefined, {
      username: office.email,
      password: 'wachtwoord1',
    });
    expect(back.statusCode).toBe(200);
  });

  it('a role change counts on the next request', async () => {
    const person = await colleague('office');
    expect((await inject('GET', '/api/invoices.view', person.headers)).statusCode).toBe(200);
    await inject('PATCH', `/api/user.update/${person.id}`, owner, { role: 'driver' });
    expect((await inject('GET', '/api/invoices.view', person.headers)).statusCode).toBe(403);
  });

  it('Kantoor changes transport fees but not company details or numbering', async () => {
    const office = await colleague('office');
    expect(
      (await inject('POST', '/api/settings.set', office.headers, { free_kilometers: 7 })).statusCode,
    ).toBe(200);
    const name = await inject('POST', '/api/settings.set', office.headers, {
      identity_company_name: 'Overgenomen BV',
      free_kilometers: 9,
    });
    expect(name.statusCode).toBe(403);
    const settings = (await inject('GET', '/api/settings.get', owner)).json();
    expect(settings.identity_company_name).not.toBe('Overgenomen BV');
    expect(settings.free_kilometers).toBe(7);
    expect(
      (await inject('POST', '/api/settings.set', office.headers, { numbering_invoice_template: 'X{id}' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the last owner', () => {
  it('cannot be demoted or deactivated, nor deactivate themself; with a second owner one may step down', async () => {
    const me = (await inject('GET', '/api/auth/check-session', owner)).json().user.id as number;
    const demote = await inject('PATCH', `/api/user.update/${me}`, owner, { role: 'office' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(TEAM_MESSAGES.lastOwner);
    const self = await inject('PATCH', `/api/user.update/${me}`, owner, { active: false });
    expect(self.statusCode).toBe(409);

    const second = await colleague('owner');
    // Two owners demoting each other at the same moment: at most one succeeds, one owner stays.
    const [a, b] = await Promise.all([
      inject('PATCH', `/api/user.update/${second.id}`, owner, { role: 'office' }),
      inject('PATCH', `/api/user.update/${me}`, second.headers, { role: 'office' }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    const owners = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'owner')
      .where('deactivated_at', 'is', null)
      .execute();
    expect(owners.length).toBeGreaterThanOrEqual(1);
  });
});
