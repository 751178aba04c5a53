import { DISCOUNT_MESSAGES, type DiscountQuote, type DiscountQuoteInput } from '@app/contracts';
import {
  bestDiscountOf,
  formatDisplayDate,
  isValidCalendarDate,
  normalizePromoCode,
  priceOrderLines,
  sumPricedLines,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { refuse, unique } from './discount-rules.ts';
import { createDiscountRepository, type PromotionRow } from './discounts.repository.ts';

/**
 * What each article costs on `on` (default today, Amsterdam): the best active discount of
 * the item, then the promotion code on the rest (priceOrderLines in @app/domain). Runs on
 * `db` when given, e.g. the orders feature's transaction. An unknown, deactivated or expired
 * code is refused (422 on promo_code, the message says which); an empty code means none.
 * An article without a price counts as € 0,00.
 */
export const quoteDiscounts = async (options: {
  ctx: AppContext;
  input: DiscountQuoteInput;
  db?: Db;
}): Promise<DiscountQuote> => {
  const { ctx, input } = options;
  const trxRepo = createDiscountRepository(options.db ?? ctx.db, ctx.dbKind);
  const on = input.on ?? todayCalendarDate();
  if (!isValidCalendarDate(on)) throw refuse('on', DISCOUNT_MESSAGES.expiryInvalid);

  const ids = unique(input.items.map((line) => line.item_id));
  const items = new Map((await trxRepo.findItems(ids)).map((item) => [item.id, item]));
  for (const id of ids) {
    if (!items.get(id) || items.get(id)?.deleted_at) {
      throw refuse('items', DISCOUNT_MESSAGES.quoteItemNotFound(id));
    }
  }

  let promotion: PromotionRow | null = null;
  const typed = (input.promo_code ?? '').trim();
  if (typed !== '') {
    // No stored code holds control characters (promoCodeSchema), and PostgreSQL would refuse
    // a NUL in a parameter with an error rather than find nothing.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    const possible = !/[\u0000-\u001f\u007f-\u009f]/.test(typed);
    const row = possible ? await trxRepo.findPromotionByKey(normalizePromoCode(typed)) : undefined;
    if (!row) throw refuse('promo_code', DISCOUNT_MESSAGES.promoUnknown(typed));
    if (row.active !== 1) throw refuse('promo_code', DISCOUNT_MESSAGES.promoInactive(row.promo_code));
    if (row.expires_on !== null && row.expires_on < on) {
      throw refuse(
        'promo_code',
        DISCOUNT_MESSAGES.promoExpired(row.promo_code, formatDisplayDate(row.expires_on)),
      );
    }
    promotion = row;
  }

  const discounts = await trxRepo.activeDiscountsFor(ids, on);
  let priced: ReturnType<typeof priceOrderLines>;
  try {
    priced = priceOrderLines({
      lines: input.items.map((line) => ({
        itemId: line.item_id,
        unitPriceCents: line.unit_price ?? items.get(line.item_id)?.price_cents ?? 0,
        units: line.units,
      })),
      discounts,
      promotion,
    });
  } catch (error) {
    if (error instanceof RangeError) throw refuse('items', DISCOUNT_MESSAGES.quoteItemsInvalid);
    throw error;
  }
  const totals = sumPricedLines(priced);
  return {
    on,
    lines: priced.map((line) => {
      const discount = bestDiscountOf(line.itemId, discounts);
      return {
        ...line,
        item_id: line.itemId,
        name: items.get(line.itemId)?.name ?? '',
        discount: discount ? { uuid: discount.uuid, value: discount.value } : null,
      };
    }),
    promotion: promotion
      ? { uuid: promotion.uuid, promo_code: promotion.promo_code, value: promotion.value }
      : null,
    total_gross_cents: totals.grossCents,
    total_net_cents: totals.netCents,
  };
};
