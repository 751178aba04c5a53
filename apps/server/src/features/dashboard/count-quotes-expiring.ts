import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';

/**
 * Open quotes whose `valid_until` falls within 7 days of the day. Quotes do not exist yet: 0 until
 * they land, and this file is the one place to wire them.
 */
export const countQuotesExpiring = async (_options: {
  ctx: AppContext;
  date: CalendarDate;
}): Promise<number> => 0;
