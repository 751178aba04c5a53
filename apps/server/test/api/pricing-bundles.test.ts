import { ITEM_MESSAGES } from '@app/contracts';
import { rentalPeriodText, reservationPeriodText } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { countRows, day, NEW_CONTACT, newContactOrder, orderApi } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let castle: { id: number };
let generator: { id: number };
let tables: { id: number };
let bundle: { id: number; name: string };
let castleUnits: number[];
let generatorUnit: number;

const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await t.authHeaders(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  castle = await createItem(t, {
    name: 'Springkasteel Feest',
    type: 'rentable',
    status: 'active',
    price: 10_000,
  });
  castleUnits = [];
  for (let i = 1; i <= 3; i++)
    castleUnits.push((await createUnit(t, { item_id: castle.id, serial_number: `FK-${i}` })).id);
  // One generator: the component that runs out first.
  generator = await createItem(t, { name: 'Aggregaat', type: 'rentable', status: 'active', price: 3_000 });
  generatorUnit = (await createUnit(t, { item_id: generator.id, serial_number: 'AG-1' })).id;
  tables = await createItem(t, { name: 'Tafel', type: 'sellable', status: 'active', price: 500 });
  await createUnit(t, { item_id: tables.id, serial_number: null, quantity: 40 });
  bundle = await createItem(t, {
    name: 'Feestpakket',
    type: 'bundle',
    status: 'active',
    price: 15_000,
    deposit: 7_500,
    components: [
      { item_id: castle.id, quantity: 1 },
      { item_id: generator.id, quantity: 1 },
      { item_id: tables.id, quantity: 2 },
    ],
  } as never);
}, 120_000);
afterAll(() => t?.close());

const bundleLine = (from: string, until: string, quantity = 1) => ({
  reservation: {
    item_id: bundle.id,
    product_name: 'Feestpakket',
    from,
    until,
    delivery_time: '10:00-12:00',
    quantity,
  },
});

describe('a package (bundle) article', () => {
  it('is stored with its articles and answers its complete sets per day', async () => {
    const view = (await send('GET', `/item.view/${bundle.id}`)).json().entry.model;
    expect(view).toMatchObject({ type: 'bundle', price: 15_000, deposit: 7_500, units: [], stock_count: 1 });
    expect(view.components).toEqual([
      { item_id: castle.id, name: 'Springkasteel Feest', type: 'rentable', quantity: 1 },
      { item_id: generator.id, name: 'Aggregaat', type: 'rentable', quantity: 1 },
      { item_id: tables.id, name: 'Tafel', type: 'sellable', quantity: 2 },
    ]);
    const availability = (
      await send('GET', `/item.availability/${bundle.id}?from=${day(40)}&until=${day(41)}`)
    ).json();
    expect(availability).toEqual({ [day(40)]: [1], [day(41)]: [1] });
  });

  it('refuses a package in a package, itself, an article without stock, or no articles, writing nothing', async () => {
    const bare = await createItem(t, {
      name: 'Zonder voorraad',
      type: 'rentable',
      status: 'active',
      price: 100,
    });
    const count = async () => (await t.ctx.db.selectFrom('items').select('id').execute()).length;
    const before = await count();
    const cases: Array<[unknown[], string, string]> = [
      [
        [{ item_id: bundle.id, quantity: 1 }],
        'components.0.item_id',
        ITEM_MESSAGES.componentIsBundle('Feestpakket'),
      ],
      [
        [
          { item_id: castle.id, quantity: 1 },
          { item_id: bare.id, quantity: 1 },
        ],
        'components.1.item_id',
        ITEM_MESSAGES.componentNoUnits('Zonder voorraad'),
      ],
      [[], 'components', ITEM_MESSAGES.componentsRequired],
      [[{ item_id: castle.id, quantity: 0 }], 'components.0.quantity', ITEM_MESSAGES.componentQuantity],
    ];
    for (const [components, field, message] of cases) {
      const res = await send('POST', '/item.create', {
        name: 'Fout pakket',
        type: 'bundle',
        price: 100,
        components,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await count()).toBe(before);
    const self = await send('PATCH', `/item.update/${bundle.id}`, {
      components: [{ item_id: bundle.id, quantity: 1 }],
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors['components.0.item_id']).toEqual([ITEM_MESSAGES.componentSelf]);
    const unit = await send('POST', '/unit.create', { item_id: bundle.id, serial_number: 'X' });
    expect(unit.statusCode).toBe(422);
    const castleToBundle = await send('PATCH', `/item.update/${generator.id}`, { type: 'bundle' });
    expect(castleToBundle.statusCode).toBe(422);
    const deleteComponent = await send('DELETE', `/item.delete/${generator.id}`);
    expect(deleteComponent.statusCode).toBe(409);
    expect(deleteComponent.json().message).toBe(ITEM_MESSAGES.deleteInBundle('Feestpakket'));
  });
});

describe('ordering a package', () => {
  it('reserves every article in one go and bills one line with the package price and borg', async () => {
    const order = await orderApi(t).createOk(newContactOrder([bundleLine(day(10), day(11))]));
    const active = order.reservations.filter((r: { status: string }) => r.status === 'active');
    expect(
      active.map((r: { unit: { item: { name: string } }; quantity: number }) => [
        r.unit.item.name,
        r.quantity,
      ]),
    ).toEqual([
      ['Springkasteel Feest', 1],
      ['Aggregaat', 1],
      ['Tafel', 2],
    ]);
    expect(order.bundles).toHaveLength(1);
    expect(order.bundles[0]).toMatchObject({ quantity: 1, reserved_from: day(10), reserved_until: day(11) });
    expect(active.every((r: { bundle_id: number | null }) => r.bundle_id === order.bundles[0].id)).toBe(true);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(
      invoice.items.map((l: Record<string, unknown>) => [l.description, l.unitCount, l.unitPrice, l.taxRate]),
    ).toEqual([
      [`Feestpakket, ${rentalPeriodText(day(10), day(11))} (2 dagen)`, 2, 15_000, 21],
      ['Borg Feestpakket', 1, 7_500, 0],
    ]);
    // The agenda and the driver's day name the set each unit goes with.
    const jobs = (await send('GET', `/jobs.view?from=${day(10)}&until=${day(10)}`)).json().results;
    expect(
      jobs
        .filter((j: { order_id: number }) => j.order_id === order.id)
        .map((j: { unit: { item: { name: string } }; bundle: { name: string } | null }) => [
          j.unit.item.name,
          j.bundle?.name,
        ]),
    ).toEqual([
      ['Springkasteel Feest', 'Feestpakket'],
      ['Aggregaat', 'Feestpakket'],
      ['Tafel', 'Feestpakket'],
    ]);
    const route = (await send('GET', `/job.route/${day(10)}`)).json().entry.model;
    expect(JSON.stringify(route)).toContain('Aggregaat (Feestpakket)');
    // The generator is gone those days: no complete set is left.
    const availability = (
      await send('GET', `/item.availability/${bundle.id}?from=${day(10)}&until=${day(12)}`)
    ).json();
    expect(availability).toEqual({ [day(10)]: [], [day(11)]: [], [day(12)]: [1] });
  });

  it('is all or nothing: a short article is a Dutch 409 naming it, and nothing is written', async () => {
    const before = await countRows(t);
    const res = await orderApi(t).create(newContactOrder([bundleLine(day(20), day(20), 2)]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      ITEM_MESSAGES.bundleComponentShort(
        'Aggregaat',
        '2 × Feestpakket',
        reservationPeriodText(day(20), day(20)),
        2,
        1,
      ),
    );
    expect(res.json().errors?.['items.0.reservation.quantity'], res.body).toHaveLength(1);
    expect(await countRows(t)).toEqual(before);
  }, 30_000);

  it('order.update keeps an unchanged package and re-plans a changed one', async () => {
    const order = await orderApi(t).createOk(newContactOrder([bundleLine(day(30), day(31))]));
    const units = order.reservations.map((r: { unit_id: number }) => r.unit_id);
    const same = await send('PATCH', `/order.update/${order.id}`, {
      items: [
        bundleLine(day(30), day(31)),
        {
          reservation: {
            unit_id: castleUnits[2],
            product_name: 'Springkasteel Feest',
            from: day(30),
            until: day(30),
            delivery_time: '10:00-12:00',
          },
        },
      ],
      version: order.version,
    });
    expect(same.statusCode, same.body).toBe(200);
    const kept = same.json().entry.model;
    expect(kept.bundles).toHaveLength(1);
    expect(
      kept.reservations
        .filter(
          (r: { bundle_id: number | null; status: string }) => r.bundle_id !== null && r.status === 'active',
        )
        .map((r: { unit_id: number }) => r.unit_id),
    ).toEqual(units);
    const moved = await send('PATCH', `/order.update/${order.id}`, {
      items: [bundleLine(day(32), day(33))],
      version: kept.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().entry.model.bundles[0]).toMatchObject({
      reserved_from: day(32),
      reserved_until: day(33),
    });
  });

  it('goes to exactly one of 20 parallel orders when the last generator is at stake', async () => {
    const before = await countRows(t);
    const attempts = 20;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        orderApi(t).create(
          newContactOrder([bundleLine(day(60), day(61))], {
            create_contact: { ...NEW_CONTACT, first_name: `Feest${i}` },
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(attempts - 1);
    for (const res of refused) expect(res.json().message).toMatch(/Aggregaat/);
    const after = await countRows(t);
    expect(after.orders - before.orders).toBe(1);
    // One castle, the generator and one stock row of tables.
    expect(after.reservations - before.reservations).toBe(3);
    const taken = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('unit_id', '=', generatorUnit)
      .where('status', '=', 'active')
      .where('reserved_from', '<=', day(61))
      .where('reserved_until', '>=', day(60))
      .execute();
    expect(taken).toHaveLength(1);
  }, 60_000);
});

describe('a package on /boeken', () => {
  it('is in the catalogue with its contents, quoted as one line and booked all or nothing', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/booking.items' });
    const found = list.json().results.find((r: { slug: string }) => r.slug === 'feestpakket');
    expect(found).toMatchObject({ type: 'bundle', price: 15_000, max_quantity: 1 });
    const item = (await t.app.inject({ method: 'GET', url: '/api/booking.item/feestpakket' })).json().entry
      .model;
    expect(item.contents).toEqual(['1 × Springkasteel Feest', '1 × Aggregaat', '2 × Tafel']);
    const cart = {
      items: [
        { slug: 'feestpakket', from: day(70), until: day(70), quantity: 1, delivery_time: '10:00-12:00' },
      ],
    };
    const quote = (await t.app.inject({ method: 'POST', url: '/api/booking.quote', payload: cart })).json();
    expect(quote.lines.map((l: { description: string }) => l.description)).toEqual([
      `Feestpakket, ${rentalPeriodText(day(70), day(70))} (1 dag)`,
      'Borg Feestpakket',
    ]);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/booking.create',
      payload: {
        ...cart,
        customer: { ...NEW_CONTACT, email_address: 'pakket@example.nl' },
        terms_accepted: true,
        terms_version: '1',
        payment_method: 'cash',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/booking.create',
      payload: {
        ...cart,
        customer: { ...NEW_CONTACT, email_address: 'pakket2@example.nl' },
        terms_accepted: true,
        terms_version: '1',
        payment_method: 'cash',
      },
    });
    expect(again.statusCode).toBe(409);
  });
});
