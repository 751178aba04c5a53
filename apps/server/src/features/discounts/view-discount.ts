import type { AppContext } from '../../context.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { discountModelOf, requireDiscount } from './discount-models.ts';

/** One discount with its articles; a Dutch 404 when there is none. */
export const viewDiscount = async ({ ctx, ref }: { ctx: AppContext; ref: RecordRef | null }) =>
  discountModelOf(ctx, (await requireDiscount(ctx, ref)).id);
