import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { writeIdentity } from './invoices-factories.ts';
import { createItem, createUnit } from './items-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const RENTABLE = { name: 'Springkasteel Jungle', price: 12_500 } as const;
export const SELLABLE = { name: 'Ballonnenset', price: 450 } as const;

/** A day `offset` days from today (Amsterdam). */
export const day = (offset: number) => addCalendarDays(todayCalendarDate(), offset);

/** An active rentable item with `units` serial-numbered units and an active sellable one with stock 10. */
export const createCatalog = async (t: TestApp, units = 3) => {
  const castle = await createItem(t, {
    name: RENTABLE.name,
    type: 'rentable',
    status: 'active',
    price: RENTABLE.price,
  });
  const castleUnits = [];
  for (let i = 1; i <= units; i++) {
    castleUnits.push(
      await createUnit(t, { item_id: castle.id, serial_number: `SK-${String(i).padStart(3, '0')}` }),
    );
  }
  const balloons = await createItem(t, {
    name: SELLABLE.name,
    type: 'sellable',
    status: 'active',
    price: SELLABLE.price,
  });
  const stock = await createUnit(t, { item_id: balloons.id, serial_number: null, quantity: 10 });
  return { castle, castleUnits, balloons, stock };
};

export type OrderCatalog = Awaited<ReturnType<typeof createCatalog>>;

export const NEW_CONTACT = {
  contact_type: 'individual',
  first_name: 'Sanne',
  last_name: 'de Vries',
  email_address: 'sanne@example.nl',
  phone_number: '06-12345678',
  address_line_1: 'Oudegracht 100',
  postal_code: '3511 AX',
  city: 'Utrecht',
  country: 'nl',
} as const;

export const reservationOf = (
  unitId: number,
  from: string,
  until: string,
  extra: Record<string, unknown> = {},
  product: string = RENTABLE.name,
) => ({
  reservation: {
    unit_id: unitId,
    product_name: product,
    from,
    until,
    delivery_time: '08:00-10:00',
    ...extra,
  },
});

/** A cash-order body for a new contact (override anything). */
export const newContactOrder = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  contact_method: 'create',
  create_contact: NEW_CONTACT,
  items,
  payment_method: 'cash',
  publish: false,
  ...extra,
});

export const existingContactOrder = (
  contactId: number | string,
  items: unknown[],
  extra: Record<string, unknown> = {},
) => ({
  contact_method: 'existing',
  existing_contact: { id: contactId },
  items,
  payment_method: 'cash',
  publish: false,
  ...extra,
});

export const orderApi = (t: TestApp) => {
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: await t.authHeaders(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    create: (body: unknown) => call('POST', '/order.cashcreate', body),
    createOk: async (body: unknown) => {
      const res = await call('POST', '/order.cashcreate', body);
      if (res.statusCode !== 200) throw new Error(`order.cashcreate ${res.statusCode}: ${res.body}`);
      return res.json().entry.model;
    },
    view: (id: string | number) => call('GET', `/order.view/${id}`),
    revert: (id: string | number) => call('DELETE', `/order.revert/${id}`),
    list: (query = '') => call('GET', `/orders.view${query}`),
  };
};

export type OrderApi = ReturnType<typeof orderApi>;

/**
 * The start every order API test file shares: a fresh app with the company identity written (so
 * confirmations and invoices have a sender), the catalog with `units` castle units, the order API
 * (its first call logs the test user in) and `unit(i)`, the id of castle unit i, which throws
 * rather than answer a unit that is not there. The caller closes `t`.
 */
export const createOrderTestApp = async (opts: {
  units: number;
  app?: Parameters<typeof createTestApp>[0];
}) => {
  const t = await createTestApp(opts.app);
  await writeIdentity(t.ctx.db);
  const catalog = await createCatalog(t, opts.units);
  const unit = (i: number) => {
    const found = catalog.castleUnits[i];
    if (!found) throw new Error(`no unit ${i}`);
    return found.id;
  };
  return { t, catalog, api: orderApi(t), unit };
};

/** One line of a test order: a unit reserved from..until, delivered in a window (default 10:00-12:00). */
export type OrderLine = {
  unitId: number;
  /** The unit's item name, as the order wizard sends it. */
  productName: string;
  from: string;
  until: string;
  deliveryTime?: string;
  quantity?: number;
};

/**
 * An order for an existing contact through order.cashcreate: the real path that reserves the
 * units and sets their delivery windows. Answers the order model (with its reservations).
 */
export const createOrderViaApi = async (t: TestApp, contactId: number | string, lines: OrderLine[]) =>
  (await orderApi(t).createOk(
    existingContactOrder(
      contactId,
      lines.map((line) => ({
        reservation: {
          unit_id: line.unitId,
          product_name: line.productName,
          from: line.from,
          until: line.until,
          delivery_time: line.deliveryTime ?? '10:00-12:00',
          ...(line.quantity === undefined ? {} : { quantity: line.quantity }),
        },
      })),
    ),
  )) as { id: number; uuid: string; reservations: Array<{ id: number; unit_id: number }> };

/** Cancels an order as its page does (order.revert): its reservations are cancelled with it. */
export const cancelOrderViaApi = async (t: TestApp, orderId: number | string) => {
  const res = await orderApi(t).revert(orderId);
  if (res.statusCode !== 200) throw new Error(`order.revert ${res.statusCode}: ${res.body}`);
  return res.json();
};

/** A line of the castle (RENTABLE) on unit `unitId` from day(from) until day(until). */
export const castleLine = (unitId: number, from: number, until: number): OrderLine => ({
  unitId,
  productName: RENTABLE.name,
  from: day(from),
  until: day(until),
});

/** A rentable party tent with one unit (PT-1), beside the catalog's castle. */
export const createTentUnit = async (t: TestApp) => {
  const tent = await createItem(t, { name: 'Partytent', type: 'rentable', status: 'active', price: 5_000 });
  const tentUnit = await createUnit(t, { item_id: tent.id, serial_number: 'PT-1' });
  return { tent, tentUnit };
};

/** An order turned into an online booking request held until `holdUntil` (an instant). */
export const makeBookingRequest = async (t: TestApp, orderId: number, holdUntil: string) => {
  await t.ctx.db.updateTable('orders').set({ status: 'pending' }).where('id', '=', orderId).execute();
  const now = new Date().toISOString();
  await t.ctx.db
    .insertInto('booking_requests')
    .values({
      order_id: orderId,
      token_hash: `hash-${orderId}`,
      terms_version: 'v1',
      terms_accepted_at: now,
      terms_accepted_ip: '127.0.0.1',
      hold_until: holdUntil,
      decided_at: null,
      decline_reason: null,
      created_at: now,
    })
    .execute();
};

/** Row counts of everything an order writes, to prove a refusal wrote nothing. */
export const countRows = async (t: TestApp) => {
  const count = async (
    table: 'contacts' | 'reservations' | 'orders' | 'invoices' | 'invoice_lines' | 'outbox_mails',
  ) => {
    const row = await t.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    contacts: await count('contacts'),
    reservations: await count('reservations'),
    orders: await count('orders'),
    invoices: await count('invoices'),
    invoice_lines: await count('invoice_lines'),
    outbox_mails: await count('outbox_mails'),
  };
};
