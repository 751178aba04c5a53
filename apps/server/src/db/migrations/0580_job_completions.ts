import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * A driver's check-off of a delivery or pickup: one row per job (reservation and
 * type, unique, so a double tap records it once), when and by whom, the cash received and the
 * payment it registered (removed again on undo).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('job_completions'))
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('job_type', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addColumn('completed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cash_cents', 'integer')
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('job_completions_job_uq')
    .on('job_completions')
    .columns(['reservation_id', 'job_type'])
    .unique()
    .execute();
};
