import type { OrderQuoteOrigin } from '@app/contracts';
import { quoteStandingOf, todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createOrderQuoteRepository } from './order-quote.repository.ts';

/** The quote this order is or came from as order.view shows it; null for an order without one. */
export const readOrderQuote = async (options: {
  db: Db;
  orderId: number;
}): Promise<OrderQuoteOrigin | null> => {
  const row = await createOrderQuoteRepository(options.db).findByOrder(options.orderId);
  return row
    ? {
        number: row.number,
        state: quoteStandingOf(row.state, row.valid_until, todayCalendarDate()),
        closed_at: row.closed_at,
      }
    : null;
};
