import type { Kysely } from 'kysely';

/**
 * Counters of the sign-in protection (features/auth/login-protection.ts), kept by
 * rate-limiter-flexible through our Kysely store (features/rate-limits/rate-limiter-kysely.ts): one row
 * per key (e.g. "login_fail_account_ip:jan@example.nl_203.0.113.7"), the points consumed in the
 * current window and when that window ends (epoch milliseconds; null = never). In the database,
 * so the counters hold across restarts and for every process that shares it, and no flood of
 * made-up names can wipe them. Same layout as the library's own PostgreSQL store.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
};
