import type { AppContext } from '../../context.ts';
import { parseItemListFilter } from './item-list-filter.ts';
import { toItemListRows } from './item-model.ts';
import { createItemRepository } from './items.repository.ts';

export type ItemsListQuery = {
  filter?: string | undefined;
  types?: string | undefined;
  q?: string | undefined;
  sort: 'name' | 'created_at';
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
  exclude_order?: number | undefined;
};

export const listItems = async (options: { ctx: AppContext; query: ItemsListQuery }) => {
  const { ctx, query } = options;
  const parsed = parseItemListFilter(query.filter, query.types);
  const { rows, total } = await createItemRepository(ctx.db).list({
    q: query.q,
    types: parsed.types,
    stockedOnly: parsed.stockedOnly,
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    perPage: query.per_page,
  });
  return {
    results: await toItemListRows(ctx.db, rows, { excludeOrderId: query.exclude_order }),
    meta: { page: query.page, per_page: query.per_page, total },
  };
};
