import { type JobsView, MAX_JOBS_VIEW_DAYS, SCHEDULE_MESSAGES } from '@app/contracts';
import {
  AGENDA_MAX_DATE,
  AGENDA_MIN_DATE,
  addCalendarDays,
  type CalendarDate,
  diffCalendarDays,
  startOfWeekMonday,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { companyAddressLine, jobsBetween, requireAgendaDate } from './load-jobs.ts';

const minDay = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);
const maxDay = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);

/** GET /jobs.view: a period of at most 31 days; default this week (Monday through Sunday). */
export const viewJobs = async (options: {
  ctx: AppContext;
  query: { from?: string | undefined; until?: string | undefined };
}): Promise<JobsView> => {
  const { ctx, query } = options;
  let from = query.from ? requireAgendaDate(query.from, 'from') : null;
  let until = query.until ? requireAgendaDate(query.until, 'until') : null;
  if (!from && !until) from = startOfWeekMonday(todayCalendarDate());
  if (!from) from = maxDay(AGENDA_MIN_DATE, addCalendarDays(until as CalendarDate, -6));
  if (!until) until = minDay(AGENDA_MAX_DATE, addCalendarDays(from, 6));
  if (until < from) {
    throw validationFailed(SCHEDULE_MESSAGES.rangeReversed, { until: [SCHEDULE_MESSAGES.rangeReversed] });
  }
  if (diffCalendarDays(from, until) + 1 > MAX_JOBS_VIEW_DAYS) {
    throw validationFailed(SCHEDULE_MESSAGES.rangeTooLong, { until: [SCHEDULE_MESSAGES.rangeTooLong] });
  }
  const [results, company_address] = await Promise.all([
    jobsBetween({ ctx, from, until }),
    companyAddressLine(ctx),
  ]);
  return { results, meta: { from, until, company_address } };
};
