import type { DashboardToday } from '@app/contracts';
import { addCalendarDays, type CalendarDate, openAmountOf, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { readUnitService } from '../reports/index.ts';
import { countQuotesExpiring } from './count-quotes-expiring.ts';
import { countQuotesOpen } from './count-quotes-open.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { readDayJobs } from './day-jobs.ts';
import { sumDepositsHeld } from './sum-deposits-held.ts';

const covers = (range: { from: string; until: string | null }, day: CalendarDate) =>
  range.from <= day && (range.until === null || range.until >= day);

/** Units out of service on the day, and units whose inspection is overdue or due within 30 days. */
const readSafetyFigures = async (ctx: AppContext, day: CalendarDate) => {
  const units = (await readUnitService({ db: ctx.db, from: day, until: day })).filter(
    (unit) => unit.since <= day,
  );
  const horizon = addCalendarDays(day, 30);
  return {
    outOfService: units.filter((unit) => unit.outOfService.some((range) => covers(range, day))).length,
    inspectionsDue: units.filter((unit) => unit.nextDue !== null && unit.nextDue <= horizon).length,
  };
};

/**
 * GET /dashboard.today: the owner's morning screen for a day (default today in Amsterdam): its
 * jobs and cash, what waits for a decision, overdue invoices (as Te ontvangen counts them: due
 * before the day, what is open after payments and credit notes) and the safety figures.
 */
export const viewToday = async (options: {
  ctx: AppContext;
  date?: CalendarDate | undefined;
  now?: Date;
}): Promise<DashboardToday> => {
  const { ctx } = options;
  const now = options.now ?? new Date();
  const date = options.date ?? todayCalendarDate(now);
  const repo = createDashboardRepository(ctx.db);
  const [dayJobs, bookingRequests, overdueRows, safety, quotesOpen, quotesExpiring, depositsHeld] =
    await Promise.all([
      readDayJobs({ ctx, date }),
      repo.countBookingRequests(now.toISOString()),
      repo.overdueInvoices(date),
      readSafetyFigures(ctx, date),
      countQuotesOpen({ ctx, date }),
      countQuotesExpiring({ ctx, date }),
      sumDepositsHeld({ ctx, date }),
    ]);
  const overdue = { count: 0, amount: 0 };
  for (const row of overdueRows) {
    const open = openAmountOf({
      totalCents: row.total_amount_cents,
      creditedCents: -Number(row.credited ?? 0),
      paidCents: row.paid_cents,
    });
    if (open <= 0) continue;
    overdue.count += 1;
    overdue.amount += open;
  }
  return {
    date,
    jobs: dayJobs.jobs,
    cash_to_collect_total: dayJobs.cashTotal,
    booking_requests: bookingRequests,
    quotes_open: quotesOpen,
    quotes_expiring_7d: quotesExpiring,
    invoices_overdue: overdue,
    units_out_of_service: safety.outOfService,
    inspections_due_30d: safety.inspectionsDue,
    deposits_held: depositsHeld,
  };
};
