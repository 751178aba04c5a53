import { type JobModel, type JobTimeline, TIME_SLOTS } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { jobsBetween, requireAgendaDate } from './load-jobs.ts';

/** GET /job.timeline/{date}: the day's jobs per time slot, every slot present. */
export const viewJobTimeline = async ({
  ctx,
  rawDate,
}: {
  ctx: AppContext;
  rawDate: string;
}): Promise<JobTimeline> => {
  const date = requireAgendaDate(rawDate, 'date');
  const jobs = await jobsBetween({ ctx, from: date, until: date });
  const timeline = Object.fromEntries(TIME_SLOTS.map((slot) => [slot, [] as JobModel[]])) as JobTimeline;
  for (const job of jobs) timeline[job.time].push(job);
  return timeline;
};
