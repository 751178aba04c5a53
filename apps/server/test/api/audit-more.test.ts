import { AUDIT_FIELD_LABELS, bookingSettingsSchema, SETTINGS_KEYS, TEAM_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_AUDIT_SUMMARY } from '../../src/features/contacts/contacts-import-audit.ts';
import { insertContact } from '../../src/features/contacts/create-contact.ts';
import { MASKED_VALUE, settingsChangesOf } from '../../src/features/settings/settings-audit.ts';
import {
  createContactViaApi as createContactBase,
  multipartFile,
  reserveFor,
} from '../support/contacts-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { resetTokenFromMail } from '../support/mail.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Contacts, items, units, settings and colleagues leave one audit row per change,
 * with the person who made it and the fields that changed, written in the change's transaction.
 */
let t: TestApp;
let headers: Record<string, string>;
let testUserId: number;
const ACTOR = 'Test Gebruiker';

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
  const user = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'tester@example.nl')
    .executeTakeFirstOrThrow();
  testUserId = user.id;
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown, as: Record<string, string> = headers) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: as,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ok = async (method: string, url: string, payload?: unknown, as?: Record<string, string>) => {
  const res = await call(method, url, payload, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type AuditRow = {
  actor_user_id: number | null;
  actor_name: string;
  entity: string;
  entity_id: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  summary: string | null;
};

const auditOf = async (entity: string, entityId: string): Promise<AuditRow[]> =>
  (
    await t.ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    actor_user_id: row.actor_user_id,
    actor_name: row.actor_name,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: row.changes ? JSON.parse(row.changes) : null,
    summary: row.summary,
  }));

const countAudit = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const createContactViaApi = async (app: TestApp, input: Parameters<typeof createContactBase>[1]) =>
  (await createContactBase(app, input)) as Awaited<ReturnType<typeof createContactBase>> & {
    version: number;
  };

const byTester = { actor_user_id: expect.any(Number), actor_name: ACTOR };

describe('contacts', () => {
  it('records create, update with the changed fields, archive, restore and delete by the signed-in person', async () => {
    const contact = await createContactViaApi(t, {
      contact_type: 'individual',
      first_name: 'Anna',
      last_name: 'Audit',
      city: 'Utrecht',
    });
    let rows = await auditOf('contact', contact.uuid);
    expect(rows).toEqual([
      expect.objectContaining({ ...byTester, action: 'created', summary: 'Anna Audit', changes: null }),
    ]);
    expect(rows[0]?.actor_user_id).toBe(testUserId);

    const updated = await ok('PATCH', `/contact.update/${contact.id}`, {
      city: 'Houten',
      phone_number: '030 123 45 67',
      version: contact.version,
    });
    rows = await auditOf('contact', contact.uuid);
    expect(rows[1]).toMatchObject({
      ...byTester,
      action: 'updated',
      changes: {
        city: { from: 'Utrecht', to: 'Houten' },
        phone_number: { from: null, to: '030 123 45 67' },
      },
    });
    // Unchanged fields are not listed.
    expect(Object.keys(rows[1]?.changes ?? {}).sort()).toEqual(['city', 'phone_number']);

    // A save that changes nothing is no event.
    await ok('PATCH', `/contact.update/${contact.id}`, {
      city: 'Houten',
      version: updated.entry.model.version,
    });
    expect(await auditOf('contact', contact.uuid)).toHaveLength(2);

    // With a reservation the contact can only be archived.
    await reserveFor(t, contact.id);
    const archived = await ok('DELETE', `/contact.delete/${contact.id}`);
    expect(archived.archived).toBe(true);
    await ok('POST', `/contact.restore/${contact.uuid}`);
    rows = await auditOf('contact', contact.uuid);
    expect(rows.slice(2).map((r) => [r.action, r.actor_name])).toEqual([
      ['archived', ACTOR],
      ['restored', ACTOR],
    ]);

    const loose = await createContactViaApi(t, {
      contact_type: 'individual',
      first_name: 'Los',
      last_name: 'Zand',
    });
    const deleted = await ok('DELETE', `/contact.delete/${loose.id}`);
    expect(deleted.archived).toBe(false);
    // The history outlives the deleted contact.
    expect((await auditOf('contact', loose.uuid)).map((r) => r.action)).toEqual(['created', 'deleted']);
  });

  it('writes nothing for a refused update (stale version, bad postcode)', async () => {
    const contact = await createContactViaApi(t, {
      contact_type: 'individual',
      first_name: 'Oud',
      last_name: 'Versie',
    });
    await ok('PATCH', `/contact.update/${contact.id}`, { city: 'Ede', version: contact.version });
    const before = await countAudit();
    // The version the first save bumped is stale now.
    const stale = await call('PATCH', `/contact.update/${contact.id}`, {
      city: 'Epe',
      version: contact.version,
    });
    expect(stale.statusCode).toBe(409);
    const badPostcode = await call('PATCH', `/contact.update/${contact.id}`, {
      postal_code: '12',
      country: 'nl',
      version: contact.version + 1,
    });
    expect(badPostcode.statusCode).toBe(422);
    expect(await countAudit()).toBe(before);
  });

  it('rolls the audit row back with the change it describes', async () => {
    const before = await countAudit();
    const contactsBefore = await t.ctx.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // The contact and its audit row are written, then the transaction fails (as a failing order
    // that was to create its contact does).
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await insertContact(trx, {
          contact_type: 'individual',
          first_name: 'Nooit',
          last_name: 'Bewaard',
        } as Parameters<typeof insertContact>[1]);
        expect(await trx.selectFrom('audit_events').select('id').execute()).toHaveLength(before + 1);
        throw new Error('later step fails');
      }),
    ).rejects.toThrow('later step fails');
    expect(await countAudit()).toBe(before);
    const contactsAfter = await t.ctx.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(contactsAfter.n)).toBe(Number(contactsBefore.n));
  });

  it('records one row per contact an import creates or fills in', async () => {
    const existing = await createContactViaApi(t, {
      contact_type: 'individual',
      first_name: 'Merel',
      last_name: 'Import',
      email_address: 'merel.import@example.nl',
    });
    const csv = [
      'Voornaam;Achternaam;E-mailadres;Plaats',
      'Iris;Import;iris.import@example.nl;Zeist',
      'Merel;Import;merel.import@example.nl;Bunnik',
    ].join('\n');
    const body = multipartFile(Buffer.from(csv, 'utf8'));
    const merge = Buffer.from(
      `--${body.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="on_duplicate"\r\n\r\nmerge\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact.import',
      headers: { ...headers, ...body.headers },
      payload: Buffer.concat([merge, body.payload]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.added).toBe(1);
    expect(report.merged).toBe(1);
    const created = report.rows.find((r: { fate: string }) => r.fate === 'created').contact.uuid as string;
    expect(await auditOf('contact', created)).toEqual([
      expect.objectContaining({ ...byTester, action: 'created', summary: IMPORT_AUDIT_SUMMARY.created }),
    ]);
    const mergedRows = await auditOf('contact', existing.uuid);
    expect(mergedRows.at(-1)).toMatchObject({
      ...byTester,
      action: 'updated',
      summary: IMPORT_AUDIT_SUMMARY.merged,
      changes: { city: { from: null, to: 'Bunnik' } },
    });
  });
});

describe('items and units', () => {
  it('records item create, update with changed fields and delete', async () => {
    const item = await createItem(t, { name: 'Kasteel Audit', type: 'rentable', price: 15000 });
    const model = (await ok('GET', `/item.view/${item.id}`)).entry.model;
    await ok('PATCH', `/item.update/${item.id}`, { price: 17500, brand: 'Springco', version: model.version });
    await ok('DELETE', `/item.delete/${item.id}`);
    const rows = await auditOf('item', item.uuid);
    expect(rows.map((r) => r.action)).toEqual(['created', 'updated', 'deleted']);
    expect(rows.every((r) => r.actor_name === ACTOR && r.actor_user_id === testUserId)).toBe(true);
    expect(rows[1]?.changes).toEqual({
      brand: { from: null, to: 'Springco' },
      price_cents: { from: 15000, to: 17500 },
    });
    expect(rows[2]?.summary).toBe('Kasteel Audit');
  });

  it('writes no item row when the update is refused', async () => {
    const item = await createItem(t, { name: 'Kasteel Weigering', type: 'rentable' });
    const model = (await ok('GET', `/item.view/${item.id}`)).entry.model;
    await ok('PATCH', `/item.update/${item.id}`, { price: 200, version: model.version });
    const before = await countAudit();
    // The version the first save bumped is stale now.
    const stale = await call('PATCH', `/item.update/${item.id}`, { price: 100, version: model.version });
    expect(stale.statusCode).toBe(409);
    expect(await countAudit()).toBe(before);
  });

  it('records unit create, update, block, unblock and a log entry', async () => {
    const item = await createItem(t, { name: 'Glijbaan Audit', type: 'rentable' });
    const unit = await createUnit(t, { item_id: item.id, serial_number: 'GA-001' });
    await ok('PATCH', `/unit.update/${unit.id}`, { serial_number: 'GA-002', available: false });
    const blocked = await ok('POST', `/unit.block/${unit.id}`, {
      from: '2031-01-01',
      until: '2031-01-05',
      reason: 'Reparatie naad',
    });
    await ok('POST', `/unit.unblock/${blocked.entry.model.id}`);
    await ok('POST', '/unit_log.create', {
      unit_id: unit.id,
      kind: 'onderhoud',
      date: '2025-01-10',
      performed_by: 'Eigen monteur',
      findings: 'Naad hersteld',
      parts_replaced: null,
      attachments: [],
    });
    const rows = await auditOf('unit', unit.uuid);
    expect(rows.map((r) => r.action)).toEqual([
      'created',
      'updated',
      'blocked',
      'unblocked',
      'log_entry_added',
    ]);
    expect(rows.every((r) => r.actor_name === ACTOR)).toBe(true);
    expect(rows[0]?.summary).toBe('Glijbaan Audit GA-001');
    expect(rows[1]?.changes).toEqual({
      serial_number: { from: 'GA-001', to: 'GA-002' },
      available: { from: true, to: false },
    });
    expect(rows[2]).toMatchObject({
      summary: 'Reparatie naad',
      changes: {
        blocked_from: { from: null, to: '2031-01-01' },
        blocked_until: { from: null, to: '2031-01-05' },
      },
    });
  });
});

describe('settings', () => {
  it('lists the changed keys with from and to, not the unchanged ones', async () => {
    const current = await ok('GET', '/settings.get');
    await ok('POST', '/settings.set', {
      identity_company_name: 'Audit Verhuur B.V.',
      free_kilometers: current.free_kilometers + 5,
      identity_city: current.identity_city,
    });
    const rows = await auditOf('settings', 'settings');
    expect(rows.at(-1)).toMatchObject({
      ...byTester,
      action: 'updated',
      changes: {
        identity_company_name: { from: current.identity_company_name, to: 'Audit Verhuur B.V.' },
        free_kilometers: { from: current.free_kilometers, to: current.free_kilometers + 5 },
      },
    });
    expect(Object.keys(rows.at(-1)?.changes ?? {}).sort()).toEqual([
      'free_kilometers',
      'identity_company_name',
    ]);
  });

  it('writes nothing when the save is refused', async () => {
    const before = await countAudit();
    const bad = await call('POST', '/settings.set', {
      identity_company_name: 'Nooit Opgeslagen',
      numbering_invoice_template: 'F{jaar}',
    });
    expect(bad.statusCode).toBe(422);
    expect(await countAudit()).toBe(before);
  });

  it('never writes the value of a secret key, only that it changed', () => {
    const changes = settingsChangesOf(
      { payment_api_key: 'live_oud', smtp_password: 'oud', identity_city: 'Ede' },
      { payment_api_key: 'live_nieuw', smtp_password: 'oud', identity_city: 'Ede' },
    );
    expect(changes).toEqual({ payment_api_key: { from: MASKED_VALUE, to: MASKED_VALUE } });
    expect(JSON.stringify(changes)).not.toContain('live_');
  });
});

describe('colleagues', () => {
  const invite = async (email: string, role: 'owner' | 'office' | 'driver') =>
    (
      await ok('POST', '/user.invite', {
        email_address: email,
        given_name: 'Kees',
        family_name: 'Collega',
        role,
      })
    ).entry.model as { id: number };

  it('records invite, reinvite, role change, deactivation and reactivation', async () => {
    const member = await invite('kees.audit@example.nl', 'office');
    await ok('POST', `/user.reinvite/${member.id}`);
    await ok('PATCH', `/user.update/${member.id}`, { role: 'driver' });
    await ok('PATCH', `/user.update/${member.id}`, { active: false });
    await ok('PATCH', `/user.update/${member.id}`, { active: true });
    const rows = await auditOf('user', String(member.id));
    expect(rows.map((r) => r.action)).toEqual([
      'invited',
      'invited',
      'updated',
      'deactivated',
      'reactivated',
    ]);
    expect(rows.every((r) => r.actor_name === ACTOR && r.actor_user_id === testUserId)).toBe(true);
    expect(rows[0]?.changes).toMatchObject({
      email: { from: null, to: 'kees.audit@example.nl' },
      role: { from: null, to: 'office' },
    });
    expect(rows[2]?.changes).toEqual({ role: { from: 'office', to: 'driver' } });
    expect(rows[3]?.changes).toEqual({ active: { from: true, to: false } });
    expect(rows[4]?.changes).toEqual({ active: { from: false, to: true } });
  });

  it('names the colleague who deactivated someone, and writes nothing for a refused change', async () => {
    const ownerEmail = 'tweede.eigenaar@example.nl';
    const second = await invite(ownerEmail, 'owner');
    const mail = await t.ctx.db
      .selectFrom('outbox_mails')
      .select('body_text')
      .where('to_address', '=', ownerEmail)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = resetTokenFromMail(mail.body_text);
    await ok('POST', '/password.update', { token, password: 'wachtwoord1' }, {});
    const login = await ok('POST', '/auth/login', { username: ownerEmail, password: 'wachtwoord1' }, {});
    const asSecond = { authorization: `Bearer ${login.authorization.access_token}` };

    const driver = await invite('chauffeur.audit@example.nl', 'driver');
    await ok('PATCH', `/user.update/${driver.id}`, { active: false }, asSecond);
    const [deactivation] = (await auditOf('user', String(driver.id))).filter(
      (r) => r.action === 'deactivated',
    );
    expect(deactivation).toMatchObject({
      actor_user_id: second.id,
      actor_name: 'Kees Collega',
      changes: { active: { from: true, to: false } },
    });

    // Deactivating oneself is refused: no row.
    const before = await countAudit();
    const self = await call('PATCH', `/user.update/${second.id}`, { active: false }, asSecond);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(TEAM_MESSAGES.selfDeactivate);
    expect(await countAudit()).toBe(before);
  });
});

describe('Dutch field names', () => {
  // Runs last: the rows the tests above wrote cover every kind of record's updates.
  it('names every field the trail wrote above, and every settings key, in Dutch', async () => {
    const rows = await t.ctx.db
      .selectFrom('audit_events')
      .select('changes')
      .where('changes', 'is not', null)
      .execute();
    const written = new Set(rows.flatMap((row) => Object.keys(JSON.parse(row.changes ?? '{}') as object)));
    const settingsKeys = [...SETTINGS_KEYS, ...Object.keys(bookingSettingsSchema.shape), 'safety_kinds'];
    const unnamed = [...written, ...settingsKeys].filter((key) => !(key in AUDIT_FIELD_LABELS));
    expect(written.size).toBeGreaterThan(10);
    expect(unnamed).toEqual([]);
  });
});
