import type { CategoryModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { createItemRepository } from './items.repository.ts';

/** Every category with its item count and the items in it. */
export const listCategories = async (options: { ctx: AppContext }): Promise<{ results: CategoryModel[] }> => {
  const repo = createItemRepository(options.ctx.db);
  const [rows, items] = await Promise.all([repo.listCategories(), repo.itemsOfCategories()]);
  const itemsOf = new Map<number, { id: number; name: string }[]>();
  for (const item of items) {
    if (item.category_id === null) continue;
    const list = itemsOf.get(item.category_id) ?? [];
    list.push({ id: item.id, name: item.name });
    itemsOf.set(item.category_id, list);
  }
  return {
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      item_count: Number(row.item_count),
      items: itemsOf.get(row.id) ?? [],
    })),
  };
};
