import { BOOKING_MESSAGES, GEO_ATTRIBUTION } from '@app/contracts';
import { formatLongDate, formatMoney } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactViaApi } from '../support/contacts-factories.ts';
import { startFakeMollie } from '../support/fake-mollie.ts';
import { writeIdentity } from '../support/invoices-factories.ts';
import { countRows, createCatalog, day, orderApi } from '../support/orders-factories.ts';
import { setSettings } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Online booking, the practical details a customer must know before and after sending a request:
 * the pickup window and the payment method are asked, the transport is priced from the address
 * (or the distance asked) before the request is sent, and the mails and the status page name the
 * order number, the address, the windows, how to pay and the transport cost.
 */

const UTRECHT = { address_line_1: 'Dorpsstraat 1', postal_code: '3511 AA', city: 'Utrecht' };
/** A well-formed postcode no postcode table knows, in a place no table knows either. */
const NOWHERE = { address_line_1: 'Nergensweg 1', postal_code: '1000 AA', city: 'Nergenshuizen' };

const customer = (email: string, address = UTRECHT) => ({
  contact_type: 'individual',
  first_name: 'Eva',
  last_name: 'Bakker',
  email_address: email,
  phone_number: '06-11112222',
  ...address,
});

const castle = (from: number, until: number, windows: Record<string, string> = {}) => ({
  slug: 'springkasteel-jungle',
  from: day(from),
  until: day(until),
  quantity: 1,
  delivery_time: '10:00-12:00',
  ...windows,
});

const body = (extra: Record<string, unknown>) => ({
  items: [castle(10, 11)],
  customer: customer('eva@example.nl'),
  payment_method: 'cash',
  terms_accepted: true,
  terms_version: '1',
  ...extra,
});

const pub = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, remoteAddress: '10.0.0.1', ...(payload ? { payload } : {}) });

const lastMail = async (t: TestApp, kind: string) =>
  (
    await t.ctx.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).body_text;

const lastOrder = (t: TestApp) =>
  t.ctx.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

/** What a staff order to this address would cost in transport: the Distances feature's price. */
const staffTransport = async (t: TestApp, address: typeof UTRECHT, unitId: number, from = 10, until = 11) => {
  const quote = await orderApi(t).call('POST', '/order.quote', {
    contact_method: 'create',
    create_contact: { ...address, country: 'nl' },
    items: [
      {
        reservation: {
          unit_id: unitId,
          product_name: 'Springkasteel Jungle',
          from: day(from),
          until: day(until),
          delivery_time: '10:00-12:00',
        },
      },
    ],
  });
  expect(quote.statusCode, quote.body).toBe(200);
  return quote.json() as { transport_amount: number; distance_unknown: boolean };
};

describe('online booking: the practical details', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeMollie>>;
  let catalog: Awaited<ReturnType<typeof createCatalog>>;
  beforeAll(async () => {
    fake = await startFakeMollie();
    t = await createTestApp({
      env: { MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz1234', MOLLIE_API_URL: fake.url },
    });
    await t.app.ready();
    await writeIdentity(t.ctx.db);
    const fees = await setSettings(t, {
      delivery_cost_per_kilometer: 45,
      pickup_cost_per_kilometer: 30,
      free_kilometers: 0,
    });
    expect(fees.statusCode, fees.body).toBe(200);
    catalog = await createCatalog(t, 3);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const unit = () => catalog.castleUnits[0]?.id ?? 0;

  it('offers cash, and iDEAL while the server has a Mollie key', async () => {
    const shop = (await pub(t, 'GET', '/booking.items')).json().shop;
    expect(shop.payment_methods.map((m: { method: string }) => m.method)).toEqual(['cash', 'ideal']);
    expect(shop.city).toBe('Utrecht');
  });

  it('prices the transport from the address before sending, and asks the distance only where nobody can locate it', async () => {
    const quote = async (address: Record<string, unknown>) => {
      const res = await pub(t, 'POST', '/booking.quote', { items: [castle(10, 11)], ...address });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // No address yet: nothing to price, nothing to ask.
    expect(await quote({})).toMatchObject({ transport_known: false, distance_needed: false });

    const staff = await staffTransport(t, UTRECHT, unit());
    expect(staff.transport_amount).toBeGreaterThan(0);
    const located = await quote(UTRECHT);
    expect(located).toMatchObject({
      transport_known: true,
      distance_needed: false,
      transport_amount: staff.transport_amount,
      total_amount: 2 * 12_500 + staff.transport_amount,
    });
    expect(located.attribution).toContain(GEO_ATTRIBUTION);
    // A distance typed for an address that is located changes nothing.
    expect((await quote({ ...UTRECHT, manual_distance_km: 0 })).transport_amount).toBe(
      staff.transport_amount,
    );

    expect((await staffTransport(t, NOWHERE, unit())).distance_unknown).toBe(true);
    expect(await quote(NOWHERE)).toMatchObject({
      transport_known: false,
      distance_needed: true,
      attribution: null,
    });
    // 12 km one way: delivery 12 × 0,45 and pickup 12 × 0,30.
    expect(await quote({ ...NOWHERE, manual_distance_km: 12 })).toMatchObject({
      transport_known: true,
      distance_needed: true,
      transport_amount: 12 * 45 + 12 * 30,
    });
  });

  it('refuses a request whose transport is unknown, and takes it with the distance the customer gives', async () => {
    const before = await countRows(t);
    const refused = await pub(
      t,
      'POST',
      '/booking.create',
      body({ items: [castle(14, 14)], customer: customer('ver@example.nl', NOWHERE) }),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ manual_distance_km: [BOOKING_MESSAGES.distanceRequired] });
    expect(await countRows(t)).toEqual(before);

    const taken = await pub(
      t,
      'POST',
      '/booking.create',
      body({
        items: [castle(14, 14)],
        customer: customer('ver@example.nl', NOWHERE),
        manual_distance_km: 12,
      }),
    );
    expect(taken.statusCode, taken.body).toBe(200);
    const order = await lastOrder(t);
    expect(order).toMatchObject({ transport_manual: 1, transport_distance_m: 12_000 });
    expect(taken.json().entry.model.transport_amount).toBe(12 * 45 + 12 * 30);
    expect(await lastMail(t, 'booking_received')).toContain(
      `Transportkosten: ${formatMoney(12 * 45 + 12 * 30)}`,
    );
  });

  it('keeps the pickup window and the payment chosen; the mails and the status page give every detail', async () => {
    const staff = await staffTransport(t, UTRECHT, unit(), 20, 21);
    const res = await pub(
      t,
      'POST',
      '/booking.create',
      body({
        items: [
          castle(20, 21, { pickup_time: '14:00-16:00' }),
          { slug: 'ballonnenset', from: day(20), until: day(20), quantity: 3, delivery_time: '10:00-12:00' },
        ],
        customer: customer('details@example.nl'),
        payment_method: 'ideal',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = await lastOrder(t);
    expect(order).toMatchObject({ payment_method: 'ideal', transport_manual: 0 });
    const reservations = await t.ctx.db
      .selectFrom('reservations')
      .select(['delivery_time', 'pickup_time', 'quantity'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(reservations).toEqual([
      { delivery_time: '10:00-12:00', pickup_time: '14:00-16:00', quantity: 1 },
      { delivery_time: '10:00-12:00', pickup_time: null, quantity: 3 },
    ]);

    const view = res.json().entry.model;
    expect(view).toMatchObject({
      order_number: order.id,
      status: 'pending',
      delivery_address: { address_line_1: 'Dorpsstraat 1', postal_code: '3511 AA', city: 'Utrecht' },
      payment_method: 'ideal',
      payment_text: 'Je betaalt met iDEAL. De betaallink krijg je zodra we je boeking hebben bevestigd.',
      pay_url: null,
      transport_amount: staff.transport_amount,
      total_amount: order.total_amount_cents,
    });
    expect(view.items).toEqual([
      {
        name: 'Springkasteel Jungle',
        from: day(20),
        until: day(21),
        quantity: 1,
        delivery_time: '10:00-12:00',
        pickup_time: '14:00-16:00',
      },
      {
        name: 'Ballonnenset',
        from: day(20),
        until: day(20),
        quantity: 3,
        delivery_time: '10:00-12:00',
        pickup_time: null,
      },
    ]);
    const status = await pub(t, 'GET', `/booking.view/${view.token}`);
    expect(status.json().entry.model).toEqual({ ...view, token: undefined, created_at: view.created_at });

    const received = await lastMail(t, 'booking_received');
    for (const text of [
      `Ordernummer: ${order.id}`,
      `Levering: ${formatLongDate(day(20))} tussen 10:00 en 12:00 uur`,
      `Ophalen: ${formatLongDate(day(21))} tussen 14:00 en 16:00 uur`,
      '- 3 × Ballonnenset',
      'Afleveradres\nDorpsstraat 1\n3511 AA Utrecht',
      `Transportkosten: ${formatMoney(staff.transport_amount)}`,
      `Totaal (incl. btw): ${formatMoney(order.total_amount_cents)}`,
      'Betalen: Je betaalt met iDEAL. De betaallink krijg je zodra we je boeking hebben bevestigd.',
    ])
      expect(received).toContain(text);
    expect(received).not.toMatch(/later berekend|SK-00|ideal\.pay/);

    // Confirmed: the same details, and now the iDEAL link (in the mail and on the status page).
    expect((await orderApi(t).call('POST', `/order.confirm/${order.uuid}`)).statusCode).toBe(200);
    const confirmed = await lastMail(t, 'booking_confirmed');
    for (const text of [
      `Ordernummer: ${order.id}`,
      `Ophalen: ${formatLongDate(day(21))} tussen 14:00 en 16:00 uur`,
      '3511 AA Utrecht',
      `Transportkosten: ${formatMoney(staff.transport_amount)}`,
      'Betalen: Je betaalt met iDEAL via de betaallink.',
    ])
      expect(confirmed).toContain(text);
    expect(confirmed).toMatch(/Betaal met iDEAL: http\S+\/api\/ideal\.pay\/\S+/);
    const after = (await pub(t, 'GET', `/booking.view/${view.token}`)).json().entry.model;
    expect(after).toMatchObject({
      status: 'confirmed',
      payment_text: 'Je betaalt met iDEAL via de betaallink.',
    });
    expect(after.pay_url).toMatch(/\/api\/ideal\.pay\//);
  });

  it('prices and shows the address typed, not the stored one of a contact reused by its e-mail address', async () => {
    const known = await createContactViaApi(t, {
      contact_type: 'individual',
      first_name: 'Eva',
      last_name: 'Bakker',
      email_address: 'bekend@example.nl',
      phone_number: '06-99990000',
      address_line_1: 'Damrak 1',
      postal_code: '1012 LG',
      city: 'Amsterdam',
      country: 'nl',
    });
    const utrecht = await staffTransport(t, UTRECHT, unit(), 30, 31);
    const amsterdam = await staffTransport(
      t,
      { ...UTRECHT, postal_code: '1012 LG', city: 'Amsterdam' },
      unit(),
      30,
      31,
    );
    expect(amsterdam.transport_amount).toBeGreaterThan(utrecht.transport_amount);
    const res = await pub(
      t,
      'POST',
      '/booking.create',
      body({ items: [castle(30, 31)], customer: customer('bekend@example.nl') }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = await lastOrder(t);
    expect(order.contact_id).toBe(known.id);
    expect(order.transport_amount_cents).toBe(utrecht.transport_amount);
    const view = res.json().entry.model;
    expect(view.delivery_address).toEqual({
      address_line_1: 'Dorpsstraat 1',
      postal_code: '3511 AA',
      city: 'Utrecht',
    });
    expect(res.body).not.toContain('Damrak');
    expect(await lastMail(t, 'booking_received')).not.toContain('Damrak');
  });

  it('refuses a pickup before the delivery on a one-day rental, an unknown window and no payment method', async () => {
    const before = await countRows(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { items: [castle(40, 40, { delivery_time: '12:00-14:00', pickup_time: '12:00-14:00' })] },
        'items.0.pickup_time',
        BOOKING_MESSAGES.pickupBeforeDelivery,
      ],
      [{ items: [castle(40, 41, { pickup_time: '07:00-09:00' })] }, 'items.0.pickup_time', 'ophaaltijd'],
      [{ payment_method: undefined }, 'payment_method', BOOKING_MESSAGES.paymentRequired],
      [{ payment_method: 'bitcoin' }, 'payment_method', BOOKING_MESSAGES.paymentRequired],
    ];
    for (const [extra, field, message] of cases) {
      const res = await pub(t, 'POST', '/booking.create', body(extra));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().errors[field]?.[0], res.body).toContain(message);
    }
    // The pickup the next day may be early; the same day after the delivery is fine too.
    const early = await pub(
      t,
      'POST',
      '/booking.create',
      body({ items: [castle(42, 43, { pickup_time: '08:00-10:00' })] }),
    );
    expect(early.statusCode, early.body).toBe(200);
    const later = await pub(
      t,
      'POST',
      '/booking.create',
      body({ items: [castle(44, 44, { delivery_time: '08:00-10:00', pickup_time: '10:00-12:00' })] }),
    );
    expect(later.statusCode, later.body).toBe(200);
    expect((await countRows(t)).orders).toBe(before.orders + 2);
  });
});

describe('online booking without a Mollie key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    await writeIdentity(t.ctx.db);
    await createCatalog(t, 1);
  });
  afterAll(() => t.close());

  it('offers cash only, and refuses iDEAL on its field, writing nothing', async () => {
    const shop = (await pub(t, 'GET', '/booking.items')).json().shop;
    expect(shop.payment_methods).toEqual([{ method: 'cash', label: 'Contant bij de levering' }]);
    const before = await countRows(t);
    const res = await pub(t, 'POST', '/booking.create', body({ payment_method: 'ideal' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ payment_method: [BOOKING_MESSAGES.paymentUnavailable] });
    expect(await countRows(t)).toEqual(before);
    const cash = await pub(t, 'POST', '/booking.create', body({}));
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().entry.model).toMatchObject({
      payment_method: 'cash',
      payment_text: 'Je betaalt contant bij de levering.',
    });
  });
});
