import { ORDER_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { countRows, day, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Sold goods in orders: a sellable article is sold by quantity from its stock
 * with a delivery day only; its stock goes down when the order is taken and comes back when the
 * line is removed or the order cancelled. On both databases (TEST_DB=postgres).
 */
let t: TestApp;
let api: ReturnType<typeof orderApi>;
const HELIUM = { name: 'Heliumfles', price: 3_995 } as const;
const CASTLE = { name: 'Springkussen Piraat', price: 9_900 } as const;
let helium: { id: number };
let castleUnit: { id: number };

type Model = {
  id: number;
  uuid: string;
  version: number;
  total_amount: number;
  invoice: { uuid: string } | null;
  reservations: Array<{
    id: number;
    unit_id: number;
    quantity: number;
    reserved_from: string;
    reserved_until: string;
  }>;
};

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  helium = await createItem(t, {
    name: HELIUM.name,
    type: 'sellable',
    status: 'active',
    price: HELIUM.price,
  });
  await createUnit(t, { item_id: helium.id, serial_number: null, quantity: 5 });
  const castle = await createItem(t, {
    name: CASTLE.name,
    type: 'rentable',
    status: 'active',
    price: CASTLE.price,
  });
  castleUnit = await createUnit(t, { item_id: castle.id, serial_number: 'SP-1' });
  api = orderApi(t);
});
afterAll(() => t.close());

/** A line of `quantity` helium bottles delivered on `on` (by article: the server picks the stock). */
const sale = (quantity: number, on: string, extra: Record<string, unknown> = {}) => ({
  reservation: {
    item_id: helium.id,
    product_name: HELIUM.name,
    from: on,
    until: on,
    delivery_time: '10:00-12:00',
    quantity,
    ...extra,
  },
});

const stockCount = async () => {
  const res = await api.call('GET', `/item.view/${helium.id}`);
  expect(res.statusCode).toBe(200);
  return res.json().entry.model.stock_count as number;
};

const invoiceLines = async (model: Model) => {
  const res = await api.call('GET', `/invoice.view/${model.invoice?.uuid ?? ''}`);
  expect(res.statusCode).toBe(200);
  return (
    res.json().entry.model.items as Array<{ description: string; unitCount: number; unitPrice: number }>
  ).map((l) => [l.description, l.unitCount, l.unitPrice]);
};

const update = (id: number, body: unknown) => api.call('PATCH', `/order.update/${id}`, body);

describe('selling a sellable article from its stock', () => {
  let first: Model;

  it('sells 3 of 5 for a delivery day only: stock 2 left, the invoice line "3 × Heliumfles" at the sale price', async () => {
    expect(await stockCount()).toBe(5);
    // A period sent for a sold line is not a rental: only its first day (the delivery) counts.
    first = (await api.createOk(newContactOrder([sale(3, day(20), { until: day(24) })]))) as Model;
    expect(first.reservations.map((r) => [r.quantity, r.reserved_from, r.reserved_until])).toEqual([
      [3, day(20), day(20)],
    ]);
    expect(first.total_amount).toBe(3 * HELIUM.price);
    expect(await stockCount()).toBe(2);
    const lines = await invoiceLines(first);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[0]).toMatch(new RegExp(`^3 × ${HELIUM.name}`));
    expect(lines[0]?.slice(1)).toEqual([3, HELIUM.price]);
  });

  it('refuses 3 more with a Dutch 409 naming the 2 left, on any day, and writes nothing', async () => {
    const before = await countRows(t);
    for (const on of [day(5), day(20), day(60)]) {
      const res = await api.create(newContactOrder([sale(3, on)]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ORDER_MESSAGES.notEnoughStock(HELIUM.name, 3, 2));
      expect(res.json().message).toBe(`Van ${HELIUM.name} zijn nog maar 2 op voorraad (gevraagd: 3).`);
      expect(res.json().errors['items.0.reservation.quantity']).toEqual([res.json().message]);
    }
    // Two lines of one order count together.
    const both = await api.create(newContactOrder([sale(1, day(30)), sale(2, day(31))]));
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe(ORDER_MESSAGES.notEnoughStock(HELIUM.name, 2, 1));
    expect(await countRows(t)).toEqual(before);
    expect(await stockCount()).toBe(2);
  });

  it('a change gives back and takes stock: fewer pieces restore it, more consume it, too many is refused', async () => {
    let res = await update(first.id, { items: [sale(1, day(21))], notes: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockCount()).toBe(4);
    let model = res.json().entry.model as Model;
    expect(model.reservations.map((r) => [r.quantity, r.reserved_from, r.reserved_until])).toEqual([
      [1, day(21), day(21)],
    ]);
    expect((await invoiceLines(model)).map((l) => l[1])).toEqual([1]);

    // Add a castle and 4 more bottles: stock 0.
    res = await update(first.id, {
      items: [sale(5, day(21)), reservationOf(castleUnit.id, day(21), day(22), {}, CASTLE.name)],
      notes: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockCount()).toBe(0);
    model = res.json().entry.model as Model;
    expect(model.total_amount).toBe(5 * HELIUM.price + 2 * CASTLE.price);

    // One more than there is: refused, the order as it was.
    res = await update(first.id, { items: [sale(6, day(21))], notes: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.notEnoughStock(HELIUM.name, 6, 5));
    expect(await stockCount()).toBe(0);

    // Remove the sold line: all 5 back.
    res = await update(first.id, {
      items: [reservationOf(castleUnit.id, day(21), day(22), {}, CASTLE.name)],
      notes: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockCount()).toBe(5);
    res = await update(first.id, { items: [sale(2, day(21))], notes: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockCount()).toBe(3);
  });

  it('cancelling the order gives its pieces back', async () => {
    const sold = (await api.createOk(newContactOrder([sale(3, day(40))]))) as Model;
    expect(await stockCount()).toBe(0);
    const res = await api.revert(sold.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockCount()).toBe(3);
  });

  it('sells the last pieces exactly once when orders race for them', async () => {
    expect(await stockCount()).toBe(3);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.create(newContactOrder([sale(2, day(50 + (i % 3)))]))),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect([
        ORDER_MESSAGES.notEnoughStock(HELIUM.name, 2, 1),
        ORDER_MESSAGES.notEnoughStock(HELIUM.name, 2, 3),
      ]).toContain(lost.json().message);
    }
    expect(await stockCount()).toBe(1);
    const rows = await t.ctx.db
      .selectFrom('reservations')
      .innerJoin('units', 'units.id', 'reservations.unit_id')
      .select((eb) => eb.fn.sum<number>('reservations.quantity').as('sold'))
      .where('units.item_id', '=', helium.id)
      .where('reservations.status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(Number(rows.sold)).toBe(4);
  });
});
