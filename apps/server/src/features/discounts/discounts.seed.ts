import { addCalendarDays, normalizePromoCode, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { createDiscount } from './create-discount.ts';
import { createPromotion } from './create-promotion.ts';
import { createDiscountRepository } from './discounts.repository.ts';
import { updateDiscount } from './update-discount.ts';
import { updatePromotion } from './update-promotion.ts';

type SeedRecord = { value: number; expiresInDays: number | null; state: 'active' | 'expired' | 'inactive' };

/** Kortingsacties by the names of the demo items they list. */
const DISCOUNTS: (SeedRecord & { items: string[] })[] = [
  {
    value: 15,
    expiresInDays: null,
    state: 'active',
    items: ['Springkasteel Jungle', 'Springkasteel Prinses'],
  },
  {
    value: 10,
    expiresInDays: 45,
    state: 'active',
    items: ['Partytent 3 x 6 m', 'Statafel met hoes', 'Klaptafel 180 cm'],
  },
  { value: 25, expiresInDays: -20, state: 'expired', items: ['Springkussen Mini Dino'] },
  { value: 20, expiresInDays: 90, state: 'inactive', items: ['Stormbaan Survivor 12 m'] },
];

const PROMOTIONS: (SeedRecord & { code: string })[] = [
  { code: 'WELKOM10', value: 10, expiresInDays: null, state: 'active' },
  { code: 'ZOMERFEEST', value: 15, expiresInDays: 60, state: 'active' },
  { code: 'VOORJAAR25', value: 25, expiresInDays: -10, state: 'expired' },
  { code: 'KONINGSDAG', value: 20, expiresInDays: 30, state: 'inactive' },
];

/**
 * Demo discounts and promotion codes: two running kortingsacties and codes, one past its expiry
 * day and one deactivated of each, so both sections of both tabs show something. Runs after the
 * items seed. Active ones go through the service (its rules hold); an expiry day in the past is
 * refused there, so expired ones are written through the repository.
 */
export const seedDiscounts = async (ctx: AppContext) => {
  const repo = createDiscountRepository(ctx.db, ctx.dbKind);
  const today = todayCalendarDate();
  const dayOf = (days: number | null) => (days === null ? null : addCalendarDays(today, days));

  const names = DISCOUNTS.flatMap((seed) => seed.items);
  const items = await repo.findLiveItemsByName(names);
  const idOf = new Map(items.map((item) => [item.name, item.id]));

  for (const seed of DISCOUNTS) {
    const itemIds = seed.items.flatMap((name) => idOf.get(name) ?? []);
    if (itemIds.length === 0) continue;
    if (seed.state === 'expired') {
      const now = nowIso();
      const row = await repo.insertDiscount({
        uuid: newUuid(),
        value: seed.value,
        expires_on: dayOf(seed.expiresInDays),
        active: 1,
        created_at: now,
        updated_at: now,
        deactivated_at: null,
      });
      await repo.replaceDiscountItems(row.id, itemIds);
      continue;
    }
    const created = await createDiscount({
      ctx,
      body: { value: seed.value, expires_on: dayOf(seed.expiresInDays), items: itemIds },
    });
    if (seed.state === 'inactive')
      await updateDiscount({ ctx, ref: { id: created.id }, body: { status: 'inactive' } });
  }

  for (const seed of PROMOTIONS) {
    if (seed.state === 'expired') {
      const now = nowIso();
      await repo.insertPromotion({
        uuid: newUuid(),
        promo_code: seed.code,
        code_key: normalizePromoCode(seed.code),
        value: seed.value,
        expires_on: dayOf(seed.expiresInDays),
        active: 1,
        created_at: now,
        updated_at: now,
        deactivated_at: null,
      });
      continue;
    }
    const created = await createPromotion({
      ctx,
      body: { promo_code: seed.code, value: seed.value, expires_on: dayOf(seed.expiresInDays) },
    });
    if (seed.state === 'inactive')
      await updatePromotion({ ctx, ref: { id: created.id }, body: { status: 'inactive' } });
  }
};
