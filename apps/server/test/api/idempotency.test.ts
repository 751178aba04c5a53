import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import {
  createIdempotencyService,
  IDEMPOTENCY_LIMITS,
  IDEMPOTENCY_MESSAGES,
} from '../../src/features/idempotency/idempotency.service.ts';
import { createUser } from '../../src/features/users/index.ts';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createItem, insertContact } from '../support/items-factories.ts';
import { createCatalog, day, newContactOrder, reservationOf } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let catalog: Awaited<ReturnType<typeof createCatalog>>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
  await writeIdentity(t.ctx.db);
  catalog = await createCatalog(t, 3);
});
afterAll(() => t.close());

type Table =
  | 'orders'
  | 'contacts'
  | 'contact_people'
  | 'items'
  | 'units'
  | 'categories'
  | 'invoices'
  | 'discounts'
  | 'promotions';

const count = async (table: Table) =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let keySeq = 0;
const freshKey = () => `test-key-${++keySeq}-${Date.now()}`;

const post = (url: string, payload: unknown, key: string | null, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }), ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An order for a new contact on unit `unitIndex` of the catalog, `offset` days ahead. */
const orderBody = (unitIndex: number, offset: number) => {
  const unit = catalog.castleUnits[unitIndex];
  if (!unit) throw new Error('no such unit');
  return newContactOrder([reservationOf(unit.id, day(offset), day(offset + 1))]);
};

describe('Idempotency-Key on order.cashcreate', () => {
  it('20 parallel identical requests with one key make one order and 20 equal answers', async () => {
    const before = { orders: await count('orders'), contacts: await count('contacts') };
    const key = freshKey();
    const body = orderBody(0, 10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/order.cashcreate', body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const first = answers[0]?.body;
    for (const answer of answers) expect(answer.body).toBe(first);
    // One ran, the others waited for it and got its answer again.
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await count('orders')).toBe(before.orders + 1);
    expect(await count('contacts')).toBe(before.contacts + 1);
  });

  it('two servers on one database: 20 requests spread over both make one order', async () => {
    // A second app with its own connection to the same database, as a second process would have.
    const database = openDatabase(t.config.databaseKind, t.config.databaseUrl);
    const second = await buildApp({ config: t.config, database, logger: false });
    try {
      const before = await count('orders');
      const key = freshKey();
      const body = orderBody(1, 12);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: '/api/order.cashcreate',
            headers: { ...headers, 'idempotency-key': key },
            payload: body,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      for (const answer of answers) expect(answer.body).toBe(answers[0]?.body);
      expect(await count('orders')).toBe(before + 1);
    } finally {
      await second.close();
      await database.destroy();
    }
  });

  it('replays the first answer later, without doing anything', async () => {
    const key = freshKey();
    const body = orderBody(1, 20);
    const first = await post('/order.cashcreate', body, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const orders = await count('orders');
    const again = await post('/order.cashcreate', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await count('orders')).toBe(orders);
  });

  it('the same key with another body is a Dutch 422 and makes nothing', async () => {
    const key = freshKey();
    expect((await post('/order.cashcreate', orderBody(2, 30), key)).statusCode).toBe(200);
    const orders = await count('orders');
    const other = await post('/order.cashcreate', orderBody(2, 40), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'validation_failed',
      message: IDEMPOTENCY_MESSAGES.otherRequest,
    });
    expect(await count('orders')).toBe(orders);
  });

  it('a 409 (the unit was just taken) keeps nothing: a retry with the key runs again', async () => {
    const taken = orderBody(0, 50);
    const first = await post('/order.cashcreate', taken, freshKey());
    expect(first.statusCode).toBe(200);
    const key = freshKey();
    const clash = await post('/order.cashcreate', taken, key);
    expect(clash.statusCode).toBe(409);
    const retry = await post('/order.cashcreate', taken, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    // Once the unit is free again, the same submission goes through.
    const reverted = await t.app.inject({
      method: 'DELETE',
      url: `/api/order.revert/${first.json().entry.model.id}`,
      headers,
    });
    expect(reverted.statusCode).toBe(200);
    expect((await post('/order.cashcreate', taken, key)).statusCode).toBe(200);
  });

  it('keeps the stored answer uncompressed, whatever the first request accepted', async () => {
    const key = freshKey();
    const body = orderBody(1, 60);
    const first = await post('/order.cashcreate', body, key, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(first.rawPayload).toString('utf8');
    const again = await post('/order.cashcreate', body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(plain);
  });
});

describe('Idempotency-Key rules', () => {
  it('refuses a malformed key with a Dutch 422 and makes nothing', async () => {
    const contacts = await count('contacts');
    for (const key of ['', 'met spatie', 'x'.repeat(256), 'ünïcode']) {
      const res = await post('/contact.create', { first_name: 'Kees', last_name: 'Sleutel' }, key);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().message).toContain(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    expect(await count('contacts')).toBe(contacts);
  });

  it('a request refused by its schema claims no key: the corrected body may use it', async () => {
    const key = freshKey();
    const bad = await post('/contact.create', { contact_type: 'planet' }, key);
    expect(bad.statusCode).toBe(422);
    const good = await post('/contact.create', { first_name: 'Kees', last_name: 'Later' }, key);
    expect(good.statusCode).toBe(200);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refusal of the service (4xx) is the first answer and is replayed', async () => {
    const key = freshKey();
    const body = { contact_id: 987_654, first_name: 'Niemand', last_name: 'Bekend' };
    const first = await post('/person.create', body, key);
    expect(first.statusCode, first.body).toBe(404);
    const again = await post('/person.create', body, key);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('keys are per user: another user with the same key makes a record of their own', async () => {
    await createUser({ db: t.ctx.db, input: { email: 'tweede@example.nl', password: 'geheim123' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'tweede@example.nl', password: 'geheim123' },
    });
    const other = { authorization: `Bearer ${login.json().authorization.access_token}` };
    const key = freshKey();
    const body = { name: 'Gedeelde sleutel' };
    const mine = await post('/category.create', body, key);
    expect(mine.statusCode).toBe(200);
    const theirs = await post('/category.create', { name: 'Andere categorie' }, key, other);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().entry.model.id).not.toBe(mine.json().entry.model.id);
  });

  it('a key expires after 24 hours and may then be used for something else', async () => {
    const key = freshKey();
    expect((await post('/contact.create', { first_name: 'Oud', last_name: 'Verzoek' }, key)).statusCode).toBe(
      200,
    );
    const stored = await t.ctx.db
      .selectFrom('idempotency_keys')
      .select(['created_at', 'expires_at'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(IDEMPOTENCY_LIMITS.keepMs);
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', key)
      .execute();
    const contacts = await count('contacts');
    const fresh = await post('/contact.create', { first_name: 'Nieuw', last_name: 'Verzoek' }, key);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('contacts')).toBe(contacts + 1);
  });

  it('a repeat waits for a first request running elsewhere and answers its answer', async () => {
    const key = freshKey();
    const body = { first_name: 'Ander', last_name: 'Proces' };
    // The first request in "another process": run it, then turn its row back into a running claim.
    const first = await post('/contact.create', body, key);
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({ claim: 'elders', status: null, body: null, locked_at: new Date().toISOString() })
      .where('key', '=', key)
      .execute();
    setTimeout(() => {
      void t.ctx.db
        .updateTable('idempotency_keys')
        .set({ claim: null, status: 200, body: first.body })
        .where('key', '=', key)
        .execute();
    }, 400);
    const started = Date.now();
    const again = await post('/contact.create', body, key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('a repeat of a first request that runs over 10 s gets a Dutch 409', { timeout: 30_000 }, async () => {
    const key = freshKey();
    const body = { first_name: 'Traag', last_name: 'Verzoek' };
    await post('/contact.create', body, key);
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({ claim: 'elders', status: null, body: null, locked_at: new Date().toISOString() })
      .where('key', '=', key)
      .execute();
    const contacts = await count('contacts');
    const started = Date.now();
    const res = await post('/contact.create', body, key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDEMPOTENCY_LIMITS.waitMs);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: IDEMPOTENCY_MESSAGES.stillRunning });
    expect(await count('contacts')).toBe(contacts);
  });

  it('a claim whose process died is taken over by a retry', async () => {
    const key = freshKey();
    const body = { first_name: 'Gecrasht', last_name: 'Proces' };
    await post('/contact.create', body, key);
    // As if the first process died after claiming (its transaction never committed).
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({
        claim: 'dood',
        status: null,
        body: null,
        locked_at: new Date(Date.now() - IDEMPOTENCY_LIMITS.abandonedAfterMs - 1000).toISOString(),
      })
      .where('key', '=', key)
      .execute();
    const res = await post('/contact.create', body, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a 5xx releases the key, a kept answer is stored', async () => {
    const service = createIdempotencyService(t.ctx);
    const ref = { userId: 1, key: freshKey(), fingerprint: 'f' };
    const failed = await service.acquire(ref);
    if (failed.kind !== 'run') throw new Error('expected a claim');
    await service.finish({ ...ref, claim: failed.claim }, { status: 500, contentType: null, body: '{}' });
    const rows = () =>
      t.ctx.db.selectFrom('idempotency_keys').selectAll().where('key', '=', ref.key).execute();
    expect(await rows()).toHaveLength(0);
    const retried = await service.acquire(ref);
    if (retried.kind !== 'run') throw new Error('expected a claim');
    await service.finish(
      { ...ref, claim: retried.claim },
      { status: 200, contentType: null, body: '{"ok":1}' },
    );
    expect(await service.acquire(ref)).toMatchObject({ kind: 'replay', status: 200, body: '{"ok":1}' });
  });

  it('documents the header in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameters = doc.paths['/api/order.cashcreate'].post.parameters as Array<{
      name: string;
      in: string;
    }>;
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
  });
});

describe('every create route replays', () => {
  type Case = { url: () => string; body: () => unknown; table: Table };
  let itemId = 0;
  let contactId = 0;
  let invoiceId = 0;
  beforeAll(async () => {
    itemId = (await createItem(t, { name: 'Glijbaan Tabel', type: 'rentable', status: 'active' })).id;
    contactId = (await insertContact(t, 'Tabel BV')).id;
    const invoice = await post('/invoice.create', { contact_id: contactId }, null);
    invoiceId = invoice.json().entry.model.id;
  });

  const cases: Record<string, Case> = {
    'contact.create': {
      url: () => '/contact.create',
      body: () => ({ first_name: 'Tabel', last_name: 'Contact' }),
      table: 'contacts',
    },
    'person.create': {
      url: () => '/person.create',
      body: () => ({ contact_id: contactId, first_name: 'Tabel', last_name: 'Persoon' }),
      table: 'contact_people',
    },
    'item.create': {
      url: () => '/item.create',
      body: () => ({ name: 'Tabel Item', type: 'rentable' }),
      table: 'items',
    },
    'category.create': {
      url: () => '/category.create',
      body: () => ({ name: 'Tabel' }),
      table: 'categories',
    },
    'unit.create': {
      url: () => '/unit.create',
      body: () => ({ item_id: itemId, serial_number: 'TAB-1' }),
      table: 'units',
    },
    'invoice.create': {
      url: () => '/invoice.create',
      body: () => ({ contact_id: contactId }),
      table: 'invoices',
    },
    'invoice.duplicate': {
      url: () => `/invoice.duplicate/${invoiceId}`,
      body: () => undefined,
      table: 'invoices',
    },
    'discount.create': {
      url: () => '/discount.create',
      body: () => ({ value: 10, items: [itemId] }),
      table: 'discounts',
    },
    'promotion.create': {
      url: () => '/promotion.create',
      body: () => ({ promo_code: 'TABEL10', value: 10 }),
      table: 'promotions',
    },
    'order.cashcreate': { url: () => '/order.cashcreate', body: () => orderBody(2, 80), table: 'orders' },
  };

  it.each(Object.entries(cases))('%s', async (_name, c) => {
    const key = freshKey();
    const first = await post(c.url(), c.body(), key);
    expect(first.statusCode, first.body).toBe(200);
    const rows = await count(c.table);
    const again = await post(c.url(), c.body(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await count(c.table)).toBe(rows);
  });
});
