import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { countOpenQuotes } from '../quotes/index.ts';

/** Quotes (offertes) not yet accepted, declined, converted or withdrawn, and still valid on the day. */
export const countQuotesOpen = (options: { ctx: AppContext; date: CalendarDate }): Promise<number> =>
  countOpenQuotes(options);
