import { AUDIT_SYSTEM_ACTOR } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { runAsActor } from '../audit/index.ts';
import { createSchedulerRepository } from './scheduler.repository.ts';

/** A job that runs at most once per period over every process that shares the database. */
export type ScheduledJob = {
  name: string;
  /** The period `now` falls in when the job is due (e.g. a day), or null when it is not due yet. */
  periodOf: (now: Date) => string | null;
  run: (run: { periodKey: string; now: Date }) => Promise<void>;
};

export type SchedulerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  jobs: ScheduledJob[];
  /** How often due jobs are looked for; tests make it short. */
  intervalMs?: number;
};

export type Scheduler = ReturnType<typeof createScheduler>;

/**
 * Runs each job once per period: before running, a process claims the (job, period) row in the
 * database, so with several server processes (workers, a second machine) on one database only
 * one of them runs it. A run that fails is logged and recorded on its row and not retried in the
 * same period (a failing backup should not be retried every minute); a process that dies during a
 * run leaves the claim, so that period is skipped too. Payment reminders and booking hold expiry
 * can reuse this with their own period function.
 */
export const createScheduler = (opts: SchedulerOptions) => {
  const intervalMs = opts.intervalMs ?? 60_000;
  const repo = createSchedulerRepository(opts.db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runJob = async (job: ScheduledJob, now: Date) => {
    const periodKey = job.periodOf(now);
    if (periodKey === null) return;
    if (!(await repo.claim(job.name, periodKey, now.toISOString()))) return;
    let error: string | null = null;
    try {
      // Changes a job makes are the system's in the audit trail, whoever triggered the pass.
      await runAsActor({ name: AUDIT_SYSTEM_ACTOR }, () => job.run({ periodKey, now }));
      opts.log.info({ job: job.name, periodKey }, 'geplande taak uitgevoerd');
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      opts.log.error({ err, job: job.name, periodKey }, 'geplande taak mislukt');
    }
    await repo.finish(job.name, periodKey, new Date().toISOString(), error);
  };

  /** Runs every job that is due at `now` and not yet claimed; one pass at a time per process. */
  const runDue = (now: Date = new Date()): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        for (const job of opts.jobs) {
          if (stopped) return;
          await runJob(job, now);
        }
      } catch (err) {
        opts.log.error({ err }, 'geplande taken konden niet worden gecontroleerd');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    runDue,
    start: () => {
      if (timer || stopped || opts.jobs.length === 0) return;
      timer = setInterval(() => void runDue(), intervalMs);
      timer.unref();
      void runDue();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
};
