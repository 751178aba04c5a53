import type { Kysely } from 'kysely';

/**
 * The agenda (jobs are derived from order reservations, never stored):
 * - `calendar_feeds`: one private iCalendar address per user. Only the SHA-256 hash of its
 *   secret is kept, so a copy of the database does not reveal working addresses; renewing
 *   replaces the hash, which ends the old address.
 * - indexes on the reservations' first and last day: a week of jobs reads the reservations
 *   that start or end in it (deliveries and pickups) without walking the whole history.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('reservations_from_day_idx')
    .on('reservations')
    .columns(['reserved_from', 'status'])
    .execute();
  await db.schema
    .createIndex('reservations_until_day_idx')
    .on('reservations')
    .columns(['reserved_until', 'status'])
    .execute();
};
