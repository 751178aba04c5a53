import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';

/**
 * Quotes (offertes) sent and not yet accepted or declined. Quotes do not exist yet (orders with
 * status `quote` are being added): 0 until then, and this file is the one place to wire them.
 */
export const countQuotesOpen = async (_options: { ctx: AppContext; date: CalendarDate }): Promise<number> =>
  0;
