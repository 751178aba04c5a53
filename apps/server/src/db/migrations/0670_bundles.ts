import { type Kysely, sql } from 'kysely';
import { addIdColumn, dateType } from '../migration-helpers.ts';

/**
 * Packages (pakketten): an item of type 'bundle' has no units of its own but components.
 * - `item_components`: the bundle's articles and how many of each (rentable or sellable, never a
 *   bundle; the service checks that), in the order given;
 * - `order_bundles`: a bundle on an order (its article, quantity, period and windows) with the
 *   component reservations it took (`reservations.order_bundle_id`), so the order, agenda and
 *   driver's day name the set and the invoice has one line for it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('item_components')
    .addColumn('bundle_item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('component_item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_components_pk', ['bundle_item_id', 'component_item_id'])
    .addCheckConstraint('item_components_not_self', sql`bundle_item_id <> component_item_id`)
    .execute();
  await db.schema
    .createIndex('item_components_component_idx')
    .on('item_components')
    .column('component_item_id')
    .execute();

  await addIdColumn(db, db.schema.createTable('order_bundles'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('reserved_from', dateType(db), (c) => c.notNull())
    .addColumn('reserved_until', dateType(db), (c) => c.notNull())
    .addColumn('delivery_time', 'text')
    .addColumn('pickup_time', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_bundles_order_idx').on('order_bundles').column('order_id').execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('order_bundle_id', 'integer', (c) => c.references('order_bundles.id').onDelete('set null'))
    .execute();
};
