/** Claims of the once-per-period scheduler (migration 0410). */
export type SchedulerTables = {
  scheduled_runs: {
    job: string;
    /** The period the run belongs to, e.g. a local day 'yyyy-MM-dd'. */
    period_key: string;
    claimed_at: string;
    finished_at: string | null;
    /** Why the run failed (first 500 characters); null when it succeeded or still runs. */
    error: string | null;
  };
};
