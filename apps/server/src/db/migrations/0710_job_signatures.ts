import type { Kysely } from 'kysely';
import { addAppendOnlyTriggers, addIdColumn, bytesType } from '../migration-helpers.ts';

/**
 * The renter's signature at a delivery or pickup: who signed (name as typed), the image (PNG,
 * at most 200 KB, kept in the row so record and image commit together and go into every backup),
 * its SHA-256, that the safety instructions were explained, the terms version in force, when, and
 * the colleague who collected it (id and name as they were then). The job is its reservation and
 * kind; the order is kept too, because an order change may detach a reservation later.
 * Append-only: a second signature is a new row; triggers refuse update and delete.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('job_signatures'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('reservation_id', 'integer', (c) => c.notNull().references('reservations.id'))
    .addColumn('job_type', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('instructions_explained', 'integer', (c) => c.notNull())
    .addColumn('terms_version', 'integer', (c) => c.notNull().references('terms_versions.number'))
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('signed_by', 'integer')
    .addColumn('signed_by_name', 'text', (c) => c.notNull())
    .addColumn('image_png', bytesType(db), (c) => c.notNull())
    .addColumn('image_sha256', 'text', (c) => c.notNull())
    .addColumn('image_width', 'integer', (c) => c.notNull())
    .addColumn('image_height', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_signatures_order_idx')
    .on('job_signatures')
    .columns(['order_id', 'id'])
    .execute();
  await addAppendOnlyTriggers(db, 'job_signatures');
};
