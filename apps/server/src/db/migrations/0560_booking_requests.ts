import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * Online booking: one row per order a customer asked for on /boeken. The status page is
 * found by the sha-256 of an unguessable token (the token itself is only in the customer's link and
 * mail); the accepted rental terms (version, when, from which address) and the hold's end are kept
 * with the order. `(decided_at, hold_until)` is indexed for the expiry job's scan of open requests.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('booking_requests')
    .$call((t) => addIdColumn(db, t))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('terms_version', 'text', (c) => c.notNull())
    .addColumn('terms_accepted_at', 'text', (c) => c.notNull())
    .addColumn('terms_accepted_ip', 'text', (c) => c.notNull())
    .addColumn('hold_until', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_requests_hold_idx')
    .on('booking_requests')
    .columns(['decided_at', 'hold_until'])
    .execute();
};
