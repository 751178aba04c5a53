import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { createItem } from './items-factories.ts';
import type { TestApp } from './test-app.ts';

export type Discount = {
  id: number;
  uuid: string;
  value: number;
  expires_on: string | null;
  active: boolean;
  expired: boolean;
  items: { id: number; name: string }[];
  item_count: number;
};

/**
 * The helpers the discount and promotion test files share. `app` is read on each call, because
 * the files create their app in `beforeAll`, after these helpers are made.
 */
export const discountApi = (app: () => TestApp) => {
  const send = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app().app.inject({
      method,
      url: `/api${url}`,
      headers: await app().authHeaders(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string) => send('GET', url);
  const post = (url: string, payload: unknown) => send('POST', url, payload);
  const patch = (url: string, payload: unknown) => send('PATCH', url, payload);

  const today = () => todayCalendarDate();
  const inDays = (n: number) => addCalendarDays(today(), n);

  const countRows = async (table: 'discounts' | 'discount_items' | 'promotions') =>
    Number(
      (
        await app()
          .ctx.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const createDiscount = async (body: Record<string, unknown>) => {
    const res = await post('/discount.create', body);
    if (res.statusCode !== 200) throw new Error(`discount.create ${res.statusCode}: ${res.body}`);
    return res.json().entry.model as Discount;
  };

  const createPromotion = async (body: Record<string, unknown>) => {
    const res = await post('/promotion.create', body);
    if (res.statusCode !== 200) throw new Error(`promotion.create ${res.statusCode}: ${res.body}`);
    return res.json().entry.model as { id: number; uuid: string; promo_code: string; value: number };
  };

  /** Sets a record's expiry day straight in the table (the API refuses days before tomorrow). */
  const backdate = (table: 'discounts' | 'promotions', id: number, expiresOn: string) =>
    app().ctx.db.updateTable(table).set({ expires_on: expiresOn }).where('id', '=', id).execute();

  return { get, post, patch, today, inDays, countRows, createDiscount, createPromotion, backdate };
};

/** The three articles the discount tests link discounts to. */
export const createDiscountCatalog = async (t: TestApp) => ({
  castle: await createItem(t, { name: 'Springkasteel Korting', price: 12_500 }),
  slide: await createItem(t, { name: 'Glijbaan Korting', price: 9_999 }),
  tent: await createItem(t, { name: 'Partytent Korting', type: 'sellable', price: 250 }),
});
