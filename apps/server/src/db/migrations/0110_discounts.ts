import { type Kysely, sql } from 'kysely';
import { addIdColumn, dateType } from '../migration-helpers.ts';

/**
 * Discounts (kortingsacties: a percentage off listed articles) and promotion codes (a percentage
 * off an order's articles). Both: value a whole 1–100 (checked here too), an optional last day
 * `expires_on`, and `active` 1 until deactivated (then read-only, kept for the orders that used it).
 *
 * `promotions.code_key` is the code with surrounding spaces dropped and case folded
 * (normalizePromoCode in @app/domain), computed by the service; its unique index makes the
 * database refuse a second " Zomer " next to "ZOMER" on SQLite and PostgreSQL alike, also when two
 * requests race past the service's own check. Codes are never reused, not even of deactivated
 * promotions, so a code on an order always names one promotion.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('discounts'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('expires_on', dateType(db))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deactivated_at', 'text')
    .addCheckConstraint('discounts_value_check', sql`value between 1 and 100`)
    .addCheckConstraint('discounts_active_check', sql`active in (0, 1)`)
    .execute();

  await db.schema
    .createTable('discount_items')
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('discount_items_pk', ['discount_id', 'item_id'])
    .execute();
  // The pricing question is "which discounts list this item", so look up by item.
  await db.schema.createIndex('discount_items_item_idx').on('discount_items').columns(['item_id']).execute();

  await addIdColumn(db, db.schema.createTable('promotions'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('promo_code', 'text', (c) => c.notNull())
    .addColumn('code_key', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('expires_on', dateType(db))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deactivated_at', 'text')
    .addCheckConstraint('promotions_value_check', sql`value between 1 and 100`)
    .addCheckConstraint('promotions_active_check', sql`active in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('promotions_code_key_unique')
    .on('promotions')
    .column('code_key')
    .unique()
    .execute();
};
