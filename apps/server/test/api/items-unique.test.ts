import { ITEM_MESSAGES } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import { up as caseInsensitiveUnique } from '../../src/db/migrations/0070_items_case_insensitive_unique.ts';
import { newUuid } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers, payload });

/** A unit row straight in the database, past the service's own check. */
const insertUnitRow = (itemId: number, serial: string) => {
  const now = nowIso();
  return t.ctx.db
    .insertInto('units')
    .values({
      uuid: newUuid(),
      item_id: itemId,
      serial_number: serial,
      quantity: 1,
      available: 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
};
const insertCategoryRow = (name: string) =>
  t.ctx.db
    .insertInto('categories')
    .values({ name, created_at: nowIso() })
    .returning(['id'])
    .executeTakeFirstOrThrow();

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the database itself', () => {
  it('refuses a serial number of the same item that differs only in case', async () => {
    const item = await createItem(t, { name: 'Springkussen Hoofdletters' });
    await insertUnitRow(item.id, 'HL-001');
    const error = await rejection(insertUnitRow(item.id, 'hl-001'));
    expect(isUniqueViolation(error)).toBe(true);
    // Another item may use the same serial; sellable stock rows have none and stay unlimited.
    const other = await createItem(t, { name: 'Springkussen Hoofdletters 2' });
    await insertUnitRow(other.id, 'hl-001');
    const stock = await createItem(t, { name: 'Ballonnen hoofdletters', type: 'sellable' });
    await createUnit(t, { item_id: stock.id, quantity: 3 });
    await createUnit(t, { item_id: stock.id, quantity: 4 });
  });

  it('refuses a category name that differs only in case', async () => {
    await insertCategoryRow('Zomerartikelen');
    const error = await rejection(insertCategoryRow('ZOMERARTIKELEN'));
    expect(isUniqueViolation(error)).toBe(true);
  });
});

describe('concurrent requests', () => {
  it('lets one of several parallel unit.create calls with the same serial in other cases win', async () => {
    const item = await createItem(t, { name: 'Springkussen Race' });
    const serials = ['RC-7', 'rc-7', 'Rc-7', 'rC-7', 'RC-7', 'rc-7', 'Rc-7', 'rC-7'];
    const answers = await Promise.all(
      serials.map((serial) => post('/api/unit.create', { item_id: item.id, serial_number: serial })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({
        message: ITEM_MESSAGES.serialDuplicate,
        errors: { serial_number: [ITEM_MESSAGES.serialDuplicate] },
      });
    }
    const rows = await t.ctx.db.selectFrom('units').select('id').where('item_id', '=', item.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets one of two parallel unit.update calls take a serial in another case', async () => {
    const item = await createItem(t, { name: 'Springkussen Hernoemen' });
    const a = await createUnit(t, { item_id: item.id, serial_number: 'HN-A' });
    const b = await createUnit(t, { item_id: item.id, serial_number: 'HN-B' });
    const answers = await Promise.all([
      patch(`/api/unit.update/${a.id}`, { serial_number: 'HN-NIEUW' }),
      patch(`/api/unit.update/${b.id}`, { serial_number: 'hn-nieuw' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe(ITEM_MESSAGES.serialDuplicate);
  });

  it('lets one of several parallel category.create calls with the same name in other cases win', async () => {
    const names = ['Winterartikelen', 'winterartikelen', 'WINTERARTIKELEN', 'WinterArtikelen'];
    const answers = await Promise.all(names.map((name) => post('/api/category.create', { name })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({
        message: ITEM_MESSAGES.categoryDuplicate,
        errors: { name: [ITEM_MESSAGES.categoryDuplicate] },
      });
    }
  });
});

describe('migration 0070 on existing data', () => {
  it('merges categories and marks serial numbers that differ only in case, then builds the indexes', async () => {
    // Back to the state before 0070, with the twins a race could have left behind.
    await sql`drop index units_item_serial_ci_unique`.execute(t.ctx.db);
    await sql`drop index categories_name_ci_unique`.execute(t.ctx.db);
    const first = await insertCategoryRow('Herfstartikelen');
    const twin = await insertCategoryRow('HERFSTARTIKELEN');
    const item = await createItem(t, { name: 'Pompoenkraam', category_id: twin.id });
    const u1 = await insertUnitRow(item.id, 'PK-1');
    const u2 = await insertUnitRow(item.id, 'pk-1');

    await caseInsensitiveUnique(t.ctx.db);

    const categories = await t.ctx.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where(sql<boolean>`lower(name) = 'herfstartikelen'`)
      .execute();
    expect(categories).toEqual([{ id: first.id, name: 'Herfstartikelen' }]);
    const moved = await t.ctx.db
      .selectFrom('items')
      .select('category_id')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(moved.category_id).toBe(first.id);
    const units = await t.ctx.db
      .selectFrom('units')
      .select(['id', 'serial_number'])
      .where('item_id', '=', item.id)
      .orderBy('id')
      .execute();
    expect(units).toEqual([
      { id: u1.id, serial_number: 'PK-1' },
      { id: u2.id, serial_number: `pk-1 (dubbel ${u2.id})` },
    ]);
    expect(isUniqueViolation(await rejection(insertUnitRow(item.id, 'Pk-1')))).toBe(true);
    expect(isUniqueViolation(await rejection(insertCategoryRow('herfstARTIKELEN')))).toBe(true);
  });
});
