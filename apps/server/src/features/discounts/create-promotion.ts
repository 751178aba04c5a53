import { normalizePromoCode, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { requirePromotion, toPromotionModel } from './discount-models.ts';
import { checkExpiry, codeTaken, type PromotionFields } from './discount-rules.ts';
import { createDiscountRepository } from './discounts.repository.ts';

/** A promotion code (unique ignoring case and surrounding spaces) for a percentage off. */
export const createPromotion = async (options: {
  ctx: AppContext;
  body: Required<Pick<PromotionFields, 'promo_code' | 'value'>> & PromotionFields;
}) => {
  const { ctx, body } = options;
  checkExpiry(body.expires_on);
  const codeKey = normalizePromoCode(body.promo_code);
  const now = nowIso();
  const id = await writeTransaction(ctx.db)
    .execute(async (trx) => {
      const trxRepo = createDiscountRepository(trx, ctx.dbKind);
      if (await trxRepo.findPromotionByKey(codeKey)) throw codeTaken();
      const row = await trxRepo.insertPromotion({
        uuid: newUuid(),
        promo_code: body.promo_code.trim(),
        code_key: codeKey,
        value: body.value,
        expires_on: body.expires_on ?? null,
        active: 1,
        created_at: now,
        updated_at: now,
        deactivated_at: null,
      });
      return row.id;
    })
    .catch((error: unknown) => {
      // Two creates racing past the check: the unique index on code_key refuses the second.
      throw isUniqueViolation(error) ? codeTaken() : error;
    });
  return toPromotionModel(await requirePromotion(ctx, { id }), todayCalendarDate());
};
