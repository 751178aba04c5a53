import { ORDER_MESSAGES } from '@app/contracts';
import { formatDisplayDate, rentalPeriodText } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi } from '../support/invoices-factories.ts';
import {
  countRows,
  createCatalog,
  createOrderTestApp,
  day,
  existingContactOrder,
  NEW_CONTACT,
  newContactOrder,
  type OrderApi,
  type OrderCatalog,
  orderApi,
  RENTABLE,
  reservationOf,
  SELLABLE,
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

/** The balloons' stock left: 10 minus every piece on a live sale (sales hold their pieces for good). */
const stockLeftOfCatalog = async () => {
  const sold = await t.ctx.db
    .selectFrom('reservations')
    .select(['quantity'])
    .where('unit_id', '=', catalog.stock.id)
    .where('status', '=', 'active')
    .execute();
  return 10 - sold.reduce((sum, row) => sum + row.quantity, 0);
};

describe('order.cashcreate', () => {
  it('takes an order for a new contact: contact, reservations, order and concept invoice', async () => {
    const order = await api.createOk(
      newContactOrder([
        reservationOf(unit(0), day(10), day(11), { delivery_time: '10:00-12:00' }),
        reservationOf(catalog.stock.id, day(10), day(10), { quantity: 3 }, SELLABLE.name),
      ]),
    );
    expect(order).toMatchObject({
      status: 'confirmed',
      payment_method: 'cash',
      total_amount: 2 * RENTABLE.price + 3 * SELLABLE.price,
      is_paid: false,
      needs_credit_invoice: false,
      confirmation: null,
      contact: {
        display_name: 'Sanne de Vries',
        email_address: NEW_CONTACT.email_address,
        country: 'Nederland',
      },
    });
    expect(order.reservations).toHaveLength(2);
    expect(order.reservations.map((r: { unit_id: number }) => r.unit_id).sort()).toEqual(
      [unit(0), catalog.stock.id].sort(),
    );
    const castle = order.reservations.find((r: { unit_id: number }) => r.unit_id === unit(0));
    expect(castle).toMatchObject({
      reserved_from: day(10),
      reserved_until: day(11),
      delivery_time: '10:00-12:00',
      quantity: 1,
      status: 'active',
      unit: {
        serial_number: 'SK-001',
        item: { name: RENTABLE.name, type: 'rentable', price: RENTABLE.price },
      },
    });
    // The reservations carry the order and its contact (the agenda reads them).
    const rows = await t.ctx.db
      .selectFrom('reservations')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(rows.every((r) => r.contact_id === order.contact.id && r.delivery_time !== null)).toBe(true);

    expect(order.invoice).toMatchObject({
      status: 'concept',
      invoice_id: null,
      total_amount: order.total_amount,
    });
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.include_tax).toBe(true);
    expect(invoice.identifier).toBe(`Order #${order.id}`);
    expect(invoice.contact.id).toBe(order.contact.id);
    expect(invoice.items).toEqual([
      expect.objectContaining({
        description: `${RENTABLE.name}, ${rentalPeriodText(day(10), day(11))} (2 dagen)`,
        unitCount: 2,
        unitPrice: RENTABLE.price,
        taxRate: 21,
      }),
      expect.objectContaining({
        description: `3 × ${SELLABLE.name}, levering ${formatDisplayDate(day(10))}`,
        unitCount: 3,
        unitPrice: SELLABLE.price,
      }),
    ]);
    expect(invoice.totals.total_incl).toBe(order.total_amount);
  });

  it('takes an order for an existing contact, by id or uuid, and answers order.view by id and uuid', async () => {
    const contact = await insertContact(t.ctx.db, {
      contact_type: 'business',
      company_name: 'Feestboerderij De Wei',
    });
    const first = await api.createOk(
      existingContactOrder(contact.id, [reservationOf(unit(1), day(20), day(20))]),
    );
    const second = await api.createOk(
      existingContactOrder(contact.uuid, [reservationOf(unit(1), day(21), day(21))]),
    );
    expect(second.contact.id).toBe(contact.id);
    expect(second.id).toBeGreaterThan(first.id);
    for (const ref of [first.id, first.uuid]) {
      const res = await api.view(ref);
      expect(res.statusCode).toBe(200);
      expect(res.json().entry.model.id).toBe(first.id);
    }
    expect((await api.view('999999')).statusCode).toBe(404);
    expect((await api.view('geen-id')).json()).toMatchObject({ code: 'not_found' });
  });

  it('lists the reserved units in the order the lines were entered, not in id order', async () => {
    const order = await api.createOk(
      newContactOrder([
        reservationOf(unit(3), day(300), day(301)),
        reservationOf(unit(0), day(300), day(301)),
        reservationOf(unit(2), day(300), day(301)),
      ]),
    );
    const expected = [unit(3), unit(0), unit(2)];
    expect(order.reservations.map((r: { unit_id: number }) => r.unit_id)).toEqual(expected);
    const viewed = (await api.view(order.uuid)).json().entry.model;
    expect(viewed.reservations.map((r: { unit_id: number }) => r.unit_id)).toEqual(expected);
  });

  it('refuses bad input with Dutch field errors and writes nothing', async () => {
    const before = await countRows(t);
    const cases: Array<[unknown, string, string | RegExp]> = [
      [newContactOrder([]), 'items', ORDER_MESSAGES.itemsRequired],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(4))]),
        'items.0.reservation.until',
        ORDER_MESSAGES.rangeInvalid,
      ],
      [
        newContactOrder([reservationOf(unit(2), '2026-02-30', '2026-03-02')]),
        'items.0.reservation.from',
        ORDER_MESSAGES.dateInvalid,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5), { delivery_time: '18:00-20:00' })]),
        'items.0.reservation.delivery_time',
        ORDER_MESSAGES.deliveryTimeInvalid,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5))], {
          create_contact: { ...NEW_CONTACT, email_address: '', postal_code: null },
        }),
        'create_contact.email_address',
        'E-mailadres is verplicht voor een order',
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5))], {
          create_contact: { contact_type: 'business', email_address: 'a@b.nl' },
        }),
        'create_contact.company_name',
        'Bedrijfsnaam is verplicht',
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5))], { payment_method: 'iDEAL' }),
        'payment_method',
        ORDER_MESSAGES.idealDisabled,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5))], { payment_method: '' }),
        'payment_method',
        ORDER_MESSAGES.paymentRequired,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5))], { contact_method: 'existing' }),
        'existing_contact',
        ORDER_MESSAGES.contactRequired,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5), {}, 'Ander product')]),
        'items.0.reservation.unit_id',
        ORDER_MESSAGES.unitNotOfProduct('Ander product'),
      ],
      [
        newContactOrder([reservationOf(987_654, day(5), day(5))]),
        'items.0.reservation.unit_id',
        ORDER_MESSAGES.unitNotFound,
      ],
      [
        newContactOrder([reservationOf(99_999_999_999, day(5), day(5))]),
        'items.0.reservation.unit_id',
        ORDER_MESSAGES.unitNotFound,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(-1), day(2))]),
        'items.0.reservation.from',
        ORDER_MESSAGES.startInPast,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(5), { quantity: 2 })]),
        'items.0.reservation.quantity',
        ORDER_MESSAGES.quantityRentable,
      ],
      [
        newContactOrder([reservationOf(unit(2), day(5), day(400))]),
        'items.0.reservation.until',
        ORDER_MESSAGES.rangeTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.create(body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      const json = res.json();
      expect(json.code).toBe('validation_failed');
      expect(json.errors?.[field]?.[0], `${field}: ${res.body}`).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(json.message).not.toMatch(/[A-Za-z]+Error|at .*\.ts/);
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses NUL characters and ids past the integer range without a 500', async () => {
    const before = await countRows(t);
    const nul = await api.create(
      newContactOrder([reservationOf(unit(2), day(5), day(5))], {
        create_contact: { ...NEW_CONTACT, city: 'Utr\u0000echt' },
      }),
    );
    expect(nul.statusCode).toBe(422);
    const bigContact = await api.create(
      existingContactOrder(99_999_999_999, [reservationOf(unit(2), day(5), day(5))]),
    );
    expect(bigContact.statusCode).toBe(422);
    expect((await api.view('99999999999999999999')).statusCode).toBe(404);
    expect((await api.revert('99999999999999999999')).statusCode).toBe(404);
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses an archived, unknown or incomplete existing contact', async () => {
    const before = await countRows(t);
    const archived = await insertContact(t.ctx.db, { deleted_at: new Date().toISOString() });
    let res = await api.create(existingContactOrder(archived.id, [reservationOf(unit(2), day(5), day(5))]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.existing_contact).toEqual([ORDER_MESSAGES.contactArchived]);

    res = await api.create(existingContactOrder(123_456, [reservationOf(unit(2), day(5), day(5))]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ORDER_MESSAGES.contactNotFound);

    const incomplete = await insertContact(t.ctx.db, { postal_code: null, city: '' });
    res = await api.create(existingContactOrder(incomplete.id, [reservationOf(unit(2), day(5), day(5))]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Dit contact is niet compleet voor een order. Vul nog aan: postcode, plaats.',
    );
    const after = await countRows(t);
    expect({ ...after, contacts: before.contacts }).toEqual(before);
  });

  it('refuses an item that is not active, and a unit that is already taken, naming product and days', async () => {
    const paused = await api.call('PATCH', `/item.update/${catalog.castle.id}`, { status: 'paused' });
    expect(paused.statusCode).toBe(200);
    let res = await api.create(newContactOrder([reservationOf(unit(3), day(40), day(41))]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ORDER_MESSAGES.itemNotActive(RENTABLE.name));
    await api.call('PATCH', `/item.update/${catalog.castle.id}`, { status: 'active' });

    await api.createOk(newContactOrder([reservationOf(unit(3), day(40), day(41))]));
    const before = await countRows(t);
    res = await api.create(newContactOrder([reservationOf(unit(3), day(41), day(43))]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.unitTaken(RENTABLE.name, formatDisplayDate(day(41))));
    expect(res.json().errors['items.0.reservation.unit_id']).toHaveLength(1);
    // Two lines of one order for the same unit on overlapping days: the second refuses the first's.
    res = await api.create(
      newContactOrder([reservationOf(unit(3), day(50), day(52)), reservationOf(unit(3), day(52), day(53))]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(RENTABLE.name);
    expect(await countRows(t)).toEqual(before);

    res = await api.create(
      newContactOrder([reservationOf(catalog.stock.id, day(40), day(40), { quantity: 11 }, SELLABLE.name)]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      ORDER_MESSAGES.notEnoughStock(SELLABLE.name, 11, await stockLeftOfCatalog()),
    );
    expect(await countRows(t)).toEqual(before);
  });

  it('is all or nothing: a failure after the contact insert keeps no contact, reservation, order, invoice or mail', async () => {
    const before = await countRows(t);
    const maxContact = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('contacts')
            .select((eb) => eb.fn.max('id').as('m'))
            .executeTakeFirstOrThrow()
        ).m,
      );
    const lastContactId = await maxContact();
    // The invoice insert comes after the contact, the reservations and the order.
    if (t.ctx.dbKind === 'postgres') {
      await sql`create function orders_test_fail() returns trigger language plpgsql as $$ begin raise exception 'kapot'; end $$`.execute(
        t.ctx.db,
      );
      await sql`create trigger orders_test_fail before insert on invoices for each row execute function orders_test_fail()`.execute(
        t.ctx.db,
      );
    } else {
      await sql`create trigger orders_test_fail before insert on invoices begin select raise(abort, 'kapot'); end`.execute(
        t.ctx.db,
      );
    }
    try {
      const res = await api.create(
        newContactOrder([reservationOf(unit(2), day(60), day(61))], { publish: true }),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Er ging iets mis op de server.', code: 'internal_error' });
    } finally {
      await sql`drop trigger orders_test_fail${sql.raw(t.ctx.dbKind === 'postgres' ? ' on invoices' : '')}`.execute(
        t.ctx.db,
      );
      if (t.ctx.dbKind === 'postgres') await sql`drop function orders_test_fail()`.execute(t.ctx.db);
    }
    expect(await countRows(t)).toEqual(before);
    const counter = await t.ctx.db.selectFrom('invoice_number_counters').selectAll().execute();
    expect(counter).toEqual([]);
    // The unit is free again for those days, and (SQLite) the customer number was not used up.
    const order = await api.createOk(newContactOrder([reservationOf(unit(2), day(60), day(61))]));
    if (t.ctx.dbKind === 'sqlite') expect(order.contact.id).toBe(lastContactId + 1);
    else expect(order.contact.id).toBeGreaterThan(lastContactId);
  });
});

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
