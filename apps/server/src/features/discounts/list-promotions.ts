import type { PromotionModel } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { toPromotionModel } from './discount-models.ts';
import { createDiscountRepository } from './discounts.repository.ts';

/** Every promotion code. */
export const listPromotions = async ({
  ctx,
}: {
  ctx: AppContext;
}): Promise<{ results: PromotionModel[] }> => {
  const today = todayCalendarDate();
  return {
    results: (await createDiscountRepository(ctx.db, ctx.dbKind).listPromotions()).map((row) =>
      toPromotionModel(row, today),
    ),
  };
};
