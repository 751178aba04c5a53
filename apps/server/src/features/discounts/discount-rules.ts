import { DISCOUNT_MESSAGES } from '@app/contracts';
import { earliestExpiryDate } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { DiscountRepository } from './discounts.repository.ts';

/** Parsed bodies (see @app/contracts discount*RequestSchema / promotion*RequestSchema). */
export type DiscountFields = { value?: number; expires_on?: string | null; items?: number[] };
export type DiscountUpdate = DiscountFields & { status?: 'inactive' };
export type PromotionFields = { promo_code?: string; value?: number; expires_on?: string | null };
export type PromotionUpdate = PromotionFields & { status?: 'inactive' };

export const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

export const codeTaken = () =>
  new AppError('conflict', DISCOUNT_MESSAGES.codeTaken, { promo_code: [DISCOUNT_MESSAGES.codeTaken] });

export const unique = (ids: readonly number[]) => [...new Set(ids)];

/** A new or changed expiry date must be tomorrow (Amsterdam) or later; null (no end) is fine. */
export const checkExpiry = (expiresOn: string | null | undefined) => {
  if (expiresOn === null || expiresOn === undefined) return;
  if (expiresOn < earliestExpiryDate()) throw refuse('expires_on', DISCOUNT_MESSAGES.expiryTooEarly);
};

export const lifecycleOf = (row: { active: number; expires_on: string | null }) => ({
  active: row.active === 1,
  expires_on: row.expires_on,
});

/** Every id names an article that exists and is not deleted (inside the writing transaction). */
export const requireLiveItems = async (trxRepo: DiscountRepository, ids: readonly number[]) => {
  const found = await trxRepo.findItems(ids);
  const live = new Set(found.filter((item) => item.deleted_at === null).map((item) => item.id));
  if (ids.some((id) => !live.has(id))) throw refuse('items', DISCOUNT_MESSAGES.itemNotFound);
};

/** Exactly one of: fields, or the status change. */
export const checkUpdateShape = (body: { status?: 'inactive' }, fieldCount: number) => {
  if (body.status !== undefined && fieldCount > 0) {
    throw new AppError('validation_failed', DISCOUNT_MESSAGES.mixedUpdate);
  }
  if (body.status === undefined && fieldCount === 0) {
    throw new AppError('validation_failed', DISCOUNT_MESSAGES.emptyUpdate);
  }
};
