import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { countQuotesExpiringWithin } from '../quotes/index.ts';

/**
 * Open quotes that expire within 7 days of the day: their last valid day is the day itself or one
 * of the next six (the first day they are expired falls within the 7).
 */
export const countQuotesExpiring = (options: { ctx: AppContext; date: CalendarDate }): Promise<number> =>
  countQuotesExpiringWithin({ ...options, days: 6 });
