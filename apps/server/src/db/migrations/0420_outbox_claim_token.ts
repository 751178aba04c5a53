import type { Kysely } from 'kysely';

/**
 * Which claim holds an outbox row. Claims are now short leases (30 s) that the
 * sending process renews while it sends, instead of 5 minutes; the token lets a renewal and a
 * failure report touch only the rows this claim still holds, never a row that another process
 * took over after the lease ran out.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('outbox_mails').addColumn('claim_token', 'text').execute();
};
