import type { Db } from '../../db/database.ts';

/**
 * The quote an order is or came from, read for the order's page. The quotes feature owns and
 * writes the table (it builds on orders, so orders cannot ask it); this only reads three columns.
 */
export const createOrderQuoteRepository = (db: Db) => ({
  findByOrder: (orderId: number) =>
    db
      .selectFrom('quotes')
      .select(['number', 'state', 'valid_until', 'closed_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
});
