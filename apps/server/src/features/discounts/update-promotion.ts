import { DISCOUNT_MESSAGES } from '@app/contracts';
import { normalizePromoCode, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { requirePromotion, toPromotionModel } from './discount-models.ts';
import { checkExpiry, checkUpdateShape, codeTaken, type PromotionUpdate } from './discount-rules.ts';
import { createDiscountRepository, type PromotionPatch } from './discounts.repository.ts';

/** Changes a promotion's code, value or expiry, or deactivates it (never both at once). */
export const updatePromotion = async (options: {
  ctx: AppContext;
  ref: RecordRef | null;
  body: PromotionUpdate;
}) => {
  const { ctx, body } = options;
  const existing = await requirePromotion(ctx, options.ref);
  const fields = (['promo_code', 'value', 'expires_on'] as const).filter((key) => body[key] !== undefined);
  checkUpdateShape(body, fields.length);
  const now = nowIso();
  await writeTransaction(ctx.db)
    .execute(async (trx) => {
      const trxRepo = createDiscountRepository(trx, ctx.dbKind);
      const row = await trxRepo.lockPromotion(existing.id);
      if (!row) throw notFound(DISCOUNT_MESSAGES.promotionNotFound);
      if (row.active !== 1) throw new AppError('conflict', DISCOUNT_MESSAGES.promotionInactive);
      if (body.status === 'inactive') {
        await trxRepo.updatePromotion(row.id, { active: 0, deactivated_at: now, updated_at: now });
        return;
      }
      const patch: PromotionPatch = { updated_at: now };
      if (body.promo_code !== undefined) {
        const codeKey = normalizePromoCode(body.promo_code);
        const other = await trxRepo.findPromotionByKey(codeKey);
        if (other && other.id !== row.id) throw codeTaken();
        patch.promo_code = body.promo_code.trim();
        patch.code_key = codeKey;
      }
      if (body.value !== undefined) patch.value = body.value;
      if (body.expires_on !== undefined && body.expires_on !== row.expires_on) {
        checkExpiry(body.expires_on);
        patch.expires_on = body.expires_on;
      }
      await trxRepo.updatePromotion(row.id, patch);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? codeTaken() : error;
    });
  return toPromotionModel(await requirePromotion(ctx, { id: existing.id }), todayCalendarDate());
};
