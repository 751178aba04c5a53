/** Jobs that run once per period over every process on one database (a claim row per period). */
export { dailyAt } from './daily-period.ts';
export { createScheduler, type ScheduledJob, type Scheduler } from './scheduler.service.ts';
