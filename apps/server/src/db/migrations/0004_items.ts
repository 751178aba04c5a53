import { type Kysely, sql } from 'kysely';
import { kindOf } from '../dialect.ts';
import { addIdColumn, dateType, doubleType } from '../migration-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('categories'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('items'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('brand', 'text')
    .addColumn('dimensions', 'text')
    .addColumn('weight_kg', doubleType(db))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('rentable'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unavailable'))
    .addColumn('sku', 'text')
    .addColumn('ean', 'text')
    .addColumn('price_cents', 'integer')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('items_name_idx').on('items').columns(['name', 'id']).execute();

  await db.schema
    .createTable('item_assets')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_assets_pk', ['item_id', 'asset_id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('units'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('serial_number', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('units_item_serial_unique', ['item_id', 'serial_number'])
    .execute();
  await db.schema.createIndex('units_item_idx').on('units').column('item_id').execute();

  await addIdColumn(db, db.schema.createTable('reservations'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('order_id', 'integer')
    .addColumn('reserved_from', dateType(db), (c) => c.notNull())
    .addColumn('reserved_until', dateType(db), (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('exclusive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reservations_range_check', sql`reserved_from <= reserved_until`)
    .execute();
  await db.schema
    .createIndex('reservations_unit_range_idx')
    .on('reservations')
    .columns(['unit_id', 'reserved_from', 'reserved_until'])
    .execute();

  if (kindOf(db) === 'postgres') {
    // The database itself refuses two overlapping live reservations of one rentable unit,
    // whatever the application does; SQLite gets the same guarantee from its single writer.
    await sql`create extension if not exists btree_gist`.execute(db);
    await sql`alter table reservations add constraint reservations_no_overlap
      exclude using gist (unit_id with =, daterange(reserved_from, reserved_until, '[]') with &&)
      where (status = 'active' and exclusive = 1)`.execute(db);
  }
};
