import type { DashboardJob } from '@app/contracts';
import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { jobsBetween } from '../schedule/index.ts';

/**
 * The day's deliveries and pickups as the agenda derives them (no distances needed here), in
 * agenda order. An order's cash is counted once, at its first stop not yet done: a driver who
 * collected it at delivery leaves nothing (the invoice is then paid), one who did not passes it
 * on to the pickup.
 */
export const readDayJobs = async (options: {
  ctx: AppContext;
  date: CalendarDate;
}): Promise<{ jobs: DashboardJob[]; cashTotal: number }> => {
  const jobs = await jobsBetween({
    ctx: options.ctx,
    from: options.date,
    until: options.date,
    withDistances: false,
  });
  const counted = new Set<number>();
  let cashTotal = 0;
  const rows = jobs.map((job): DashboardJob => {
    const done = job.completed_at !== null;
    let cash = 0;
    if (!done && job.amount_due !== null && !counted.has(job.order_id)) {
      cash = job.amount_due;
      counted.add(job.order_id);
      cashTotal += cash;
    }
    return {
      id: job.id,
      kind: job.type,
      time_slot: job.time,
      order_id: job.order_id,
      contact_name: job.contact.display_name,
      city: job.contact.city,
      done,
      cash_to_collect: cash,
    };
  });
  return { jobs: rows, cashTotal };
};
