import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDiscounts } from '../../src/features/discounts/discounts.seed.ts';
import { createItem } from '../support/items-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('demo discounts and promotion codes', () => {
  it('seeds running, expired and deactivated ones that the quote treats accordingly', async () => {
    const names = [
      'Springkasteel Jungle',
      'Springkasteel Prinses',
      'Partytent 3 x 6 m',
      'Statafel met hoes',
      'Klaptafel 180 cm',
      'Springkussen Mini Dino',
      'Stormbaan Survivor 12 m',
    ];
    const ids = new Map<string, number>();
    for (const name of names) ids.set(name, (await createItem(t, { name, price: 10_000 })).id);
    await seedDiscounts(t.ctx);

    const discounts = (await get('/discounts.view')).json().results as {
      value: number;
      active: boolean;
      expired: boolean;
      item_count: number;
    }[];
    expect(discounts).toHaveLength(4);
    expect(
      discounts
        .filter((d) => !d.expired)
        .map((d) => d.value)
        .sort(),
    ).toEqual([10, 15]);
    expect(discounts.filter((d) => d.expired && d.active).map((d) => d.value)).toEqual([25]);
    expect(discounts.filter((d) => !d.active).map((d) => d.value)).toEqual([20]);

    const promotions = (await get('/promotions.view')).json().results as {
      promo_code: string;
      active: boolean;
      expired: boolean;
    }[];
    expect(
      promotions
        .filter((p) => !p.expired)
        .map((p) => p.promo_code)
        .sort(),
    ).toEqual(['WELKOM10', 'ZOMERFEEST']);
    expect(
      promotions
        .filter((p) => p.expired)
        .map((p) => p.promo_code)
        .sort(),
    ).toEqual(['KONINGSDAG', 'VOORJAAR25']);

    const jungle = ids.get('Springkasteel Jungle');
    const ok = await get(`/discount.quote?items=${jungle}&promo_code=welkom10`);
    expect(ok.json().lines[0]).toMatchObject({ discountPercent: 15, promotionPercent: 10 });
    expect((await get(`/discount.quote?items=${jungle}&promo_code=VOORJAAR25`)).json().message).toMatch(
      /verlopen/,
    );
    expect((await get(`/discount.quote?items=${jungle}&promo_code=KONINGSDAG`)).json().message).toMatch(
      /gedeactiveerd/,
    );
    const dino = ids.get('Springkussen Mini Dino');
    expect((await get(`/discount.quote?items=${dino}`)).json().lines[0].discountPercent).toBe(0);
  });
});
