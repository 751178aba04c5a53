import type { DiscountModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { toDiscountModels } from './discount-models.ts';
import { createDiscountRepository } from './discounts.repository.ts';

/** Every discount, with its articles. */
export const listDiscounts = async ({ ctx }: { ctx: AppContext }): Promise<{ results: DiscountModel[] }> => ({
  results: await toDiscountModels(ctx, await createDiscountRepository(ctx.db, ctx.dbKind).listDiscounts()),
});
