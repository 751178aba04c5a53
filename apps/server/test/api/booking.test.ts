import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { countRows, createCatalog, orderApi } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const day = (offset: number) => addCalendarDays(todayCalendarDate(), offset);

const CUSTOMER = {
  contact_type: 'individual',
  first_name: 'Eva',
  last_name: 'Bakker',
  email_address: 'eva@example.nl',
  phone_number: '06-11112222',
  address_line_1: 'Dorpsstraat 1',
  postal_code: '3511 AA',
  city: 'Utrecht',
};

const bookingBody = (extra: Record<string, unknown> = {}) => ({
  items: [
    {
      slug: 'springkasteel-jungle',
      from: day(10),
      until: day(11),
      quantity: 1,
      delivery_time: '10:00-12:00',
    },
  ],
  customer: CUSTOMER,
  payment_method: 'cash',
  terms_accepted: true,
  terms_version: '1',
  notes: 'Achter het huis, stroom aanwezig.',
  ...extra,
});

const mails = (t: TestApp) => t.ctx.db.selectFrom('outbox_mails').selectAll().orderBy('id').execute();

const pub = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  remoteAddress = '10.0.0.1',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const snapshot = async (t: TestApp) => ({
  ...(await countRows(t)),
  requests: (await t.ctx.db.selectFrom('booking_requests').select('id').execute()).length,
});

describe('online booking: public API', () => {
  let t: TestApp;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    await writeIdentity(t.ctx.db);
    catalog = await createCatalog(t, 2);
  });
  afterAll(() => t.close());

  it('lists active articles without a token, by slug, with nothing of staff or other customers', async () => {
    await createItem(t, { name: 'Gepauzeerd Kasteel', type: 'rentable', status: 'paused', price: 9000 });
    const res = await pub(t, 'GET', '/booking.items');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // What is rented comes first, what is bought with it (decorations) after, whatever the names.
    expect(body.results.map((r: { slug: string }) => r.slug)).toEqual([
      'springkasteel-jungle',
      'ballonnenset',
    ]);
    expect(body.results[0]).toMatchObject({
      name: 'Springkasteel Jungle',
      type: 'rentable',
      price: 12_500,
      max_quantity: 2,
    });
    expect(body.shop).toMatchObject({ company_name: 'Springplezier Verhuur B.V.', terms_version: '1' });
    // No ids, uuids or serial numbers anywhere.
    expect(res.body).not.toMatch(/"id"|uuid|SK-00/);
    expect((await pub(t, 'GET', '/booking.item/gepauzeerd-kasteel')).statusCode).toBe(404);
    const item = await pub(t, 'GET', '/booking.item/springkasteel-jungle');
    expect(item.statusCode).toBe(200);
    expect(item.json().entry.model).toMatchObject({ slug: 'springkasteel-jungle', images: [] });
    const unknown = await pub(t, 'GET', '/booking.item/bestaat-niet');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('bestaat niet');
  });

  it('keeps the back office behind login', async () => {
    for (const url of ['/order.confirm/1', '/order.decline/1']) {
      expect((await t.app.inject({ method: 'POST', url: `/api${url}`, payload: {} })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/booking.pending_count' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/booking.settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders.view' })).statusCode).toBe(401);
  });

  it('prices the cart like a staff order, transport unknown without a postcode', async () => {
    const res = await pub(t, 'POST', '/booking.quote', {
      items: [
        { slug: 'springkasteel-jungle', from: day(20), until: day(21), quantity: 2 },
        { slug: 'ballonnenset', from: day(20), until: day(20), quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote.transport_known).toBe(false);
    const staff = await orderApi(t).call('POST', '/order.quote', {
      items: [
        {
          reservation: {
            unit_id: catalog.castleUnits[0]?.id,
            product_name: 'Springkasteel Jungle',
            from: day(20),
            until: day(21),
            delivery_time: '08:00-10:00',
          },
        },
        {
          reservation: {
            unit_id: catalog.castleUnits[1]?.id,
            product_name: 'Springkasteel Jungle',
            from: day(20),
            until: day(21),
            delivery_time: '08:00-10:00',
          },
        },
        {
          reservation: {
            unit_id: catalog.stock.id,
            product_name: 'Ballonnenset',
            from: day(20),
            until: day(20),
            delivery_time: '08:00-10:00',
            quantity: 3,
          },
        },
      ],
    });
    expect(quote.total_amount).toBe(staff.json().total_amount);
    expect(quote.total_amount).toBe(2 * 2 * 12_500 + 3 * 450);
    expect(res.body).not.toContain('SK-00');
  });

  it('books: contact, reservations, a pending order with its concept invoice, the request and the mail', async () => {
    const before = await snapshot(t);
    const res = await pub(t, 'POST', '/booking.create', bookingBody(), '10.0.0.7');
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().entry.model;
    expect(model).toMatchObject({
      status: 'pending',
      status_text: 'In behandeling',
      total_amount: 2 * 12_500,
    });
    expect(model.items).toEqual([
      {
        name: 'Springkasteel Jungle',
        from: day(10),
        until: day(11),
        quantity: 1,
        delivery_time: '10:00-12:00',
        // Not asked in this request: the orders' default window.
        pickup_time: '16:00-18:00',
      },
    ]);
    expect(model.token).toMatch(/^[\w-]{40,}$/);
    expect(res.body).not.toMatch(/"id"|uuid|eva@example/);
    const after = await snapshot(t);
    expect(after).toMatchObject({
      contacts: before.contacts + 1,
      orders: before.orders + 1,
      reservations: before.reservations + 1,
      invoices: before.invoices + 1,
      requests: before.requests + 1,
    });
    const order = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('pending');
    const request = await t.ctx.db.selectFrom('booking_requests').selectAll().executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      order_id: order.id,
      terms_version: '1',
      terms_accepted_ip: '10.0.0.7',
      decided_at: null,
    });
    expect(request.token_hash).not.toContain(model.token);
    const holdHours = (Date.parse(request.hold_until) - Date.parse(request.created_at)) / 3_600_000;
    expect(Math.round(holdHours)).toBe(48);
    const mail = (await mails(t)).at(-1);
    expect(mail).toMatchObject({ kind: 'booking_received', to_address: 'eva@example.nl', ref_id: order.id });
    expect(mail?.subject).toContain('Aanvraag ontvangen');
    expect(mail?.body_text).toContain(`/boeken/status/${model.token}`);

    const view = await pub(t, 'GET', `/booking.view/${model.token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().entry.model).toMatchObject({ status: 'pending', total_amount: 2 * 12_500 });
    const bad = await pub(t, 'GET', `/booking.view/${'x'.repeat(43)}`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().errors.token[0]).toContain('bestaat niet');

    // The calendar shows one unit fewer on those days.
    const availability = await pub(
      t,
      'GET',
      `/booking.availability/springkasteel-jungle?from=${day(9)}&until=${day(12)}`,
    );
    expect(availability.json().results.map((r: { free: number }) => r.free)).toEqual([2, 1, 1, 2]);
    // Staff see it as new.
    const count = await orderApi(t).call('GET', '/booking.pending_count');
    expect(count.json()).toEqual({ count: 1 });
    const list = await orderApi(t).list('?status=pending');
    expect(list.json().results).toHaveLength(1);
  });

  it('reuses a known complete contact by e-mail without changing it, and says nothing about it', async () => {
    const before = await snapshot(t);
    const contact = await t.ctx.db
      .selectFrom('contacts')
      .selectAll()
      .where('email_address', '=', 'eva@example.nl')
      .executeTakeFirstOrThrow();
    const res = await pub(
      t,
      'POST',
      '/booking.create',
      bookingBody({
        items: [{ slug: 'ballonnenset', from: day(12), until: day(12), quantity: 2 }],
        customer: { ...CUSTOMER, first_name: 'Anders', address_line_1: 'Ander adres 9' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot(t);
    expect(after.contacts).toBe(before.contacts);
    expect(after.orders).toBe(before.orders + 1);
    const same = await t.ctx.db
      .selectFrom('contacts')
      .selectAll()
      .where('id', '=', contact.id)
      .executeTakeFirstOrThrow();
    expect(same).toEqual(contact);
    const order = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(order.contact_id).toBe(contact.id);
    expect(order.notes).toContain('Ander adres 9');
  });

  it('refuses bad input with a Dutch 4xx naming the field, writing nothing', async () => {
    const item = (extra: Record<string, unknown>) => ({
      items: [{ slug: 'springkasteel-jungle', from: day(30), until: day(31), quantity: 1, ...extra }],
    });
    await t.ctx.db
      .updateTable('items')
      .set({ status: 'paused' })
      .where('name', '=', 'Ballonnenset')
      .execute();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [item({ from: day(-1), until: day(1) }), 422, 'items.0.from'],
      [item({ from: day(5), until: day(3) }), 422, 'items.0.until'],
      [item({ slug: 'bestaat-niet' }), 422, 'items.0.slug'],
      [
        { items: [{ slug: 'ballonnenset', from: day(30), until: day(30), quantity: 1 }] },
        422,
        'items.0.slug',
      ],
      [item({ quantity: 3 }), 409, 'items.0.quantity'],
      [item({ from: day(10), until: day(11), quantity: 2 }), 409, 'items.0.quantity'],
      [item({ quantity: 21 }), 422, 'items.0.quantity'],
      [{ customer: { ...CUSTOMER, email_address: '' } }, 422, 'customer.email_address'],
      [{ customer: { ...CUSTOMER, last_name: '' } }, 422, 'customer.last_name'],
      [{ customer: { ...CUSTOMER, contact_type: 'business' } }, 422, 'customer.company_name'],
      [{ customer: { ...CUSTOMER, postal_code: undefined } }, 422, 'customer.postal_code'],
      [{ terms_accepted: false }, 422, 'terms_accepted'],
      [{ terms_version: '0' }, 422, 'terms_version'],
      [{ website: 'http://spam.example' }, 422, 'website'],
      [{ notes: 'x'.repeat(1001) }, 422, 'notes'],
      [{ items: Array.from({ length: 11 }, () => item({}).items[0]) }, 422, 'items'],
      [{ items: [] }, 422, 'items'],
    ];
    const before = await snapshot(t);
    for (const [extra, status, field] of cases) {
      const res = await pub(t, 'POST', '/booking.create', bookingBody(extra));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      const body = res.json();
      expect(Object.keys(body.errors ?? {}), `${field}: ${res.body}`).toContain(field);
      expect(body.message).toMatch(/[a-z]/);
      expect(body.message).not.toMatch(/Invalid|expected/);
    }
    // A body over the limit is refused unread.
    const huge = await pub(t, 'POST', '/booking.create', bookingBody({ notes: 'x'.repeat(40_000) }));
    expect(huge.statusCode).toBe(413);
    expect(await snapshot(t)).toEqual(before);
    await t.ctx.db
      .updateTable('items')
      .set({ status: 'active' })
      .where('name', '=', 'Ballonnenset')
      .execute();
  });

  it('gives the last unit to exactly one of many customers at once; the others get a Dutch 409', async () => {
    const bus = await createItem(t, { name: 'Stormbaan', type: 'rentable', status: 'active', price: 20_000 });
    await createUnit(t, { item_id: bus.id, serial_number: 'SB-1' });
    const before = await snapshot(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pub(
          t,
          'POST',
          '/booking.create',
          bookingBody({
            items: [{ slug: 'stormbaan', from: day(40), until: day(41) }],
            customer: { ...CUSTOMER, email_address: `race${i}@example.nl` },
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toMatch(/Stormbaan is (niet vrij|net door iemand anders geboekt)/);
      expect(Object.keys(refused.json().errors)[0]).toMatch(/^items\.0\./);
    }
    const after = await snapshot(t);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.contacts).toBe(before.contacts + 1);
    expect(after.reservations).toBe(before.reservations + 1);
  });

  it('confirms and declines (staff), once; the status page follows and units come free', async () => {
    const book = async (from: number, email: string) => {
      const res = await pub(
        t,
        'POST',
        '/booking.create',
        bookingBody({
          items: [{ slug: 'springkasteel-jungle', from: day(from), until: day(from + 1) }],
          customer: { ...CUSTOMER, email_address: email },
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const token = res.json().entry.model.token as string;
      const order = await t.ctx.db
        .selectFrom('orders')
        .select(['id', 'uuid'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { token, order };
    };
    const a = await book(50, 'confirm@example.nl');
    const confirmed = await orderApi(t).call('POST', `/order.confirm/${a.order.uuid}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().entry.model.status).toBe('confirmed');
    expect((await orderApi(t).call('POST', `/order.confirm/${a.order.uuid}`)).statusCode).toBe(409);
    expect((await pub(t, 'GET', `/booking.view/${a.token}`)).json().entry.model.status).toBe('confirmed');
    expect((await mails(t)).at(-1)).toMatchObject({
      kind: 'booking_confirmed',
      to_address: 'confirm@example.nl',
    });

    const b = await book(60, 'decline@example.nl');
    const declined = await orderApi(t).call('POST', `/order.decline/${b.order.id}`, {
      reason: 'Die dag zijn we gesloten.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().entry.model).toMatchObject({ status: 'cancelled', invoice: null });
    expect((await orderApi(t).call('POST', `/order.decline/${b.order.id}`, {})).statusCode).toBe(409);
    const view = (await pub(t, 'GET', `/booking.view/${b.token}`)).json().entry.model;
    expect(view).toMatchObject({ status: 'cancelled', decline_reason: 'Die dag zijn we gesloten.' });
    const mail = (await mails(t)).at(-1);
    expect(mail).toMatchObject({ kind: 'booking_declined', to_address: 'decline@example.nl' });
    expect(mail?.body_text).toContain('Die dag zijn we gesloten.');
    const free = await pub(
      t,
      'GET',
      `/booking.availability/springkasteel-jungle?from=${day(60)}&until=${day(61)}`,
    );
    expect(free.json().results.map((r: { free: number }) => r.free)).toEqual([2, 2]);
  });

  it('ends a hold that ran out once, with two app instances on one database', async () => {
    const res = await pub(
      t,
      'POST',
      '/booking.create',
      bookingBody({
        items: [{ slug: 'springkasteel-jungle', from: day(70), until: day(70) }],
        customer: { ...CUSTOMER, email_address: 'expire@example.nl' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.ctx.db
      .selectFrom('orders')
      .select(['id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('booking_requests')
      .set({ hold_until: new Date(Date.now() - 60_000).toISOString() })
      .where('order_id', '=', order.id)
      .execute();
    const handles = [0, 1].map(() => openDatabase(t.config.databaseKind, t.config.databaseUrl));
    const apps = await Promise.all(
      handles.map((database) => buildApp({ config: t.config, database, logger: false })),
    );
    try {
      // A later period than the one this test app claimed when it started.
      const now = new Date(Date.now() + 10 * 60_000);
      await Promise.all(apps.map((app) => app.scheduler.runDue(now)));
      // And once more by this process in the same period: the claim keeps it from running again.
      await t.app.scheduler.runDue(now);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(handles.map((h) => h.destroy()));
    }
    const row = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const expired = (await mails(t)).filter((m) => m.kind === 'booking_expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]?.to_address).toBe('expire@example.nl');
    const live = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', '=', 'active')
      .execute();
    expect(live).toHaveLength(0);
  });

  it('confirms by itself when the setting says so', async () => {
    const set = await orderApi(t).call('PATCH', '/booking.settings', {
      booking_auto_confirm: true,
      booking_hold_hours: 24,
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await pub(
      t,
      'POST',
      '/booking.create',
      bookingBody({
        items: [{ slug: 'springkasteel-jungle', from: day(80), until: day(80) }],
        customer: { ...CUSTOMER, email_address: 'auto@example.nl' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.model.status).toBe('confirmed');
    expect((await mails(t)).at(-1)).toMatchObject({
      kind: 'booking_confirmed',
      to_address: 'auto@example.nl',
    });
    await orderApi(t).call('PATCH', '/booking.settings', { booking_auto_confirm: false });
  });
});

describe('online booking: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: '0' } });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('limits booking.create per address (also bad bodies), not other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await pub(t, 'POST', '/booking.create', {}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await pub(t, 'POST', '/booking.create', {}, '10.9.9.9');
    expect(limited.json().message).toContain('Te veel verzoeken');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await pub(t, 'POST', '/booking.create', {}, '10.9.9.10')).statusCode).toBe(422);
  });
});
