import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { day, newContactOrder, orderApi } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Sold goods, rough edges: the stock the change-order dialog reads leaves the order's
 * own pieces in stock (`items.view?exclude_order=`), and the stock tab's badges follow the pieces
 * left after sales. On both databases (TEST_DB=postgres).
 */
let t: TestApp;
let api: ReturnType<typeof orderApi>;
const TABLE = { name: 'Statafel Wit', price: 1_250 } as const;
let table: { id: number };
let rowA: { id: number };
let rowB: { id: number };
let first: { id: number; uuid: string; version: number };
let second: { id: number; uuid: string; version: number };

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  table = await createItem(t, { name: TABLE.name, type: 'sellable', status: 'active', price: TABLE.price });
  // Two deliveries: 2 pieces and then 3 (the oldest is sold first).
  rowA = await createUnit(t, { item_id: table.id, serial_number: null, quantity: 2 });
  rowB = await createUnit(t, { item_id: table.id, serial_number: null, quantity: 3 });
  api = orderApi(t);
});
afterAll(() => t.close());

const sale = (quantity: number, on: string) => ({
  reservation: {
    item_id: table.id,
    product_name: TABLE.name,
    from: on,
    until: on,
    delivery_time: '10:00-12:00',
    quantity,
  },
});

/** The order dialog's count (items.view, as the dialog asks it), optionally for a changed order. */
const listedStock = async (excludeOrder?: number | string) => {
  const query = new URLSearchParams({ filter: 'all,stocked', q: TABLE.name });
  if (excludeOrder !== undefined) query.set('exclude_order', String(excludeOrder));
  const res = await api.call('GET', `/items.view?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().results as Array<{ id: number; stock_count: number }>;
  return rows.find((row) => row.id === table.id)?.stock_count;
};

/** The stock tab: each stock row's badge, in id order. */
const badges = async () => {
  const res = await api.call('GET', `/item.view/${table.id}`);
  expect(res.statusCode).toBe(200);
  const model = res.json().entry.model as {
    stock_count: number;
    units: Array<{ id: number; quantity: number; state: string }>;
  };
  return {
    count: model.stock_count,
    rows: model.units.map((u) => [u.id, u.quantity, u.state]),
  };
};

describe('the stock of an order being changed', () => {
  it('counts the order’s own sold pieces as in stock, and only those', async () => {
    first = await api.createOk(newContactOrder([sale(2, day(10))]));
    second = await api.createOk(newContactOrder([sale(3, day(12))]));
    expect(await listedStock()).toBe(0);
    // Changing the first order: its 2 pieces are there to keep or change; the second's 3 are gone.
    expect(await listedStock(first.id)).toBe(2);
    expect(await listedStock(second.id)).toBe(3);
    // An order without this article, or one that does not exist, changes nothing.
    expect(await listedStock(999_999)).toBe(0);
  });

  it('the count it gives is what order.update allows: 2 → 1 → 2 on the order, never more', async () => {
    const update = (quantity: number) =>
      api.call('PATCH', `/order.update/${first.id}`, { items: [sale(quantity, day(10))], notes: '' });
    let res = await update(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listedStock(first.id)).toBe(2);
    expect(await listedStock()).toBe(1);
    res = await update(2);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listedStock(first.id)).toBe(2);
    res = await update(3);
    expect(res.statusCode).toBe(409);
    expect(await listedStock()).toBe(0);
  });

  it('refuses an exclude_order that is not an id with a 422 naming the field', async () => {
    const res = await api.call('GET', '/items.view?exclude_order=abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('exclude_order');
  });
});

describe('the stock tab badges follow the pieces left after sales', () => {
  it('a row whose pieces are all sold reads Uitverkocht, another with pieces left Op voorraad', async () => {
    // The first order took row A's 2 pieces, the second row B's 3.
    expect(await badges()).toEqual({
      count: 0,
      rows: [
        [rowA.id, 2, 'sold_out'],
        [rowB.id, 3, 'sold_out'],
      ],
    });
    const res = await api.call('PATCH', `/order.update/${second.id}`, {
      items: [sale(1, day(12))],
      notes: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await badges()).toEqual({
      count: 2,
      rows: [
        [rowA.id, 2, 'sold_out'],
        [rowB.id, 3, 'in_stock'],
      ],
    });
  });

  it('cancelling gives the pieces back and the badge turns Op voorraad', async () => {
    const res = await api.revert(first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await badges()).toEqual({
      count: 4,
      rows: [
        [rowA.id, 2, 'in_stock'],
        [rowB.id, 3, 'in_stock'],
      ],
    });
  });
});
