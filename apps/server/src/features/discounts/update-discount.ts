import { DISCOUNT_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { discountModelOf, requireDiscount } from './discount-models.ts';
import {
  checkExpiry,
  checkUpdateShape,
  type DiscountUpdate,
  requireLiveItems,
  unique,
} from './discount-rules.ts';
import { createDiscountRepository, type DiscountPatch } from './discounts.repository.ts';

/** Changes a discount's value, expiry or articles, or deactivates it (never both at once). */
export const updateDiscount = async (options: {
  ctx: AppContext;
  ref: RecordRef | null;
  body: DiscountUpdate;
}) => {
  const { ctx, body } = options;
  const existing = await requireDiscount(ctx, options.ref);
  const fields = (['value', 'expires_on', 'items'] as const).filter((key) => body[key] !== undefined);
  checkUpdateShape(body, fields.length);
  const now = nowIso();
  await writeTransaction(ctx.db).execute(async (trx) => {
    const trxRepo = createDiscountRepository(trx, ctx.dbKind);
    const row = await trxRepo.lockDiscount(existing.id);
    if (!row) throw notFound(DISCOUNT_MESSAGES.discountNotFound);
    if (row.active !== 1) throw new AppError('conflict', DISCOUNT_MESSAGES.discountInactive);
    if (body.status === 'inactive') {
      await trxRepo.updateDiscount(row.id, { active: 0, deactivated_at: now, updated_at: now });
      return;
    }
    const patch: DiscountPatch = { updated_at: now };
    if (body.value !== undefined) patch.value = body.value;
    // An unchanged (even past) expiry date may stay; a new one must be tomorrow or later.
    if (body.expires_on !== undefined && body.expires_on !== row.expires_on) {
      checkExpiry(body.expires_on);
      patch.expires_on = body.expires_on;
    }
    if (body.items !== undefined) {
      const itemIds = unique(body.items);
      await requireLiveItems(trxRepo, itemIds);
      await trxRepo.replaceDiscountItems(row.id, itemIds);
    }
    await trxRepo.updateDiscount(row.id, patch);
  });
  return discountModelOf(ctx, existing.id);
};
