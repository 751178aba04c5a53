import { ORDER_MESSAGES, STALE_VERSION_CODE } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUnit } from '../support/items-factories.ts';
import {
  countRows,
  createOrderTestApp,
  day,
  NEW_CONTACT,
  newContactOrder,
  type OrderApi,
  type OrderCatalog,
  RENTABLE,
  reservationOf,
  SELLABLE,
} from '../support/orders-factories.ts';
import type { TestApp } from '../support/test-app.ts';

/** Changing an order and booking quantities, on both databases. */

let t: TestApp;
let catalog: OrderCatalog;
let api: OrderApi;
let unit: (i: number) => number;

beforeAll(async () => {
  ({ t, catalog, api, unit } = await createOrderTestApp({ units: 6 }));
});
afterAll(() => t.close());

type Reservation = {
  id: number;
  unit_id: number;
  reserved_from: string;
  reserved_until: string;
  status: string;
  quantity: number;
  delivery_time: string | null;
};
type Model = {
  id: number;
  uuid: string;
  version: number;
  total_amount: number;
  notes: string | null;
  reservations: Reservation[];
  invoice: { uuid: string; total_amount: number } | null;
};

const update = (id: number | string, body: unknown) => api.call('PATCH', `/order.update/${id}`, body);

const invoiceOf = async (uuid: string) => {
  const res = await api.call('GET', `/invoice.view/${uuid}`);
  expect(res.statusCode).toBe(200);
  return res.json().entry.model as {
    total_amount: number;
    status: string;
    delivery_from: string | null;
    delivery_until: string | null;
    items: Array<{ description: string; unitCount: number; unitPrice: number }>;
    version: number;
  };
};

/** Everything a change could write: the order, its reservations (all rows) and its invoice. */
const snapshot = async (order: Model) => {
  const model = (await api.view(order.id)).json().entry.model as Model;
  const reservations = await t.ctx.db
    .selectFrom('reservations')
    .select(['id', 'unit_id', 'reserved_from', 'reserved_until', 'status', 'order_id'])
    .orderBy('id')
    .execute();
  const invoice = model.invoice ? await invoiceOf(model.invoice.uuid) : null;
  return { model, reservations, invoice, counts: await countRows(t) };
};

const timelineJobs = async (date: string) => {
  const res = await api.call('GET', `/job.timeline/${date}`);
  expect(res.statusCode).toBe(200);
  return Object.values(res.json() as Record<string, Array<{ type: string; reservation_id: number }>>).flat();
};

/** A line of `quantity` units of the castle, picked by the server. */
const byItem = (quantity: number, from: string, until: string, extra: Record<string, unknown> = {}) => ({
  reservation: {
    item_id: catalog.castle.id,
    product_name: RENTABLE.name,
    from,
    until,
    delivery_time: '08:00-10:00',
    quantity,
    ...extra,
  },
});

describe('order.update', () => {
  it('moves the dates, adds a line and keeps an unchanged one; the invoice and the agenda follow', async () => {
    const order = (await api.createOk(
      newContactOrder([reservationOf(unit(0), day(10), day(11)), reservationOf(unit(1), day(10), day(10))]),
    )) as Model;
    const kept = order.reservations.find((r) => r.unit_id === unit(1));
    const res = await update(order.uuid, {
      version: order.version,
      notes: 'Stroom bij de schuur',
      items: [
        reservationOf(unit(0), day(12), day(14), { delivery_time: '10:00-12:00' }),
        reservationOf(unit(1), day(10), day(10), { delivery_time: '12:00-14:00' }),
        reservationOf(catalog.stock.id, day(12), day(12), { quantity: 3 }, SELLABLE.name),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().entry.model as Model;
    expect(changed.version).toBeGreaterThan(order.version);
    expect(changed.notes).toBe('Stroom bij de schuur');
    const active = changed.reservations.filter((r) => r.status === 'active');
    expect(active.map((r) => [r.unit_id, r.reserved_from, r.reserved_until]).sort()).toEqual(
      [
        [unit(0), day(12), day(14)],
        [unit(1), day(10), day(10)],
        [catalog.stock.id, day(12), day(12)],
      ].sort(),
    );
    // The unchanged line keeps its reservation (and so its id), with its new window.
    const keptNow = active.find((r) => r.unit_id === unit(1));
    expect(keptNow?.id).toBe(kept?.id);
    expect(keptNow?.delivery_time).toBe('12:00-14:00');
    // The old days of the moved castle are free again (and no longer listed under the order).
    expect(changed.reservations.some((r) => r.status === 'cancelled')).toBe(false);
    const other = await api.create(newContactOrder([reservationOf(unit(0), day(10), day(11))]));
    expect(other.statusCode, other.body).toBe(200);

    // Invoice: 3 days of the castle, 1 of the other, 3 balloons; total equal to the order's.
    expect(changed.invoice).not.toBeNull();
    const invoice = await invoiceOf(changed.invoice?.uuid ?? '');
    expect(invoice.status).toBe('concept');
    expect(invoice.total_amount).toBe(changed.total_amount);
    expect(changed.total_amount).toBe(RENTABLE.price * 4 + SELLABLE.price * 3);
    expect(invoice.delivery_from).toBe(day(10));
    expect(invoice.delivery_until).toBe(day(14));
    expect(invoice.items.some((l) => l.description.includes('(3 dagen)') && l.unitCount === 3)).toBe(true);
    expect(
      invoice.items.some(
        (l) => l.description.startsWith(`3 × ${SELLABLE.name}, levering`) && l.unitCount === 3,
      ),
    ).toBe(true);

    // Agenda: the delivery moved from day 10 to day 12.
    const moved = active.find((r) => r.unit_id === unit(0));
    expect(
      (await timelineJobs(day(12))).some((j) => j.reservation_id === moved?.id && j.type === 'delivery'),
    ).toBe(true);
    const oldIds = order.reservations.filter((r) => r.unit_id === unit(0)).map((r) => r.id);
    expect((await timelineJobs(day(10))).some((j) => oldIds.includes(j.reservation_id))).toBe(false);
  });

  it('moves a line within its own days (overlapping what the order itself held)', async () => {
    const order = (await api.createOk(newContactOrder([reservationOf(unit(2), day(20), day(22))]))) as Model;
    const res = await update(order.id, { items: [reservationOf(unit(2), day(21), day(23))] });
    expect(res.statusCode, res.body).toBe(200);
    const active = (res.json().entry.model as Model).reservations.filter((r) => r.status === 'active');
    expect(active.map((r) => [r.reserved_from, r.reserved_until])).toEqual([[day(21), day(23)]]);
  });

  it('item.availability?exclude_order offers the order’s own days again, and that is what order.update allows', async () => {
    // One castle with one unit: the change page's calendar must let its order grow over its own days.
    const castle = await createItem(t, {
      name: 'Springkasteel Piraat',
      type: 'rentable',
      status: 'active',
      price: 9_900,
    });
    const only = await createUnit(t, { item_id: castle.id, serial_number: 'SP-001' });
    const mine = (await api.createOk(
      newContactOrder([reservationOf(only.id, day(70), day(71), {}, 'Springkasteel Piraat')]),
    )) as Model;
    const theirs = (await api.createOk(
      newContactOrder([reservationOf(only.id, day(74), day(74), {}, 'Springkasteel Piraat')]),
    )) as Model;
    const freeDays = async (excludeOrder?: number | string) => {
      const query = new URLSearchParams({ from: day(69), until: day(75) });
      if (excludeOrder !== undefined) query.set('exclude_order', String(excludeOrder));
      const res = await api.call('GET', `/item.availability/${castle.id}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const byDay = res.json() as Record<string, number[]>;
      return Object.keys(byDay)
        .filter((d) => (byDay[d] ?? []).includes(only.id))
        .sort();
    };
    const open = [day(69), day(72), day(73), day(75)];
    expect(await freeDays()).toEqual(open);
    expect(await freeDays(mine.id)).toEqual([day(69), day(70), day(71), day(72), day(73), day(75)]);
    expect(await freeDays(theirs.id)).toEqual([day(69), day(72), day(73), day(74), day(75)]);
    // An unknown order leaves every reservation counted.
    expect(await freeDays(999_999)).toEqual(open);
    const bad = await api.call('GET', `/item.availability/${castle.id}?exclude_order=abc`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('exclude_order');

    // Extending over its own days and the free ones goes through; over the other order's day it does not.
    const extended = await update(mine.id, {
      version: mine.version,
      items: [reservationOf(only.id, day(70), day(73), {}, 'Springkasteel Piraat')],
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const after = extended.json().entry.model as Model;
    const overTheirs = await update(mine.id, {
      version: after.version,
      items: [reservationOf(only.id, day(70), day(74), {}, 'Springkasteel Piraat')],
    });
    expect(overTheirs.statusCode).toBe(409);
    expect(await freeDays(mine.id)).toEqual([day(69), day(70), day(71), day(72), day(73), day(75)]);
    expect(await freeDays()).toEqual([day(69), day(75)]);
  });

  it('refuses a change that would double-book with a Dutch 409 naming product and days, changing nothing', async () => {
    await api.createOk(newContactOrder([reservationOf(unit(3), day(31), day(32))]));
    const order = (await api.createOk(newContactOrder([reservationOf(unit(3), day(28), day(29))]))) as Model;
    const before = await snapshot(order);
    const res = await update(order.id, {
      items: [reservationOf(unit(3), day(30), day(32)), reservationOf(unit(4), day(30), day(30))],
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.message).toMatch(
      new RegExp(`^${RENTABLE.name} is niet meer vrij op .+\\d{4}\\. Kies andere dagen`),
    );
    expect(body.errors?.['items.0.reservation.unit_id']).toEqual([body.message]);
    expect(await snapshot(order)).toEqual(before);
  });

  it('refuses until before from, a new line in the past and no lines (422 on the field), changing nothing', async () => {
    const order = (await api.createOk(newContactOrder([reservationOf(unit(5), day(40), day(41))]))) as Model;
    const before = await snapshot(order);
    const bad = await update(order.id, { items: [reservationOf(unit(5), day(42), day(41))] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors?.['items.0.reservation.until']).toEqual([ORDER_MESSAGES.rangeInvalid]);
    const past = await update(order.id, { items: [reservationOf(unit(5), day(-2), day(41))] });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors?.['items.0.reservation.from']).toEqual([ORDER_MESSAGES.startInPast]);
    const empty = await update(order.id, { items: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors?.items).toEqual([ORDER_MESSAGES.itemsRequired]);
    expect(await snapshot(order)).toEqual(before);
  });

  it('refuses a stale version with 409 stale_version, changing nothing', async () => {
    const order = (await api.createOk(newContactOrder([reservationOf(unit(5), day(50), day(50))]))) as Model;
    const first = await update(order.id, {
      version: order.version,
      notes: 'eerst',
      items: [reservationOf(unit(5), day(51), day(51))],
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot(order);
    const stale = await update(order.id, {
      version: order.version,
      items: [reservationOf(unit(5), day(52), day(52))],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(STALE_VERSION_CODE);
    expect(await snapshot(order)).toEqual(before);
  });

  it('refuses a cancelled order (409) and an order whose invoice is published (409 saying to credit it first)', async () => {
    const cancelled = (await api.createOk(
      newContactOrder([reservationOf(unit(5), day(60), day(60))]),
    )) as Model;
    expect((await api.revert(cancelled.id)).statusCode).toBe(200);
    const before = await countRows(t);
    const refused = await update(cancelled.id, { items: [reservationOf(unit(5), day(61), day(61))] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.changeCancelled);

    const published = (await api.createOk(
      newContactOrder([reservationOf(unit(5), day(62), day(62))]),
    )) as Model;
    const sent = await api.call('PATCH', `/invoice.update/${published.invoice?.uuid}`, {
      status: 'outstanding',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const snap = await snapshot(published);
    const res = await update(published.id, { items: [reservationOf(unit(5), day(63), day(63))] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^De factuur .+ is al verstuurd .*Maak eerst een creditfactuur/);
    expect(await snapshot(published)).toEqual(snap);
    expect((await countRows(t)).reservations).toBe(before.reservations + 1);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await update(999_999, { items: [reservationOf(unit(5), day(70), day(70))] });
    expect(res.statusCode).toBe(404);
  });
});

describe('quantities', () => {
  it('books several units of an article in one line: the lowest free ids for the whole period', async () => {
    await api.createOk(newContactOrder([reservationOf(unit(0), day(81), day(81))]));
    const order = (await api.createOk(newContactOrder([byItem(3, day(80), day(82))]))) as Model;
    expect(order.reservations.map((r) => r.unit_id).sort((a, b) => a - b)).toEqual([
      unit(1),
      unit(2),
      unit(3),
    ]);
    expect(order.total_amount).toBe(3 * 3 * RENTABLE.price);
    const quote = await api.call('POST', '/order.quote', {
      contact_method: 'create',
      items: [byItem(2, day(80), day(82))],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().total_amount).toBe(2 * 3 * RENTABLE.price);
  });

  it('refuses a quantity above what is free with a Dutch 409 naming the article and the number still free', async () => {
    const before = await countRows(t);
    const res = await api.create(newContactOrder([byItem(5, day(80), day(82))]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      ORDER_MESSAGES.notEnoughUnits(RENTABLE.name, 5, 2, res.json().message.match(/op (.+) nog/)?.[1] ?? ''),
    );
    expect(res.json().message).toMatch(
      new RegExp(`^Van ${RENTABLE.name} zijn op .+ nog maar 2 exemplaren vrij \\(gevraagd: 5\\)\\.$`),
    );
    expect(res.json().errors?.['items.0.reservation.quantity']).toEqual([res.json().message]);
    expect(await countRows(t)).toEqual(before);
  });

  it('sells a sellable article by quantity from its stock, and a change gives the stock back', async () => {
    // The first test's order holds 3 of the 10 balloons for good (sold goods leave the stock when
    // the order is taken), so 7 are left.
    const order = (await api.createOk(
      newContactOrder([
        {
          reservation: {
            item_id: catalog.balloons.id,
            product_name: SELLABLE.name,
            from: day(90),
            until: day(90),
            delivery_time: '10:00-12:00',
            quantity: 7,
          },
        },
      ]),
    )) as Model;
    expect(order.reservations.map((r) => [r.unit_id, r.quantity])).toEqual([[catalog.stock.id, 7]]);
    const tooMany = await api.create(
      newContactOrder([reservationOf(catalog.stock.id, day(90), day(90), { quantity: 1 }, SELLABLE.name)]),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(ORDER_MESSAGES.notEnoughStock(SELLABLE.name, 1, 0));
    const changed = await update(order.id, {
      items: [reservationOf(catalog.stock.id, day(90), day(90), { quantity: 2 }, SELLABLE.name)],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 10 − 3 − 2: five are back in stock, six are not.
    const six = await api.create(
      newContactOrder([reservationOf(catalog.stock.id, day(90), day(90), { quantity: 6 }, SELLABLE.name)]),
    );
    expect(six.statusCode).toBe(409);
    expect(six.json().message).toBe(ORDER_MESSAGES.notEnoughStock(SELLABLE.name, 6, 5));
    const now = await api.create(
      newContactOrder([reservationOf(catalog.stock.id, day(90), day(90), { quantity: 5 }, SELLABLE.name)]),
    );
    expect(now.statusCode, now.body).toBe(200);
  });

  it('refuses an unknown article and a line with neither unit nor article (422 naming the field)', async () => {
    const before = await countRows(t);
    const unknown = await api.create(
      newContactOrder([{ reservation: { ...byItem(1, day(95), day(95)).reservation, item_id: 987_654 } }]),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors?.['items.0.reservation.item_id']).toEqual([ORDER_MESSAGES.itemNotFound]);
    const { item_id: _, ...neither } = byItem(1, day(95), day(95)).reservation;
    const none = await api.create(newContactOrder([{ reservation: neither }]));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors?.['items.0.reservation.unit_id']).toEqual([ORDER_MESSAGES.unitRequired]);
    expect(await countRows(t)).toEqual(before);
  });
});

describe('parallel changes and new orders on the same units', () => {
  it('exactly one of many simultaneous changes and new orders wins; the others get a 409 and write nothing', async () => {
    // Orders on other days, each changed at the same time onto the same unit and days that new
    // orders also ask for.
    const orders: Model[] = [];
    for (let i = 0; i < 4; i++)
      orders.push(
        (await api.createOk(
          newContactOrder([reservationOf(unit(4), day(120 + i * 3), day(120 + i * 3))]),
        )) as Model,
      );
    const before = await countRows(t);
    const snaps = await Promise.all(orders.map((o) => snapshot(o).then((s) => s.model)));
    const target = () => reservationOf(unit(4), day(140), day(141));
    const results = await Promise.all([
      ...orders.map((o) => update(o.id, { items: [target()] })),
      ...[0, 1, 2, 3].map((i) =>
        api.create(
          newContactOrder([target()], { create_contact: { ...NEW_CONTACT, first_name: `Parallel${i}` } }),
        ),
      ),
      // All six castles: only possible while unit(4) is still free on those days.
      ...[0, 1].map(() => api.create(newContactOrder([byItem(6, day(140), day(141))]))),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(','),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(results.length - 1);
    const winner = results.findIndex((r) => r.statusCode === 200);
    const after = await countRows(t);
    if (winner < orders.length) {
      expect(after.orders).toBe(before.orders);
      expect(after.reservations).toBe(before.reservations + 1);
    } else {
      expect(after.orders).toBe(before.orders + 1);
      expect(after.reservations).toBe(before.reservations + (winner >= orders.length + 4 ? 6 : 1));
    }
    // The losing orders are exactly as they were.
    for (const [i, o] of orders.entries()) {
      if (i === winner) continue;
      expect((await api.view(o.id)).json().entry.model).toEqual(snaps[i]);
    }
    // The unit is held once on those days.
    const held = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('unit_id', '=', unit(4))
      .where('status', '=', 'active')
      .where('reserved_from', '<=', day(141))
      .where('reserved_until', '>=', day(140))
      .execute();
    expect(held).toHaveLength(1);
  });
});
