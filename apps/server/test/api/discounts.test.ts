import { DISCOUNT_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUuid } from '../../src/lib/ids.ts';
import { createDiscountCatalog, type Discount, discountApi } from '../support/discounts-factories.ts';
import { createItem } from '../support/items-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let castle: { id: number; name: string };
let slide: { id: number; name: string };
let tent: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
  ({ castle, slide, tent } = await createDiscountCatalog(t));
});
afterAll(() => t.close());

const { get, post, patch, today, inDays, countRows, createDiscount, backdate } = discountApi(() => t);

describe('authentication and ids', () => {
  it('refuses every discount and promotion call without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/discounts.view'],
      ['POST', '/api/discount.create'],
      ['GET', '/api/discount.view/1'],
      ['PATCH', '/api/discount.update/1'],
      ['GET', '/api/discount.quote?items=1'],
      ['GET', '/api/promotions.view'],
      ['POST', '/api/promotion.create'],
      ['GET', '/api/promotion.view/1'],
      ['PATCH', '/api/promotion.update/1'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 404 in Dutch for unknown, junk and out-of-range ids', async () => {
    for (const url of [
      '/discount.view/99999',
      '/discount.view/abc',
      `/discount.view/${newUuid()}`,
      '/discount.view/999999999999',
      '/promotion.view/99999',
      '/promotion.view/1%3Bdrop',
      '/promotion.view/999999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toMatch(/bestaat niet \(meer\)/);
    }
    expect((await patch('/discount.update/99999', { value: 10 })).statusCode).toBe(404);
    expect((await patch('/promotion.update/99999', { value: 10 })).statusCode).toBe(404);
  });
});

describe('discounts', () => {
  it('creates a discount for existing items and shows it by id and uuid, in the list', async () => {
    const created = await createDiscount({ value: 20, expires_on: inDays(30), items: [castle.id, slide.id] });
    expect(created).toMatchObject({
      value: 20,
      expires_on: inDays(30),
      active: true,
      expired: false,
      item_count: 2,
    });
    expect(created.items.map((i) => i.name).sort()).toEqual([slide.name, castle.name].sort());
    expect((await get(`/discount.view/${created.uuid}`)).json().entry.model).toEqual(created);
    expect((await get(`/discount.view/${created.id}`)).json().entry.model).toEqual(created);
    const list = (await get('/discounts.view')).json().results as Discount[];
    expect(list.find((d) => d.uuid === created.uuid)).toEqual(created);
  });

  it('takes no expiry date as no end, and tomorrow as the earliest one', async () => {
    expect((await createDiscount({ value: 5, items: [tent.id] })).expires_on).toBeNull();
    expect((await createDiscount({ value: 5, expires_on: null, items: [tent.id] })).expires_on).toBeNull();
    expect((await createDiscount({ value: 5, expires_on: inDays(1), items: [tent.id] })).expires_on).toBe(
      inDays(1),
    );
  });

  it('refuses bad values with the Dutch field message and stores nothing', async () => {
    const before = [await countRows('discounts'), await countRows('discount_items')];
    const cases: [unknown, string][] = [
      [0, DISCOUNT_MESSAGES.valueRange],
      [101, DISCOUNT_MESSAGES.valueRange],
      [-5, DISCOUNT_MESSAGES.valueRange],
      [12.5, DISCOUNT_MESSAGES.valueWhole],
      ['12a', DISCOUNT_MESSAGES.valueNotNumber],
      ['12', DISCOUNT_MESSAGES.valueNotNumber],
      [null, DISCOUNT_MESSAGES.valueRequired],
      [undefined, DISCOUNT_MESSAGES.valueRequired],
    ];
    for (const [value, message] of cases) {
      const res = await post('/discount.create', { value, items: [castle.id] });
      expect(res.statusCode, String(value)).toBe(422);
      expect(res.json().errors.value, String(value)).toEqual([message]);
      expect(res.json().message).toContain(message);
    }
    expect([await countRows('discounts'), await countRows('discount_items')]).toEqual(before);
  });

  it('refuses an expiry date before tomorrow or an impossible one', async () => {
    const before = await countRows('discounts');
    for (const [expires_on, message] of [
      [today(), DISCOUNT_MESSAGES.expiryTooEarly],
      [inDays(-3), DISCOUNT_MESSAGES.expiryTooEarly],
      ['2031-02-30', DISCOUNT_MESSAGES.expiryInvalid],
      ['31-12-2031', DISCOUNT_MESSAGES.expiryInvalid],
      ['', DISCOUNT_MESSAGES.expiryInvalid],
    ] as const) {
      const res = await post('/discount.create', { value: 10, expires_on, items: [castle.id] });
      expect(res.statusCode, expires_on).toBe(422);
      expect(res.json().errors.expires_on, expires_on).toEqual([message]);
    }
    expect(await countRows('discounts')).toBe(before);
  });

  it('needs at least one existing, live item', async () => {
    const gone = await createItem(t, { name: 'Verwijderd artikel' });
    await t.app.inject({ method: 'DELETE', url: `/api/item.delete/${gone.id}`, headers });
    const before = [await countRows('discounts'), await countRows('discount_items')];
    for (const [items, message] of [
      [[], DISCOUNT_MESSAGES.itemsRequired],
      [undefined, DISCOUNT_MESSAGES.itemsRequired],
      [[castle.id, 99_999], DISCOUNT_MESSAGES.itemNotFound],
      [[gone.id], DISCOUNT_MESSAGES.itemNotFound],
    ] as const) {
      const res = await post('/discount.create', { value: 10, items });
      expect(res.statusCode, JSON.stringify(items)).toBe(422);
      expect(res.json().errors.items, JSON.stringify(items)).toEqual([message]);
    }
    // Past PostgreSQL's integer range: a 422, not a database error.
    const huge = await post('/discount.create', { value: 10, items: [2_147_483_648] });
    expect(huge.statusCode).toBe(422);
    expect([await countRows('discounts'), await countRows('discount_items')]).toEqual(before);
  });

  it('lists an item once when it is given twice', async () => {
    const created = await createDiscount({ value: 7, items: [castle.id, castle.id] });
    expect(created.items).toEqual([{ id: castle.id, name: castle.name }]);
  });

  it('updates the fields; an unchanged past expiry day may stay, a new one must be tomorrow or later', async () => {
    const discount = await createDiscount({ value: 10, items: [castle.id] });
    const changed = await patch(`/discount.update/${discount.uuid}`, {
      value: 30,
      expires_on: inDays(10),
      items: [slide.id, tent.id],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().entry.model).toMatchObject({ value: 30, expires_on: inDays(10), item_count: 2 });
    expect(
      changed
        .json()
        .entry.model.items.map((i: { id: number }) => i.id)
        .sort(),
    ).toEqual([slide.id, tent.id].sort());

    await backdate('discounts', discount.id, inDays(-2));
    const stale = (await get(`/discount.view/${discount.id}`)).json().entry.model;
    expect(stale).toMatchObject({ active: true, expired: true });
    // Sending the stored day back with another change is fine; moving it to today is not.
    const same = await patch(`/discount.update/${discount.id}`, { value: 31, expires_on: inDays(-2) });
    expect(same.statusCode).toBe(200);
    const earlier = await patch(`/discount.update/${discount.id}`, { expires_on: today() });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errors.expires_on).toEqual([DISCOUNT_MESSAGES.expiryTooEarly]);
    // A new expiry day brings it back; clearing it means no end.
    const revived = await patch(`/discount.update/${discount.id}`, { expires_on: inDays(5) });
    expect(revived.json().entry.model).toMatchObject({ expired: false, expires_on: inDays(5) });
    const open = await patch(`/discount.update/${discount.id}`, { expires_on: null });
    expect(open.json().entry.model.expires_on).toBeNull();

    const badValue = await patch(`/discount.update/${discount.id}`, { value: 101 });
    expect(badValue.statusCode).toBe(422);
    expect(badValue.json().errors.value).toEqual([DISCOUNT_MESSAGES.valueRange]);
    const noItems = await patch(`/discount.update/${discount.id}`, { items: [] });
    expect(noItems.json().errors.items).toEqual([DISCOUNT_MESSAGES.itemsRequired]);
    const missing = await patch(`/discount.update/${discount.id}`, { items: [castle.id, 99_999] });
    expect(missing.json().errors.items).toEqual([DISCOUNT_MESSAGES.itemNotFound]);
    const after = (await get(`/discount.view/${discount.id}`)).json().entry.model;
    expect(after).toMatchObject({ value: 31, expires_on: null, item_count: 2 });
  });

  it('takes either fields or the status, and something', async () => {
    const discount = await createDiscount({ value: 10, items: [castle.id] });
    const mixed = await patch(`/discount.update/${discount.id}`, { status: 'inactive', value: 20 });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toBe(DISCOUNT_MESSAGES.mixedUpdate);
    const empty = await patch(`/discount.update/${discount.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(DISCOUNT_MESSAGES.emptyUpdate);
    const active = await patch(`/discount.update/${discount.id}`, { status: 'active' });
    expect(active.statusCode).toBe(422);
    expect(active.json().errors.status).toEqual([DISCOUNT_MESSAGES.statusInvalid]);
    expect((await get(`/discount.view/${discount.id}`)).json().entry.model).toMatchObject({
      value: 10,
      active: true,
    });
  });

  it('deactivates: the discount reads Verlopen and refuses every change with a 409', async () => {
    const discount = await createDiscount({ value: 40, expires_on: inDays(20), items: [castle.id] });
    const res = await patch(`/discount.update/${discount.id}`, { status: 'inactive' });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model).toMatchObject({ active: false, expired: true, value: 40, expires_on: inDays(20) });
    expect(model.deactivated_at).not.toBeNull();
    for (const body of [{ value: 50 }, { items: [slide.id] }, { expires_on: null }, { status: 'inactive' }]) {
      const refused = await patch(`/discount.update/${discount.id}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().message).toBe(DISCOUNT_MESSAGES.discountInactive);
    }
    expect((await get(`/discount.view/${discount.id}`)).json().entry.model).toEqual(model);
  });

  it('lets only one of a concurrent deactivation and change through once inactive', async () => {
    const discount = await createDiscount({ value: 12, items: [castle.id] });
    const [off, change] = await Promise.all([
      patch(`/discount.update/${discount.id}`, { status: 'inactive' }),
      patch(`/discount.update/${discount.id}`, { value: 13 }),
    ]);
    expect(off.statusCode).toBe(200);
    // The change either ran first (200) or found the discount inactive (409); never half of both.
    expect([200, 409]).toContain(change.statusCode);
    const final = (await get(`/discount.view/${discount.id}`)).json().entry.model;
    expect(final.active).toBe(false);
    expect(final.value).toBe(change.statusCode === 200 ? 13 : 12);
  });

  it('leaves deleted items out of the discount', async () => {
    const temporary = await createItem(t, { name: 'Tijdelijk artikel' });
    const discount = await createDiscount({ value: 10, items: [castle.id, temporary.id] });
    await t.app.inject({ method: 'DELETE', url: `/api/item.delete/${temporary.id}`, headers });
    const model = (await get(`/discount.view/${discount.id}`)).json().entry.model;
    expect(model.items).toEqual([{ id: castle.id, name: castle.name }]);
    expect(model.item_count).toBe(1);
  });
});

describe('categories.view', () => {
  it('lists the live items of each category (the add-group dialog adds them all)', async () => {
    const category = (await post('/category.create', { name: 'Kortingsgroep' })).json().entry.model;
    expect(category.items).toEqual([]);
    const a = await createItem(t, { name: 'Groep B', category_id: category.id });
    const b = await createItem(t, { name: 'Groep A', category_id: category.id });
    const c = await createItem(t, { name: 'Groep C', category_id: category.id });
    await t.app.inject({ method: 'DELETE', url: `/api/item.delete/${c.id}`, headers });
    const listed = ((await get('/categories.view')).json().results as { id: number; items: unknown }[]).find(
      (row) => row.id === category.id,
    );
    expect(listed).toMatchObject({
      item_count: 2,
      items: [
        { id: b.id, name: 'Groep A' },
        { id: a.id, name: 'Groep B' },
      ],
    });
  });
});
