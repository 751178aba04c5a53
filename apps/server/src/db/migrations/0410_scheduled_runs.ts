import type { Kysely } from 'kysely';

/**
 * Claims of the "once per period" scheduler (features/scheduler): one row per job and period
 * (e.g. 'backup' / '2026-11-26'). The primary key is the claim: of several server processes on
 * one database, only the one whose insert succeeds runs the job for that period.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'period_key'])
    .execute();
};
