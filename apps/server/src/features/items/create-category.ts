import { type CategoryModel, ITEM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { createItemRepository } from './items.repository.ts';

export const createCategory = async (options: { ctx: AppContext; name: string }): Promise<CategoryModel> => {
  const { name } = options;
  const repo = createItemRepository(options.ctx.db);
  const duplicate = () =>
    new AppError('conflict', ITEM_MESSAGES.categoryDuplicate, {
      name: [ITEM_MESSAGES.categoryDuplicate],
    });
  if (await repo.findCategoryByName(name)) throw duplicate();
  // A concurrent twin (any case) is refused by the unique index on lower(name) (0070).
  try {
    const row = await repo.insertCategory(name, nowIso());
    return { id: row.id, name: row.name, item_count: 0, items: [] };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
};
