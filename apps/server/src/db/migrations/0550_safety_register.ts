import type { Kysely } from 'kysely';
import { addIdColumn, dateType } from '../migration-helpers.ts';

/**
 * The safety register per unit: certificates (per piece or per article type), an
 * append-only log of inspections and work, append-only incidents, and out-of-service periods.
 * Corrections are new rows pointing at the old one (`corrects_id`); nothing here is updated
 * except a block being lifted. `created_by` is the user who wrote the row, for the inspector.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  const day = dateType(db);

  await db.schema
    .alterTable('items')
    .addColumn('safety_kind', 'text', (c) => c.notNull().defaultTo('speeltoestel'))
    .execute();
  await db.schema.alterTable('items').addColumn('instructions', 'text').execute();

  await addIdColumn(db, db.schema.createTable('unit_certificates'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('restrict'))
    // Null: a type certificate of the article, valid for each of its units.
    .addColumn('unit_id', 'integer', (c) => c.references('units.id').onDelete('restrict'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('approving_body', 'text', (c) => c.notNull())
    .addColumn('issued_on', day, (c) => c.notNull())
    .addColumn('valid_until', day)
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('unit_certificates_item_idx')
    .on('unit_certificates')
    .columns(['item_id', 'unit_id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('unit_log_entries'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('date', day, (c) => c.notNull())
    .addColumn('performed_by', 'text', (c) => c.notNull())
    .addColumn('findings', 'text')
    .addColumn('parts_replaced', 'text')
    .addColumn('result', 'text')
    .addColumn('next_due', day)
    .addColumn('corrects_id', 'integer', (c) => c.references('unit_log_entries.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('unit_log_entries_unit_idx')
    .on('unit_log_entries')
    .columns(['unit_id', 'date'])
    .execute();

  await db.schema
    .createTable('unit_log_attachments')
    .addColumn('log_entry_id', 'integer', (c) =>
      c.notNull().references('unit_log_entries.id').onDelete('restrict'),
    )
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('unit_log_attachments_pk', ['log_entry_id', 'asset_id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('unit_incidents'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('restrict'))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('restrict'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('injury', 'text', (c) => c.notNull())
    .addColumn('measures', 'text')
    .addColumn('nvwa_reported_on', day)
    .addColumn('corrects_id', 'integer', (c) => c.references('unit_incidents.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('unit_incidents_unit_idx').on('unit_incidents').column('unit_id').execute();

  await addIdColumn(db, db.schema.createTable('unit_blocks'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('restrict'))
    .addColumn('blocked_from', day, (c) => c.notNull())
    // Null: open-ended.
    .addColumn('blocked_until', day)
    .addColumn('reason', 'text', (c) => c.notNull())
    // 'manual' (unit.block) or 'inspection' (derived from the log, rewritten with every entry).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('log_entry_id', 'integer', (c) => c.references('unit_log_entries.id').onDelete('restrict'))
    .addColumn('lifted_at', 'text')
    .addColumn('lifted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('unit_blocks_unit_idx')
    .on('unit_blocks')
    .columns(['unit_id', 'blocked_from'])
    .execute();
};
