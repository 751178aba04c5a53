import { ORDER_MESSAGES } from '@app/contracts';
import { formatDisplayDate, rentalPeriodText } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi } from '../support/invoices-factories.ts';
import {
  countRows,
  createOrderTestApp,
  day,
  existingContactOrder,
  NEW_CONTACT,
  newContactOrder,
  type OrderApi,
  type OrderCatalog,
  RENTABLE,
  reservationOf,
  SELLABLE,
} from '../support/orders-factories.ts';
import type { TestApp } from '../support/test-app.ts';

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
