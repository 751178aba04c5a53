import type { Db } from '../../db/database.ts';

export const createSchedulerRepository = (db: Db) => ({
  /**
   * Claims the job's run for one period; true for the one caller whose insert made the row.
   * The primary key (job, period_key) decides between processes, on both databases.
   */
  claim: async (job: string, periodKey: string, at: string): Promise<boolean> => {
    const result = await db
      .insertInto('scheduled_runs')
      .values({ job, period_key: periodKey, claimed_at: at, finished_at: null, error: null })
      .onConflict((oc) => oc.columns(['job', 'period_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  finish: async (job: string, periodKey: string, at: string, error: string | null) => {
    await db
      .updateTable('scheduled_runs')
      .set({ finished_at: at, error })
      .where('job', '=', job)
      .where('period_key', '=', periodKey)
      .execute();
  },

  /** The runs of one job, newest period first (tests, diagnostics). */
  listRuns: (job: string) =>
    db
      .selectFrom('scheduled_runs')
      .selectAll()
      .where('job', '=', job)
      .orderBy('period_key', 'desc')
      .execute(),
});
