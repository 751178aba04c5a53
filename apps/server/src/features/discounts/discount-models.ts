import { DISCOUNT_MESSAGES, type DiscountModel, type PromotionModel } from '@app/contracts';
import { isDiscountExpired, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { lifecycleOf } from './discount-rules.ts';
import {
  createDiscountRepository,
  type DiscountItemRow,
  type DiscountRow,
  type PromotionRow,
} from './discounts.repository.ts';

export const toPromotionModel = (row: PromotionRow, today: string): PromotionModel => ({
  id: row.id,
  uuid: row.uuid,
  promo_code: row.promo_code,
  value: row.value,
  expires_on: row.expires_on,
  active: row.active === 1,
  expired: isDiscountExpired(lifecycleOf(row), today),
  created_at: row.created_at,
  updated_at: row.updated_at,
  deactivated_at: row.deactivated_at,
});

export const toDiscountModels = async (ctx: AppContext, rows: DiscountRow[]): Promise<DiscountModel[]> => {
  const today = todayCalendarDate();
  const itemRows = await createDiscountRepository(ctx.db, ctx.dbKind).itemsOfDiscounts(
    rows.map((row) => row.id),
  );
  const itemsOf = new Map<number, DiscountItemRow[]>();
  for (const item of itemRows)
    itemsOf.set(item.discount_id, [...(itemsOf.get(item.discount_id) ?? []), item]);
  return rows.map((row) => {
    const items = (itemsOf.get(row.id) ?? []).map((item) => ({ id: item.id, name: item.name }));
    return {
      id: row.id,
      uuid: row.uuid,
      value: row.value,
      expires_on: row.expires_on,
      active: row.active === 1,
      expired: isDiscountExpired(lifecycleOf(row), today),
      items,
      item_count: items.length,
      created_at: row.created_at,
      updated_at: row.updated_at,
      deactivated_at: row.deactivated_at,
    };
  });
};

export const requireDiscount = async (ctx: AppContext, ref: RecordRef | null) => {
  const row = ref ? await createDiscountRepository(ctx.db, ctx.dbKind).findDiscount(ref) : undefined;
  if (!row) throw notFound(DISCOUNT_MESSAGES.discountNotFound);
  return row;
};

export const requirePromotion = async (ctx: AppContext, ref: RecordRef | null) => {
  const row = ref ? await createDiscountRepository(ctx.db, ctx.dbKind).findPromotion(ref) : undefined;
  if (!row) throw notFound(DISCOUNT_MESSAGES.promotionNotFound);
  return row;
};

export const discountModelOf = async (ctx: AppContext, id: number) => {
  const [model] = await toDiscountModels(ctx, [await requireDiscount(ctx, { id })]);
  if (!model) throw notFound(DISCOUNT_MESSAGES.discountNotFound);
  return model;
};
