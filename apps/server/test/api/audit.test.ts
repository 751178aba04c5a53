import { AUDIT_MESSAGES, TEAM_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../src/db/database.ts';
import { runAsActor } from '../../src/features/audit/audit-actor.ts';
import { diffForAudit } from '../../src/features/audit/audit-changes.ts';
import { recordAudit } from '../../src/features/audit/record-audit.ts';
import { changeInvoiceStatus } from '../../src/features/invoices/change-invoice-status.ts';
import { createInvoiceRepository } from '../../src/features/invoices/invoices.repository.ts';
import { insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import { resetTokenFromMail } from '../support/mail.ts';
import { createCatalog, day, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { paymentApi } from '../support/payments-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: Record<string, string>;
let ownerName: string;
let invoices: ReturnType<typeof invoiceApi>;
let catalog: Awaited<ReturnType<typeof createCatalog>>;

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  owner = await t.authHeaders();
  invoices = invoiceApi(t);
  catalog = await createCatalog(t, 4);
  const me = await t.ctx.db
    .selectFrom('users')
    .select(['given_name', 'family_name'])
    .executeTakeFirstOrThrow();
  ownerName = `${me.given_name} ${me.family_name}`.trim();
});
afterAll(() => t.close());

type Row = {
  action: string;
  actor_name: string;
  actor_user_id: number | null;
  changes: string | null;
  summary: string | null;
};

const eventsOf = (entity: string, entityId: string): Promise<Row[]> =>
  t.ctx.db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

const actionsOf = async (entity: string, entityId: string) =>
  (await eventsOf(entity, entityId)).map((r) => r.action);
const changesOf = (row: Row | undefined) => (row?.changes ? JSON.parse(row.changes) : null);

const inject = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let emailSeq = 0;
/** A colleague with `role`, signed in (invite mail → password → login), as in team.test.ts. */
const colleague = async (role: 'office' | 'driver') => {
  const email = `audit${++emailSeq}-${role}@example.nl`;
  const invited = await inject('POST', '/api/user.invite', owner, {
    email_address: email,
    given_name: 'Kim',
    family_name: role === 'office' ? 'Kantoor' : 'Rijder',
    role,
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const mail = await t.ctx.db
    .selectFrom('outbox_mails')
    .select('body_text')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  const token = resetTokenFromMail(mail.body_text);
  await t.app.inject({
    method: 'POST',
    url: '/api/password.update',
    payload: { token, password: 'wachtwoord1' },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password: 'wachtwoord1' },
  });
  expect(login.statusCode).toBe(200);
  return { authorization: `Bearer ${login.json().authorization.access_token}` };
};

describe('the audit core', () => {
  it('names the system outside a request and a given actor inside runAsActor', async () => {
    await recordAudit({ db: t.ctx.db, entity: 'order', entityId: 'x-1', action: 'updated' });
    await runAsActor({ name: 'klant (online)' }, () =>
      recordAudit({ db: t.ctx.db, entity: 'order', entityId: 'x-1', action: 'created', summary: 'online' }),
    );
    expect((await eventsOf('order', 'x-1')).map((r) => [r.actor_name, r.actor_user_id, r.summary])).toEqual([
      ['systeem', null, null],
      ['klant (online)', null, 'online'],
    ]);
  });

  it('diffs only the fields that changed', () => {
    expect(
      diffForAudit({ a: 1, b: [1, 2], c: null, d: 'x' }, { a: 1, b: [1, 3], c: undefined, d: 'y' }),
    ).toEqual({ b: { from: [1, 2], to: [1, 3] }, d: { from: 'x', to: 'y' } });
  });

  it('refuses to update or delete an audit row at the database', async () => {
    await recordAudit({ db: t.ctx.db, entity: 'order', entityId: 'x-2', action: 'updated' });
    await expect(
      t.ctx.db
        .updateTable('audit_events')
        .set({ action: 'deleted' })
        .where('entity_id', '=', 'x-2')
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.ctx.db.deleteFrom('audit_events').where('entity_id', '=', 'x-2').execute(),
    ).rejects.toThrow(/append-only/);
    expect(await actionsOf('order', 'x-2')).toEqual(['updated']);
  });
});

describe('invoices', () => {
  it('records create, header and line changes, publish, send, status, credit and delete with the actor', async () => {
    const contact = await insertContact(t.ctx.db);
    const concept = await invoices.concept(contact.id, LINES);
    const header = await invoices.update(concept.id, { version: concept.version, identifier: 'Feest 12' });
    expect(header.statusCode, header.body).toBe(200);
    const viewed = header.json().entry.model;
    const changedLines = [
      { ...viewed.items[0], unitPrice: 13_000 },
      viewed.items[1],
      { description: 'Stroomkabel', unitCount: 1, unitPrice: 500, taxRate: 21 },
    ].map((line: Record<string, unknown>) => ({
      uuid: line.uuid,
      description: line.description,
      unitCount: line.unitCount,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate,
    }));
    const lines = await invoices.update(concept.id, { version: viewed.version, items: changedLines });
    expect(lines.statusCode, lines.body).toBe(200);

    const draft = (await invoices.call('GET', `/invoice.mail/${concept.uuid}`)).json().entry.model.draft;
    const sent = await invoices.call('POST', `/invoice.send/${concept.uuid}`, {
      ...draft,
      to: 'boekhouding@dewei.nl',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const published = sent.json().entry.model;
    const credit = await invoices.call('POST', `/invoice.credit/${concept.uuid}`, {});
    expect(credit.statusCode, credit.body).toBe(200);

    const rows = await eventsOf('invoice', concept.uuid);
    expect(rows.map((r) => r.action)).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'published',
      'sent',
      'credited',
    ]);
    expect(new Set(rows.map((r) => r.actor_name))).toEqual(new Set([ownerName]));
    expect(rows.every((r) => r.actor_user_id !== null)).toBe(true);
    expect(rows[0]?.summary).toBeNull();
    expect(rows[1]?.summary).toBe('3 regels gewijzigd (3 toegevoegd)');
    expect(changesOf(rows[2])).toEqual({ identifier: { from: null, to: 'Feest 12' } });
    expect(rows[3]?.summary).toBe('3 regels gewijzigd (1 toegevoegd, 1 verwijderd, 1 aangepast)');
    expect(changesOf(rows[3])).toHaveProperty('total_amount_cents');
    expect(changesOf(rows[4])).toEqual({
      status: { from: 'concept', to: 'outstanding' },
      number: { from: null, to: published.invoice_id },
    });
    expect(rows[5]?.summary).toBe('Per e-mail aan boekhouding@dewei.nl');
    const creditNote = credit.json().entry.model;
    expect(await actionsOf('invoice', creditNote.uuid)).toEqual(['created']);

    const paid = await invoices.update(concept.uuid, { version: published.version, status: 'uncollectable' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(changesOf((await eventsOf('invoice', concept.uuid)).at(-1))).toEqual({
      status: { from: 'outstanding', to: 'uncollectable' },
    });

    const doomed = await invoices.create({ contact_id: contact.id });
    expect((await invoices.call('DELETE', `/invoice.delete/${doomed.uuid}`)).statusCode).toBe(200);
    expect(await actionsOf('invoice', doomed.uuid)).toEqual(['created', 'deleted']);
  });

  it('writes nothing when the change is refused or rolls back after recording', async () => {
    const contact = await insertContact(t.ctx.db);
    const concept = await invoices.concept(contact.id, LINES);
    const before = await actionsOf('invoice', concept.uuid);
    // Refused: a stale version.
    const stale = await invoices.update(concept.id, { version: concept.version - 1, identifier: 'x' });
    expect(stale.statusCode).toBe(409);
    // A publish that recorded its row and then failed: the row goes with the rollback.
    await expect(
      writeTransaction(t.ctx.db).execute(async (trx) => {
        const row = await createInvoiceRepository(trx, t.ctx.dbKind).lockById(concept.id);
        await changeInvoiceStatus({ trx, kind: t.ctx.dbKind, row, to: 'outstanding' });
        expect(
          await trx
            .selectFrom('audit_events')
            .select('action')
            .where('entity_id', '=', concept.uuid)
            .execute(),
        ).toContainEqual({ action: 'published' });
        throw new Error('mislukt na het publiceren');
      }),
    ).rejects.toThrow('mislukt na het publiceren');
    expect(await actionsOf('invoice', concept.uuid)).toEqual(before);
    expect((await invoices.view(concept.id)).status).toBe('concept');
  });

  it('records payments and reminders on the invoice', async () => {
    const payments = paymentApi(t);
    const { invoice } = await payments.published();
    const res = await payments.create({
      invoice_id: invoice.id,
      amount: 5000,
      paid_on: invoice.invoice_date,
      method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(200);
    const removed = await payments.remove(res.json().entry.model.id);
    expect(removed.statusCode, removed.body).toBe(200);
    const reminded = await invoices.call('POST', `/invoice.remind/${invoice.id}`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    const rows = await eventsOf('invoice', invoice.uuid);
    expect(rows.map((r) => r.action)).toEqual([
      'created',
      'updated',
      'published',
      'payment_registered',
      'payment_removed',
      'reminder_sent',
    ]);
    expect(changesOf(rows[3])).toEqual({
      amount_cents: { from: null, to: 5000 },
      method: { from: null, to: 'cash' },
      paid_on: { from: null, to: invoice.invoice_date },
    });
    expect(rows[3]?.summary).toMatch(/^€\s?50,00 contant op /);
    expect(rows[5]?.summary).toBe('Herinnering aan info@example.nl');
  });
});

describe('orders', () => {
  const unit = (n: number) => catalog.castleUnits[n]?.id ?? 0;

  it('records create, change and cancel with the actor', async () => {
    const api = orderApi(t);
    const order = await api.createOk(newContactOrder([reservationOf(unit(0), day(10), day(11))]));
    const changed = await api.call('PATCH', `/order.update/${order.uuid}`, {
      version: order.version,
      notes: 'Stroom bij de schuur',
      items: [reservationOf(unit(0), day(10), day(11)), reservationOf(unit(1), day(12), day(12))],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api.revert(order.uuid)).statusCode).toBe(200);
    const rows = await eventsOf('order', order.uuid);
    expect(rows.map((r) => [r.action, r.actor_name])).toEqual([
      ['created', ownerName],
      ['updated', ownerName],
      ['cancelled', ownerName],
    ]);
    expect(changesOf(rows[1])).toMatchObject({ notes: { from: null, to: 'Stroom bij de schuur' } });
    expect(rows[1]?.summary).toBe('2 regels; 1 nieuw gereserveerd, 0 vrijgegeven');
    expect(changesOf(rows[2])).toEqual({ status: { from: 'confirmed', to: 'cancelled' } });
    // The order's concept invoice was made in the order's transaction: its creation is recorded.
    const invoice = await t.ctx.db
      .selectFrom('invoices')
      .select('uuid')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (invoice) expect((await actionsOf('invoice', invoice.uuid))[0]).toBe('created');
  });

  it('records staff confirming or declining a booking request', async () => {
    // A booking-page request: an order made as the customer, pending, with its request row.
    const pending = async (unitIndex: number) => {
      const order = await runAsActor({ name: 'klant (online)' }, () =>
        orderApi(t).createOk(newContactOrder([reservationOf(unit(unitIndex), day(20), day(20))])),
      );
      await t.ctx.db.updateTable('orders').set({ status: 'pending' }).where('id', '=', order.id).execute();
      const now = new Date().toISOString();
      await t.ctx.db
        .insertInto('booking_requests')
        .values({
          order_id: order.id,
          token_hash: crypto.randomUUID(),
          terms_version: '1',
          terms_accepted_at: now,
          terms_accepted_ip: '127.0.0.1',
          created_at: now,
          hold_until: new Date(Date.now() + 86_400_000).toISOString(),
          decided_at: null,
          decline_reason: null,
        })
        .execute();
      return order as { uuid: string };
    };
    const a = await pending(2);
    const b = await pending(3);
    expect((await inject('POST', `/api/order.confirm/${a.uuid}`, owner, {})).statusCode).toBe(200);
    const declined = await inject('POST', `/api/order.decline/${b.uuid}`, owner, { reason: 'Vol' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await eventsOf('order', a.uuid)).map((r) => [r.action, r.actor_name])).toEqual([
      ['created', ownerName],
      ['confirmed', ownerName],
    ]);
    const rowsB = await eventsOf('order', b.uuid);
    expect(rowsB.map((r) => r.action)).toEqual(['created', 'declined']);
    expect(changesOf(rowsB[1])).toEqual({ status: { from: 'pending', to: 'cancelled' } });
  });
});

describe('audit.view', () => {
  it('gives one record’s history to Kantoor, the whole log to the owner only, nothing to a driver', async () => {
    const contact = await insertContact(t.ctx.db);
    const concept = await invoices.concept(contact.id, LINES);
    const office = await colleague('office');
    const driver = await colleague('driver');

    const forOffice = await inject('GET', `/api/audit.view?entity=invoice&id=${concept.id}`, office);
    expect(forOffice.statusCode, forOffice.body).toBe(200);
    const body = forOffice.json();
    expect(body.meta.total).toBe(2);
    expect(body.results[0]).toMatchObject({
      entity: 'invoice',
      entity_id: concept.uuid,
      action: 'updated',
      action_label: 'Gewijzigd',
      actor: { name: ownerName },
    });
    expect(body.results[1]).toMatchObject({ action: 'created', action_label: 'Aangemaakt', summary: null });

    const refused = await inject('GET', `/api/audit.view?entity=invoice&id=${concept.uuid}`, driver);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.forbidden);
    const wholeLog = await inject('GET', '/api/audit.view', office);
    expect(wholeLog.statusCode).toBe(422);
    expect(wholeLog.json().message).toBe(AUDIT_MESSAGES.ownerOnly);

    const log = await inject('GET', '/api/audit.view?entity=order&per_page=200', owner);
    expect(log.statusCode).toBe(200);
    expect(log.json().results.length).toBeGreaterThan(0);
    expect(log.json().results.every((r: { entity: string }) => r.entity === 'order')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const byActor = await inject(
      'GET',
      `/api/audit.view?actor=systeem&from=2020-01-01&until=${day(1)}`,
      owner,
    );
    expect(byActor.json().results.every((r: { actor: { name: string } }) => r.actor.name === 'systeem')).toBe(
      true,
    );
    expect(byActor.json().meta.total).toBeGreaterThan(0);
    const future = await inject('GET', `/api/audit.view?from=${day(2)}`, owner);
    expect(future.json().meta.total).toBe(0);
    expect((await inject('GET', `/api/audit.view?from=${today}&until=2020-01-01`, owner)).statusCode).toBe(
      422,
    );
    expect((await inject('GET', '/api/audit.view?id=abc', owner)).statusCode).toBe(422);
  });

  it('names each record of the whole log by number or name with its page, and filters by colleague', async () => {
    const contact = await insertContact(t.ctx.db);
    const concept = await invoices.concept(contact.id, LINES);
    const order = await orderApi(t).createOk(
      newContactOrder([reservationOf(catalog.castleUnits[3]?.id ?? 0, day(40), day(40))]),
    );
    const office = await colleague('office');
    const officeId = (
      await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', 'like', `audit${emailSeq}-office@%`)
        .executeTakeFirstOrThrow()
    ).id;
    const created = await inject('POST', '/api/contact.create', office, {
      contact_type: 'business',
      company_name: 'Kantoorklant B.V.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const officeContact = created.json().entry.model as { uuid: string };

    const log = (await inject('GET', '/api/audit.view?per_page=200', owner)).json() as {
      results: Array<{
        entity: string;
        entity_id: string;
        record: { label: string; path: string | null } | null;
      }>;
    };
    const recordOf = (entity: string, id: string) =>
      log.results.find((r) => r.entity === entity && r.entity_id === id)?.record;
    expect(recordOf('invoice', concept.uuid)).toEqual({
      label: `Factuur concept #${concept.id}`,
      path: `/sales_invoices/${concept.uuid}`,
    });
    expect(recordOf('order', order.uuid)).toEqual({
      label: `Order #${order.id}`,
      path: `/orders/${order.uuid}`,
    });
    expect(recordOf('contact', officeContact.uuid)).toEqual({
      label: 'Kantoorklant B.V.',
      path: `/contacts/${officeContact.uuid}`,
    });
    const unit = catalog.castleUnits[0];
    expect(recordOf('unit', unit?.uuid ?? '')).toEqual({
      label: `${catalog.castle.name} · S/N SK-001`,
      path: `/items/${catalog.castle.id}/unit/${unit?.uuid}`,
    });
    expect(recordOf('item', catalog.castle.uuid)).toEqual({
      label: catalog.castle.name,
      path: `/items/${catalog.castle.id}`,
    });
    expect(recordOf('user', String(officeId))).toEqual({ label: 'Kim Kantoor', path: '/settings/users' });

    // Only what the colleague did.
    const byColleague = (await inject('GET', `/api/audit.view?actor_id=${officeId}`, owner)).json();
    expect(byColleague.meta.total).toBe(1);
    expect(byColleague.results[0]).toMatchObject({
      entity: 'contact',
      entity_id: officeContact.uuid,
      actor: { user_id: officeId, name: 'Kim Kantoor' },
      record: { label: 'Kantoorklant B.V.' },
    });
    expect((await inject('GET', '/api/audit.view?actor_id=abc', owner)).statusCode).toBe(422);
  });

  it('has no route that edits or deletes the trail', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const auditOps = Object.entries(doc.paths)
      .filter(([path]) => path.includes('audit'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(auditOps).toEqual(['get /api/audit.view']);
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST'] as const) {
      const res = await inject(method, '/api/audit.view', owner, method === 'DELETE' ? undefined : {});
      expect(res.statusCode).toBe(404);
    }
  });
});
