import {
  DISCOUNT_MESSAGES,
  type DiscountModel,
  type DiscountQuote,
  type DiscountQuoteInput,
  type PromotionModel,
} from '@app/contracts';
import {
  bestDiscountOf,
  earliestExpiryDate,
  formatDisplayDate,
  isDiscountExpired,
  isValidCalendarDate,
  normalizePromoCode,
  priceOrderLines,
  sumPricedLines,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newUuid, type RecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { isUniqueViolation } from '../items/item-checks.ts';
import {
  createDiscountRepository,
  type DiscountItemRow,
  type DiscountPatch,
  type DiscountRepository,
  type DiscountRow,
  type PromotionPatch,
  type PromotionRow,
} from './discounts.repository.ts';

/** Trim + case fold: the form a promotion code is known by (also for the orders feature). */
export { normalizePromoCode };

/** Parsed bodies (see @app/contracts discount*RequestSchema / promotion*RequestSchema). */
export type DiscountFields = { value?: number; expires_on?: string | null; items?: number[] };
export type DiscountUpdate = DiscountFields & { status?: 'inactive' };
export type PromotionFields = { promo_code?: string; value?: number; expires_on?: string | null };
export type PromotionUpdate = PromotionFields & { status?: 'inactive' };

const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

const codeTaken = () =>
  new AppError('conflict', DISCOUNT_MESSAGES.codeTaken, { promo_code: [DISCOUNT_MESSAGES.codeTaken] });

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** A new or changed expiry date must be tomorrow (Amsterdam) or later; null (no end) is fine. */
const checkExpiry = (expiresOn: string | null | undefined) => {
  if (expiresOn === null || expiresOn === undefined) return;
  if (expiresOn < earliestExpiryDate()) throw refuse('expires_on', DISCOUNT_MESSAGES.expiryTooEarly);
};

const lifecycleOf = (row: { active: number; expires_on: string | null }) => ({
  active: row.active === 1,
  expires_on: row.expires_on,
});

const toPromotionModel = (row: PromotionRow, today: string): PromotionModel => ({
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

export const createDiscountService = (ctx: AppContext) => {
  const repoOn = (db: Db) => createDiscountRepository(db, ctx.dbKind);
  const repo = repoOn(ctx.db);

  const toDiscountModels = async (rows: DiscountRow[]): Promise<DiscountModel[]> => {
    const today = todayCalendarDate();
    const itemRows = await repo.itemsOfDiscounts(rows.map((row) => row.id));
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

  const requireDiscount = async (ref: RecordRef | null) => {
    const row = ref ? await repo.findDiscount(ref) : undefined;
    if (!row) throw notFound(DISCOUNT_MESSAGES.discountNotFound);
    return row;
  };

  const requirePromotion = async (ref: RecordRef | null) => {
    const row = ref ? await repo.findPromotion(ref) : undefined;
    if (!row) throw notFound(DISCOUNT_MESSAGES.promotionNotFound);
    return row;
  };

  const viewDiscount = async (id: number) => {
    const [model] = await toDiscountModels([await requireDiscount({ id })]);
    if (!model) throw notFound(DISCOUNT_MESSAGES.discountNotFound);
    return model;
  };

  /** Every id names an article that exists and is not deleted (inside the writing transaction). */
  const requireLiveItems = async (trxRepo: DiscountRepository, ids: readonly number[]) => {
    const found = await trxRepo.findItems(ids);
    const live = new Set(found.filter((item) => item.deleted_at === null).map((item) => item.id));
    if (ids.some((id) => !live.has(id))) throw refuse('items', DISCOUNT_MESSAGES.itemNotFound);
  };

  /** Exactly one of: fields, or the status change. */
  const checkUpdateShape = (body: { status?: 'inactive' }, fieldCount: number) => {
    if (body.status !== undefined && fieldCount > 0) {
      throw new AppError('validation_failed', DISCOUNT_MESSAGES.mixedUpdate);
    }
    if (body.status === undefined && fieldCount === 0) {
      throw new AppError('validation_failed', DISCOUNT_MESSAGES.emptyUpdate);
    }
  };

  return {
    // -------------------------------------------------------------------------------------------
    // Discounts

    listDiscounts: async () => ({ results: await toDiscountModels(await repo.listDiscounts()) }),

    viewDiscount: async (ref: RecordRef | null) => viewDiscount((await requireDiscount(ref)).id),

    createDiscount: async (body: Required<Pick<DiscountFields, 'value' | 'items'>> & DiscountFields) => {
      checkExpiry(body.expires_on);
      const itemIds = unique(body.items);
      const now = nowIso();
      const id = await writeTransaction(ctx.db).execute(async (trx) => {
        const trxRepo = repoOn(trx);
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
      return viewDiscount(id);
    },

    updateDiscount: async (ref: RecordRef | null, body: DiscountUpdate) => {
      const existing = await requireDiscount(ref);
      const fields = (['value', 'expires_on', 'items'] as const).filter((key) => body[key] !== undefined);
      checkUpdateShape(body, fields.length);
      const now = nowIso();
      await writeTransaction(ctx.db).execute(async (trx) => {
        const trxRepo = repoOn(trx);
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
      return viewDiscount(existing.id);
    },

    // -------------------------------------------------------------------------------------------
    // Promotions

    listPromotions: async () => {
      const today = todayCalendarDate();
      return { results: (await repo.listPromotions()).map((row) => toPromotionModel(row, today)) };
    },

    viewPromotion: async (ref: RecordRef | null) =>
      toPromotionModel(await requirePromotion(ref), todayCalendarDate()),

    createPromotion: async (
      body: Required<Pick<PromotionFields, 'promo_code' | 'value'>> & PromotionFields,
    ) => {
      checkExpiry(body.expires_on);
      const codeKey = normalizePromoCode(body.promo_code);
      const now = nowIso();
      const id = await writeTransaction(ctx.db)
        .execute(async (trx) => {
          const trxRepo = repoOn(trx);
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
      return toPromotionModel(await requirePromotion({ id }), todayCalendarDate());
    },

    updatePromotion: async (ref: RecordRef | null, body: PromotionUpdate) => {
      const existing = await requirePromotion(ref);
      const fields = (['promo_code', 'value', 'expires_on'] as const).filter(
        (key) => body[key] !== undefined,
      );
      checkUpdateShape(body, fields.length);
      const now = nowIso();
      await writeTransaction(ctx.db)
        .execute(async (trx) => {
          const trxRepo = repoOn(trx);
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
      return toPromotionModel(await requirePromotion({ id: existing.id }), todayCalendarDate());
    },

    // -------------------------------------------------------------------------------------------
    // Pricing

    /**
     * What each article costs on `on` (default today, Amsterdam): the best active discount of
     * the item, then the promotion code on the rest (priceOrderLines in @app/domain). Runs on
     * `db` when given, e.g. the orders feature's transaction. An unknown, deactivated or expired
     * code is refused (422 on promo_code, the message says which); an empty code means none.
     * An article without a price counts as € 0,00.
     */
    quote: async (input: DiscountQuoteInput, db: Db = ctx.db): Promise<DiscountQuote> => {
      const trxRepo = repoOn(db);
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
    },
  };
};

export type DiscountService = ReturnType<typeof createDiscountService>;
