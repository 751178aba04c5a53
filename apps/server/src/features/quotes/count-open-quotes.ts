import { addCalendarDays, type CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { createQuoteRepository } from './quotes.repository.ts';

/** Quotes still open on `date`: not answered, withdrawn or past their last valid day. */
export const countOpenQuotes = (options: { ctx: AppContext; date: CalendarDate }): Promise<number> =>
  createQuoteRepository(options.ctx.db, options.ctx.dbKind).countOpen(options.date);

/** Open quotes whose last valid day falls within `days` days of `date` (that day included). */
export const countQuotesExpiringWithin = (options: {
  ctx: AppContext;
  date: CalendarDate;
  days: number;
}): Promise<number> =>
  createQuoteRepository(options.ctx.db, options.ctx.dbKind).countOpen(
    options.date,
    addCalendarDays(options.date, options.days),
  );
