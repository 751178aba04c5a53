import { ORDER_MESSAGES } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi } from '../support/invoices-factories.ts';
import {
  countRows,
  createCatalog,
  createOrderTestApp,
  day,
  NEW_CONTACT,
  newContactOrder,
  type OrderApi,
  type OrderCatalog,
  orderApi,
  RENTABLE,
  reservationOf,
} from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let catalog: OrderCatalog;
let api: OrderApi;
let unit: (i: number) => number;

beforeAll(async () => {
  ({ t, catalog, api, unit } = await createOrderTestApp({ units: 4 }));
});
afterAll(() => t.close());

describe('concurrent orders for one unit', () => {
  it('exactly one of many simultaneous orders for overlapping days succeeds; the others get a Dutch 409 and write nothing', async () => {
    const before = await countRows(t);
    const attempts = 24;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        api.create(
          newContactOrder([reservationOf(unit(0), day(100 + (i % 3)), day(102 + (i % 3)))], {
            create_contact: { ...NEW_CONTACT, first_name: `Klant${i}` },
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(attempts - 1);
    for (const res of refused) {
      expect(res.json().message).toMatch(
        new RegExp(`^${RENTABLE.name} is niet meer vrij op .+\\d{4}\\. Kies andere dagen`),
      );
    }
    const after = await countRows(t);
    expect(after.orders - before.orders).toBe(1);
    expect(after.contacts - before.contacts).toBe(1);
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.reservations - before.reservations).toBe(1);
  });

  it('orders on distinct units at the same moment all succeed', async () => {
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => api.create(newContactOrder([reservationOf(unit(i), day(200), day(201))]))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('one of several simultaneous orders failing half-way keeps nothing of it; the others are all taken', async () => {
    // On SQLite these orders share one write transaction (group commit), each in a savepoint.
    const before = await countRows(t);
    if (t.ctx.dbKind === 'postgres') {
      await sql`create function orders_test_fail_one() returns trigger language plpgsql as $$ begin
        if (select last_name from contacts where id = new.contact_id) = 'Kapot' then raise exception 'kapot'; end if;
        return new; end $$`.execute(t.ctx.db);
      await sql`create trigger orders_test_fail_one before insert on invoices for each row execute function orders_test_fail_one()`.execute(
        t.ctx.db,
      );
    } else {
      await sql`create trigger orders_test_fail_one before insert on invoices
        when (select last_name from contacts where id = new.contact_id) = 'Kapot'
        begin select raise(abort, 'kapot'); end`.execute(t.ctx.db);
    }
    let statuses: number[];
    try {
      const results = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          api.create(
            newContactOrder([reservationOf(unit(i), day(250), day(251))], {
              publish: true,
              create_contact: {
                ...NEW_CONTACT,
                first_name: `Klant${i}`,
                last_name: i === 1 ? 'Kapot' : 'Heel',
              },
            }),
          ),
        ),
      );
      statuses = results.map((r) => r.statusCode);
    } finally {
      await sql`drop trigger orders_test_fail_one${sql.raw(t.ctx.dbKind === 'postgres' ? ' on invoices' : '')}`.execute(
        t.ctx.db,
      );
      if (t.ctx.dbKind === 'postgres') await sql`drop function orders_test_fail_one()`.execute(t.ctx.db);
    }
    expect(statuses).toEqual([200, 500, 200, 200]);
    const after = await countRows(t);
    expect(after).toEqual({
      ...before,
      contacts: before.contacts + 3,
      reservations: before.reservations + 3,
      orders: before.orders + 3,
      invoices: before.invoices + 3,
      invoice_lines: after.invoice_lines,
      outbox_mails: before.outbox_mails + 3,
    });
    expect(after.invoice_lines - before.invoice_lines).toBeGreaterThanOrEqual(3);
    const kept = await t.ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('last_name', '=', 'Kapot')
      .execute();
    expect(kept).toEqual([]);
    // The failed order's unit is free on those days.
    const taken = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('unit_id', '=', unit(1))
      .where('reserved_from', '<=', day(251))
      .where('reserved_until', '>=', day(250))
      .where('status', '=', 'active')
      .execute();
    expect(taken).toEqual([]);
  });
});

describe('paid and cancelled', () => {
  it('becomes paid when its invoice is marked paid, and confirmed again when the invoice is reopened', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(1), day(30), day(31))]));
    const invoices = invoiceApi(t);
    expect((await invoices.update(order.invoice.uuid, { status: 'outstanding' })).statusCode).toBe(200);
    expect((await api.view(order.id)).json().entry.model).toMatchObject({
      status: 'confirmed',
      is_paid: false,
    });
    expect((await invoices.update(order.invoice.uuid, { status: 'paid' })).statusCode).toBe(200);
    expect((await api.view(order.id)).json().entry.model).toMatchObject({
      status: 'paid',
      is_paid: true,
      invoice: { status: 'paid' },
    });
    expect((await invoices.update(order.invoice.uuid, { status: 'concept' })).statusCode).toBe(200);
    expect((await api.view(order.id)).json().entry.model).toMatchObject({
      status: 'confirmed',
      is_paid: false,
    });
  });

  it('order.revert cancels, frees every reservation and deletes the concept invoice; a second call is a Dutch 409', async () => {
    const order = await api.createOk(
      newContactOrder([reservationOf(unit(2), day(70), day(72)), reservationOf(unit(3), day(70), day(70))]),
    );
    const res = await api.revert(order.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.cancelled);
    const model = res.json().entry.model;
    expect(model).toMatchObject({ status: 'cancelled', invoice: null, needs_credit_invoice: false });
    expect(model.cancelled_at).not.toBeNull();
    expect(model.reservations.every((r: { status: string }) => r.status === 'cancelled')).toBe(true);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.deleted_at).not.toBeNull();
    // The days are free again.
    const free = await api.call(
      'GET',
      `/item.availability/${catalog.castle.id}?from=${day(70)}&until=${day(72)}`,
    );
    for (const d of [day(70), day(71), day(72)]) expect(free.json()[d]).toContain(unit(2));
    expect(free.json()[day(70)]).toContain(unit(3));

    const again = await api.revert(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.alreadyCancelled);
    expect((await api.revert('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a published invoice stays when its order is cancelled, and the order says a credit invoice is needed', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(2), day(80), day(80))]));
    expect((await invoiceApi(t).update(order.invoice.uuid, { status: 'outstanding' })).statusCode).toBe(200);
    const res = await api.revert(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${ORDER_MESSAGES.cancelled} ${ORDER_MESSAGES.creditInvoiceNeeded}`);
    expect(res.json().entry.model).toMatchObject({
      status: 'cancelled',
      needs_credit_invoice: true,
      invoice: { status: 'outstanding' },
    });
    expect((await invoiceApi(t).view(order.invoice.uuid)).deleted_at).toBeNull();
    // Paying that invoice later does not revive the order.
    expect((await invoiceApi(t).update(order.invoice.uuid, { status: 'paid' })).statusCode).toBe(200);
    expect((await api.view(order.id)).json().entry.model.status).toBe('cancelled');
  });

  it('two cancels at the same moment: one succeeds, the other gets the 409', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(1), day(90), day(90))]));
    const results = await Promise.all([api.revert(order.id), api.revert(order.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('orders.view, order.search and the contact timeline', () => {
  let fresh: TestApp;
  let freshApi: OrderApi;
  beforeAll(async () => {
    fresh = await createTestApp();
    const cat = await createCatalog(fresh, 1);
    freshApi = orderApi(fresh);
    const unitId = cat.castleUnits[0]?.id ?? 0;
    for (let i = 0; i < 23; i++) {
      await freshApi.createOk(
        newContactOrder([reservationOf(unitId, day(i * 2), day(i * 2))], {
          create_contact: { ...NEW_CONTACT, first_name: i === 5 ? 'Zeldzaam' : `Klant${i}` },
        }),
      );
    }
    await freshApi.revert(3);
    await fresh.ctx.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', 4).execute();
  });
  afterAll(() => fresh.close());

  it('pages 20 by id descending with meta, filtered on statuses', async () => {
    let res = await freshApi.list();
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 23 });
    expect(body.results.map((r: { id: number }) => r.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => 23 - i),
    );
    expect(body.results[0]).toMatchObject({
      status: 'confirmed',
      contact: { display_name: 'Klant22 de Vries' },
    });

    res = await freshApi.list('?page=2');
    expect(res.json().results.map((r: { id: number }) => r.id)).toEqual([3, 2, 1]);

    body = (await freshApi.list('?status=paid,confirmed&per_page=50')).json();
    expect(body.meta.total).toBe(22);
    expect(body.results.some((r: { id: number }) => r.id === 3)).toBe(false);
    body = (await freshApi.list('?status=cancelled')).json();
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([3]);
    body = (await freshApi.list('?status=')).json();
    expect(body.meta.total).toBe(0);
    res = await freshApi.list('?status=verzonnen');
    expect(res.statusCode).toBe(422);
  });

  it('gives each row its rental period (first through last day over its lines) and delivery city', async () => {
    const body = (await freshApi.list('?status=paid,confirmed,cancelled,pending&per_page=50')).json();
    const first = body.results.find((r: { id: number }) => r.id === 1);
    expect(first).toMatchObject({ rental_period: { from: day(0), until: day(0) }, delivery_city: 'Utrecht' });
    // A cancelled order keeps the period it had.
    expect(body.results.find((r: { id: number }) => r.id === 3)).toMatchObject({
      rental_period: { from: day(4), until: day(4) },
    });
  });

  it('searches by contact name, product and order number', async () => {
    let body = (await freshApi.list('?q=zeldzaam')).json();
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([6]);
    body = (await freshApi.call('GET', '/order.search/%2312')).json();
    expect(body.results.map((r: { id: number }) => r.id)).toContain(12);
    body = (await freshApi.call('GET', `/order.search/${encodeURIComponent('jungle')}`)).json();
    expect(body.results).toHaveLength(20);
    body = (await freshApi.call('GET', '/order.search/%25?limit=5')).json();
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([23, 22, 21, 20, 19]);
  });

  it('lists the orders in the contact timeline, linking by uuid', async () => {
    const order = (await freshApi.view(6)).json().entry.model;
    const res = await freshApi.call('GET', `/contact.view/${order.contact.uuid}`);
    const timeline = res.json().entry.model.timeline;
    expect(timeline).toContainEqual(
      expect.objectContaining({
        type: 'order',
        uuid: order.uuid,
        order_id: 6,
        status: 'confirmed',
        total_amount: order.total_amount,
      }),
    );
    expect(timeline).toContainEqual(expect.objectContaining({ type: 'invoice', uuid: order.invoice.uuid }));
  });
});

describe('an order over lines of different days in the list', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('runs from the earliest to the latest day and is found by its city', async () => {
    const freshApi = orderApi(fresh);
    const cat = await createCatalog(fresh, 2);
    const [a, b] = cat.castleUnits;
    const spread = await freshApi.createOk(
      newContactOrder(
        [reservationOf(a?.id ?? 0, day(60), day(61)), reservationOf(b?.id ?? 0, day(58), day(59))],
        {
          create_contact: { ...NEW_CONTACT, first_name: 'Spreiding', city: 'Amersfoort' },
        },
      ),
    );
    await freshApi.createOk(newContactOrder([reservationOf(a?.id ?? 0, day(70), day(70))]));
    const found = (await freshApi.call('GET', `/order.search/${encodeURIComponent('amersfoort')}`)).json();
    expect(found.results).toEqual([
      expect.objectContaining({
        id: spread.id,
        rental_period: { from: day(58), until: day(61) },
        delivery_city: 'Amersfoort',
      }),
    ]);
    const listed = (await freshApi.list('?q=amersfoort')).json();
    expect(listed.results.map((r: { id: number }) => r.id)).toEqual([spread.id]);
  });
});
