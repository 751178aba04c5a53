import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { requirePromotion, toPromotionModel } from './discount-models.ts';

/** One promotion code; a Dutch 404 when there is none. */
export const viewPromotion = async ({ ctx, ref }: { ctx: AppContext; ref: RecordRef | null }) =>
  toPromotionModel(await requirePromotion(ctx, ref), todayCalendarDate());
