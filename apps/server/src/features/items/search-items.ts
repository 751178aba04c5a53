import type { AppContext } from '../../context.ts';
import { toItemListRows } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

const SEARCH_LIMIT = 50;

/** `%` or an empty query lists all (first 50 by name). */
export const searchItems = async (options: { ctx: AppContext; query: string }) => {
  const term = options.query.trim() === '%' ? '' : options.query;
  const rows = await createItemRepository(options.ctx.db).search(term, SEARCH_LIMIT);
  return { results: await toItemListRows(options.ctx.db, rows) };
};
