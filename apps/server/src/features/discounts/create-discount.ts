import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { discountModelOf } from './discount-models.ts';
import { checkExpiry, type DiscountFields, requireLiveItems, unique } from './discount-rules.ts';
import { createDiscountRepository } from './discounts.repository.ts';

/** A discount on some articles: a percentage, optionally until a day. */
export const createDiscount = async (options: {
  ctx: AppContext;
  body: Required<Pick<DiscountFields, 'value' | 'items'>> & DiscountFields;
}) => {
  const { ctx, body } = options;
  checkExpiry(body.expires_on);
  const itemIds = unique(body.items);
  const now = nowIso();
  const id = await writeTransaction(ctx.db).execute(async (trx) => {
    const trxRepo = createDiscountRepository(trx, ctx.dbKind);
    await requireLiveItems(trxRepo, itemIds);
    const row = await trxRepo.insertDiscount({
      uuid: newUuid(),
      value: body.value,
      expires_on: body.expires_on ?? null,
      active: 1,
      created_at: now,
      updated_at: now,
      deactivated_at: null,
    });
    await trxRepo.replaceDiscountItems(row.id, itemIds);
    return row.id;
  });
  return discountModelOf(ctx, id);
};
