import type { AppContext } from '../../context.ts';
import { toListItem } from './order-model.ts';
import { createOrderRepository } from './orders.repository.ts';

/** order.search: orders whose contact, product or number matches the term. */
export const searchOrders = async (options: { ctx: AppContext; term: string; limit: number }) => ({
  results: (
    await createOrderRepository(options.ctx.db, options.ctx.dbKind).search(options.term, options.limit)
  ).map(toListItem),
});
