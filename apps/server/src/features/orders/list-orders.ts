import type { AppContext } from '../../context.ts';
import { toListItem } from './order-model.ts';
import { createOrderRepository, type OrderListFilter } from './orders.repository.ts';

/** One page of the orders list (status filter, search, contact). */
export const listOrders = async (options: { ctx: AppContext; filter: OrderListFilter }) => {
  const { ctx, filter } = options;
  const { rows, total } = await createOrderRepository(ctx.db, ctx.dbKind).list(filter);
  return { results: rows.map(toListItem), meta: { page: filter.page, per_page: filter.perPage, total } };
};
