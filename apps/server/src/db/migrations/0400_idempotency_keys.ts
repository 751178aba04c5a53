import type { Kysely } from 'kysely';

/**
 * Idempotency keys of create requests (features/idempotency): one row per user and key, claimed
 * by an insert that conflicts on the primary key, so two requests with one key (also in two
 * processes on one SQLite file, or on PostgreSQL) never both run. `claim` is the running
 * request's token (null once its answer is stored); `status`, `content_type` and `body` are the
 * stored answer. `user_id` 0 holds the keys of public routes (no login); no foreign key, since
 * rows expire after 24 hours anyway.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('claim', 'text')
    .addColumn('locked_at', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires_idx')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
};
