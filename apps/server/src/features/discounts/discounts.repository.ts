import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { RecordRef } from '../../lib/ids.ts';

export type DiscountRow = Selectable<Database['discounts']>;
export type NewDiscountRow = Insertable<Database['discounts']>;
export type DiscountPatch = Updateable<Database['discounts']>;
export type PromotionRow = Selectable<Database['promotions']>;
export type NewPromotionRow = Insertable<Database['promotions']>;
export type PromotionPatch = Updateable<Database['promotions']>;

export type DiscountItemRow = { discount_id: number; id: number; name: string };

/** A discount active on a day, with the items it lists (for pricing). */
export type ActiveDiscount = { id: number; uuid: string; value: number; itemIds: number[] };

export const createDiscountRepository = (db: Db, dbKind: DatabaseKind) => {
  return {
    // -------------------------------------------------------------------------------------------
    // Discounts

    listDiscounts: () => db.selectFrom('discounts').selectAll().orderBy('id', 'desc').execute(),

    findDiscount: (ref: RecordRef) =>
      db
        .selectFrom('discounts')
        .selectAll()
        .$call((qb) => ('id' in ref ? qb.where('id', '=', ref.id) : qb.where('uuid', '=', ref.uuid)))
        .executeTakeFirst(),

    /**
     * The same row, locked for the rest of the transaction on PostgreSQL (`for update`), so a
     * concurrent deactivation and change queue; SQLite's write transaction already serialises.
     */
    lockDiscount: (id: number) =>
      db
        .selectFrom('discounts')
        .selectAll()
        .where('id', '=', id)
        .$if(dbKind === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirst(),

    insertDiscount: (row: NewDiscountRow) =>
      db.insertInto('discounts').values(row).returning('id').executeTakeFirstOrThrow(),

    updateDiscount: (id: number, patch: DiscountPatch) =>
      db.updateTable('discounts').set(patch).where('id', '=', id).execute(),

    /** Items of the discounts that are not deleted, by name. */
    itemsOfDiscounts: async (discountIds: readonly number[]): Promise<DiscountItemRow[]> => {
      if (discountIds.length === 0) return [];
      return db
        .selectFrom('discount_items')
        .innerJoin('items', 'items.id', 'discount_items.item_id')
        .select(['discount_items.discount_id', 'items.id', 'items.name'])
        .where('discount_items.discount_id', 'in', [...discountIds])
        .where('items.deleted_at', 'is', null)
        .orderBy('items.sort_name')
        .orderBy('items.id')
        .execute();
    },

    replaceDiscountItems: async (discountId: number, itemIds: readonly number[]) => {
      await db.deleteFrom('discount_items').where('discount_id', '=', discountId).execute();
      if (itemIds.length === 0) return;
      await db
        .insertInto('discount_items')
        .values(itemIds.map((itemId) => ({ discount_id: discountId, item_id: itemId })))
        .execute();
    },

    /** Discounts counting on `day` (active, not past their expiry day) that list any of the items. */
    activeDiscountsFor: async (itemIds: readonly number[], day: string): Promise<ActiveDiscount[]> => {
      if (itemIds.length === 0) return [];
      const rows = await db
        .selectFrom('discounts')
        .innerJoin('discount_items', 'discount_items.discount_id', 'discounts.id')
        .select(['discounts.id', 'discounts.uuid', 'discounts.value', 'discount_items.item_id'])
        .where('discounts.active', '=', 1)
        .where((eb) => eb.or([eb('discounts.expires_on', 'is', null), eb('discounts.expires_on', '>=', day)]))
        .where('discount_items.item_id', 'in', [...itemIds])
        .orderBy('discounts.id')
        .execute();
      const byId = new Map<number, ActiveDiscount>();
      for (const row of rows) {
        const discount = byId.get(row.id) ?? { id: row.id, uuid: row.uuid, value: row.value, itemIds: [] };
        discount.itemIds.push(row.item_id);
        byId.set(row.id, discount);
      }
      // Oldest first: among equal percentages the oldest discount is the one named.
      return [...byId.values()];
    },

    // -------------------------------------------------------------------------------------------
    // Items (read only)

    /** Items by id with their price; deleted ones included (the caller decides). */
    findItems: async (ids: readonly number[]) => {
      if (ids.length === 0) return [];
      return db
        .selectFrom('items')
        .select(['id', 'name', 'price_cents', 'deleted_at'])
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Live items with these names (the demo seed names its items). */
    findLiveItemsByName: async (names: readonly string[]) => {
      if (names.length === 0) return [];
      return db
        .selectFrom('items')
        .select(['id', 'name'])
        .where('name', 'in', [...names])
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    // -------------------------------------------------------------------------------------------
    // Promotions

    listPromotions: () => db.selectFrom('promotions').selectAll().orderBy('id', 'desc').execute(),

    findPromotion: (ref: RecordRef) =>
      db
        .selectFrom('promotions')
        .selectAll()
        .$call((qb) => ('id' in ref ? qb.where('id', '=', ref.id) : qb.where('uuid', '=', ref.uuid)))
        .executeTakeFirst(),

    lockPromotion: (id: number) =>
      db
        .selectFrom('promotions')
        .selectAll()
        .where('id', '=', id)
        .$if(dbKind === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirst(),

    findPromotionByKey: (codeKey: string) =>
      db.selectFrom('promotions').selectAll().where('code_key', '=', codeKey).executeTakeFirst(),

    insertPromotion: (row: NewPromotionRow) =>
      db.insertInto('promotions').values(row).returning('id').executeTakeFirstOrThrow(),

    updatePromotion: (id: number, patch: PromotionPatch) =>
      db.updateTable('promotions').set(patch).where('id', '=', id).execute(),
  };
};

export type DiscountRepository = ReturnType<typeof createDiscountRepository>;
