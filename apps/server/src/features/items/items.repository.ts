import { ITEM_TYPES } from '@app/contracts';
import { type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nextVersion } from '../../db/record-version.ts';
import type { Database } from '../../db/schema.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { containsPattern, normalizeSearchText } from '../../lib/search-text.ts';
import type { AssetRow } from '../assets/index.ts';
import { notOfOrder } from '../reservations/index.ts';

export type ItemRow = Selectable<Database['items']>;
export type NewItemRow = Insertable<Database['items']>;
export type ItemPatch = Updateable<Database['items']>;
export type CategoryRow = Selectable<Database['categories']>;
export type UnitRow = Selectable<Database['units']>;
export type NewUnitRow = Insertable<Database['units']>;

export type ItemType = ItemRow['type'];

export type ItemListFilter = {
  q: string | undefined;
  types: readonly ItemType[];
  stockedOnly: boolean;
  sort: 'name' | 'created_at';
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
};

const ITEM_COLUMNS = [
  'items.id',
  'items.uuid',
  'items.name',
  'items.description',
  'items.category_id',
  'items.brand',
  'items.dimensions',
  'items.weight_kg',
  'items.type',
  'items.status',
  'items.sku',
  'items.ean',
  'items.price_cents',
  'items.day_factors',
  'items.deposit_cents',
  'items.created_at',
  'items.updated_at',
  'items.version',
  'items.deleted_at',
] as const;

export type ItemRecord = Pick<
  ItemRow,
  | 'id'
  | 'uuid'
  | 'name'
  | 'description'
  | 'category_id'
  | 'brand'
  | 'dimensions'
  | 'weight_kg'
  | 'type'
  | 'status'
  | 'sku'
  | 'ean'
  | 'price_cents'
  | 'day_factors'
  | 'deposit_cents'
  | 'created_at'
  | 'updated_at'
  | 'version'
  | 'deleted_at'
> & {
  category: string | null;
};

export type ItemListRecord = Pick<
  ItemRow,
  'id' | 'uuid' | 'name' | 'status' | 'type' | 'price_cents' | 'day_factors'
>;

/** Every word must occur in search_text: case- and accent-insensitive on both databases. */
const wordsOf = (term: string) => normalizeSearchText(term).split(' ').filter(Boolean);

export const createItemRepository = (db: Db) => {
  const listBase = (filter: Pick<ItemListFilter, 'q' | 'types' | 'stockedOnly'>) => {
    let query = db.selectFrom('items').where('items.deleted_at', 'is', null);
    for (const word of wordsOf(filter.q ?? '')) {
      query = query.where(sql<SqlBool>`items.search_text like ${containsPattern(word)} escape '\\'`);
    }
    if (filter.types.length === 0) query = query.where(sql<SqlBool>`1 = 0`);
    else if (filter.types.length < ITEM_TYPES.length)
      query = query.where('items.type', 'in', [...filter.types]);
    if (filter.stockedOnly) {
      const stocked = (itemId: 'items.id' | 'ic.component_item_id') =>
        db
          .selectFrom('units')
          .select('units.id')
          .where(sql<SqlBool>`units.item_id = ${sql.ref(itemId)}`)
          .where('units.available', '=', 1)
          .where('units.quantity', '>', 0);
      // A package is stocked when it has articles and each of them is.
      query = query.where(({ and, exists, not, or, eb, selectFrom }) =>
        or([
          exists(stocked('items.id')),
          and([
            eb('items.type', '=', 'bundle'),
            exists(
              selectFrom('item_components as ic')
                .select('ic.bundle_item_id')
                .whereRef('ic.bundle_item_id', '=', 'items.id'),
            ),
            not(
              exists(
                selectFrom('item_components as ic')
                  .select('ic.bundle_item_id')
                  .whereRef('ic.bundle_item_id', '=', 'items.id')
                  .where(({ not: none, exists: has }) => none(has(stocked('ic.component_item_id')))),
              ),
            ),
          ]),
        ]),
      );
    }
    return query;
  };

  return {
    findByRef: (ref: RecordRef): Promise<ItemRecord | undefined> =>
      db
        .selectFrom('items')
        .leftJoin('categories', 'categories.id', 'items.category_id')
        .select([...ITEM_COLUMNS, 'categories.name as category'])
        .$call((qb) =>
          'id' in ref ? qb.where('items.id', '=', ref.id) : qb.where('items.uuid', '=', ref.uuid),
        )
        .executeTakeFirst(),

    insert: (row: NewItemRow) => db.insertInto('items').values(row).returning('id').executeTakeFirstOrThrow(),

    /**
     * Writes and bumps the version. With `basedOn` only while the row still has that version (the
     * check and the write in one statement): false when it moved on, and nothing was written.
     */
    update: async (id: number, patch: ItemPatch, basedOn?: number) => {
      const result = await db
        .updateTable('items')
        .set({ ...patch, version: nextVersion })
        .where('id', '=', id)
        .$if(basedOn !== undefined, (qb) => qb.where('version', '=', basedOn ?? 0))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    list: async (filter: ItemListFilter): Promise<{ rows: ItemListRecord[]; total: number }> => {
      const base = listBase(filter);
      const countRow = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const sortColumn = filter.sort === 'name' ? 'items.sort_name' : 'items.created_at';
      const rows = await base
        .select([
          'items.id',
          'items.uuid',
          'items.name',
          'items.status',
          'items.type',
          'items.price_cents',
          'items.day_factors',
        ])
        .orderBy(sortColumn, filter.direction)
        .orderBy('items.id', filter.direction)
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(countRow.total) };
    },

    search: (term: string, limit: number): Promise<ItemListRecord[]> =>
      listBase({ q: term, types: [...ITEM_TYPES], stockedOnly: false })
        .select([
          'items.id',
          'items.uuid',
          'items.name',
          'items.status',
          'items.type',
          'items.price_cents',
          'items.day_factors',
        ])
        .orderBy('items.sort_name')
        .orderBy('items.id')
        .limit(limit)
        .execute(),

    /** Stock per item: units in service for rentable items, pieces in service for sellable ones. */
    /**
     * Units in service per item (rentable) or pieces left (sellable). `excludeOrderId`: the pieces
     * sold on that order count as in stock (the order being changed).
     */
    stockCounts: async (
      items: readonly Pick<ItemRow, 'id' | 'type'>[],
      options: { excludeOrderId?: number | undefined } = {},
    ): Promise<Map<number, number>> => {
      const counts = new Map<number, number>(items.map((item) => [item.id, 0]));
      if (items.length === 0) return counts;
      const rows = await db
        .selectFrom('units')
        .select((eb) => [
          'units.item_id',
          eb.fn.countAll<number>().as('unit_count'),
          eb.fn.sum<number>('units.quantity').as('quantity_sum'),
        ])
        .where(
          'units.item_id',
          'in',
          items.map((item) => item.id),
        )
        .where('units.available', '=', 1)
        .groupBy('units.item_id')
        .execute();
      const typeOf = new Map(items.map((item) => [item.id, item.type]));
      for (const row of rows) {
        const value = typeOf.get(row.item_id) === 'sellable' ? row.quantity_sum : row.unit_count;
        counts.set(row.item_id, Number(value ?? 0));
      }
      // Sold goods leave the stock when the order is taken: pieces on live sales
      // of rows in service are not in stock any more.
      const sellable = items.filter((item) => item.type === 'sellable').map((item) => item.id);
      if (sellable.length === 0) return counts;
      const sold = await db
        .selectFrom('reservations')
        .innerJoin('units', 'units.id', 'reservations.unit_id')
        .select((eb) => ['units.item_id', eb.fn.sum<number>('reservations.quantity').as('sold')])
        .where('units.item_id', 'in', sellable)
        .where('units.available', '=', 1)
        .where('reservations.status', '=', 'active')
        .where('reservations.exclusive', '=', 0)
        .$if(options.excludeOrderId !== undefined, (qb) => qb.where(notOfOrder(options.excludeOrderId ?? 0)))
        .groupBy('units.item_id')
        .execute();
      for (const row of sold)
        counts.set(row.item_id, Math.max(0, (counts.get(row.item_id) ?? 0) - Number(row.sold ?? 0)));
      return counts;
    },

    /** The first image of each item (by position), joined with its asset. */
    firstImages: async (itemIds: readonly number[]): Promise<Map<number, AssetRow>> => {
      const result = new Map<number, AssetRow>();
      if (itemIds.length === 0) return result;
      const rows = await db
        .selectFrom('item_assets')
        .innerJoin('assets', 'assets.id', 'item_assets.asset_id')
        .selectAll('assets')
        .select(['item_assets.item_id'])
        .where('item_assets.item_id', 'in', [...itemIds])
        .where('item_assets.role', '=', 'image')
        .orderBy('item_assets.item_id')
        .orderBy('item_assets.position')
        .execute();
      for (const { item_id, ...asset } of rows) if (!result.has(item_id)) result.set(item_id, asset);
      return result;
    },

    assetsOf: (itemId: number, role: 'image' | 'document') =>
      db
        .selectFrom('item_assets')
        .innerJoin('assets', 'assets.id', 'item_assets.asset_id')
        .selectAll('assets')
        .where('item_assets.item_id', '=', itemId)
        .where('item_assets.role', '=', role)
        .orderBy('item_assets.position')
        .orderBy('assets.id')
        .execute(),

    replaceImages: async (itemId: number, assetIds: readonly number[], now: string) => {
      await db.deleteFrom('item_assets').where('item_id', '=', itemId).where('role', '=', 'image').execute();
      if (assetIds.length === 0) return;
      await db
        .insertInto('item_assets')
        .values(
          assetIds.map((assetId, position) => ({
            item_id: itemId,
            asset_id: assetId,
            role: 'image' as const,
            position,
            created_at: now,
          })),
        )
        .execute();
    },

    /**
     * Attaches a document at the end; attaching the same asset twice changes nothing, also when
     * two requests do it at once (`on conflict do nothing` on the (item_id, asset_id) key).
     */
    attachDocument: async (itemId: number, assetId: number, now: string) => {
      const last = await db
        .selectFrom('item_assets')
        .select((eb) => eb.fn.max<number>('position').as('position'))
        .where('item_id', '=', itemId)
        .where('role', '=', 'document')
        .executeTakeFirst();
      await db
        .insertInto('item_assets')
        .values({
          item_id: itemId,
          asset_id: assetId,
          role: 'document',
          position: Number(last?.position ?? -1) + 1,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['item_id', 'asset_id']).doNothing())
        .execute();
    },

    // -------------------------------------------------------------------------------------------
    // Categories

    listCategories: () =>
      db
        .selectFrom('categories')
        .leftJoin('items', (join) =>
          join.onRef('items.category_id', '=', 'categories.id').on('items.deleted_at', 'is', null),
        )
        .select((eb) => [
          'categories.id',
          'categories.name',
          eb.fn.count<number>('items.id').as('item_count'),
        ])
        .groupBy(['categories.id', 'categories.name'])
        .orderBy('categories.name')
        .execute(),

    /** The live items of categories, by name, for categories.view. */
    itemsOfCategories: () =>
      db
        .selectFrom('items')
        .select(['items.id', 'items.name', 'items.category_id'])
        .where('items.deleted_at', 'is', null)
        .where('items.category_id', 'is not', null)
        .orderBy('items.sort_name')
        .orderBy('items.id')
        .execute(),

    findCategoryById: (id: number) =>
      db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst(),

    findCategoryByName: (name: string) =>
      db
        .selectFrom('categories')
        .selectAll()
        .where(sql<SqlBool>`lower(name) = ${name.toLowerCase()}`)
        .executeTakeFirst(),

    insertCategory: (name: string, now: string) =>
      db.insertInto('categories').values({ name, created_at: now }).returningAll().executeTakeFirstOrThrow(),

    // -------------------------------------------------------------------------------------------
    // Units

    unitsOf: (itemId: number) =>
      db.selectFrom('units').selectAll().where('item_id', '=', itemId).orderBy('id').execute(),

    countUnits: async (itemId: number) => {
      const row = await db
        .selectFrom('units')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findUnitByRef: (ref: RecordRef) =>
      db
        .selectFrom('units')
        .selectAll()
        .$call((qb) => ('id' in ref ? qb.where('id', '=', ref.id) : qb.where('uuid', '=', ref.uuid)))
        .executeTakeFirst(),

    findUnitBySerial: (itemId: number, serial: string) =>
      db
        .selectFrom('units')
        .select(['id'])
        .where('item_id', '=', itemId)
        .where(sql<SqlBool>`lower(serial_number) = ${serial.toLowerCase()}`)
        .executeTakeFirst(),

    insertUnit: (row: NewUnitRow) =>
      db.insertInto('units').values(row).returning('id').executeTakeFirstOrThrow(),

    updateUnit: (id: number, patch: Updateable<Database['units']>) =>
      db.updateTable('units').set(patch).where('id', '=', id).execute(),

    /** Ids of the given units that have a live reservation covering `day`. */
    unitsReservedOn: async (unitIds: readonly number[], day: string): Promise<Set<number>> => {
      if (unitIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('reservations')
        .select('unit_id')
        .distinct()
        .where('unit_id', 'in', [...unitIds])
        .where('status', '=', 'active')
        .where('reserved_from', '<=', day)
        .where('reserved_until', '>=', day)
        .execute();
      return new Set(rows.map((row) => row.unit_id));
    },
  };
};

export type ItemRepository = ReturnType<typeof createItemRepository>;
