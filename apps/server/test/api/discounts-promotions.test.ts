import { CONTROL_CHARACTERS_MESSAGE, DISCOUNT_MESSAGES } from '@app/contracts';
import { formatDisplayDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import { quoteDiscounts } from '../../src/features/discounts/quote-discounts.ts';
import { newUuid } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { createDiscountCatalog, type Discount, discountApi } from '../support/discounts-factories.ts';
import { createItem } from '../support/items-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  // The same articles as the discount tests, so ids and names match theirs.
  await createDiscountCatalog(t);
});
afterAll(() => t.close());

const { get, post, patch, today, inDays, countRows, createDiscount, createPromotion, backdate } = discountApi(
  () => t,
);

describe('promotions', () => {
  it('creates, views and lists a promotion; the code is kept as typed, trimmed', async () => {
    const created = await createPromotion({ promo_code: '  Lente2031 ', value: 15, expires_on: inDays(40) });
    expect(created).toMatchObject({
      promo_code: 'Lente2031',
      value: 15,
      expires_on: inDays(40),
      active: true,
    });
    expect((await get(`/promotion.view/${created.uuid}`)).json().entry.model).toEqual(created);
    const list = (await get('/promotions.view')).json().results as { uuid: string }[];
    expect(list.some((p) => p.uuid === created.uuid)).toBe(true);
  });

  it('refuses a code of spaces, control characters, a long code and bad values; stores nothing', async () => {
    const before = await countRows('promotions');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ promo_code: '   ', value: 10 }, 'promo_code', DISCOUNT_MESSAGES.codeRequired],
      [{ value: 10 }, 'promo_code', DISCOUNT_MESSAGES.codeRequired],
      [{ promo_code: 'A\u0000B', value: 10 }, 'promo_code', DISCOUNT_MESSAGES.codeControlChars],
      [{ promo_code: 'x'.repeat(41), value: 10 }, 'promo_code', DISCOUNT_MESSAGES.codeTooLong],
      [{ promo_code: 'GOED', value: 0 }, 'value', DISCOUNT_MESSAGES.valueRange],
      [{ promo_code: 'GOED', value: 101 }, 'value', DISCOUNT_MESSAGES.valueRange],
      [{ promo_code: 'GOED', value: 12.5 }, 'value', DISCOUNT_MESSAGES.valueWhole],
      [{ promo_code: 'GOED', value: '12a' }, 'value', DISCOUNT_MESSAGES.valueNotNumber],
      [
        { promo_code: 'GOED', value: 10, expires_on: today() },
        'expires_on',
        DISCOUNT_MESSAGES.expiryTooEarly,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/promotion.create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await countRows('promotions')).toBe(before);
  });

  it('refuses a code that differs only in case or surrounding spaces (409 on promo_code)', async () => {
    await createPromotion({ promo_code: 'ZOMER2031', value: 10 });
    for (const code of ['zomer2031', ' Zomer2031  ', 'ZOMER2031']) {
      const res = await post('/promotion.create', { promo_code: code, value: 20 });
      expect(res.statusCode, code).toBe(409);
      expect(res.json().errors.promo_code).toEqual([DISCOUNT_MESSAGES.codeTaken]);
      expect(res.json().message).toBe(DISCOUNT_MESSAGES.codeTaken);
    }
    // Another code is fine, and so is an inner space that makes it another code.
    await createPromotion({ promo_code: 'ZOMER 2031', value: 10 });
  });

  it('lets one of several concurrent creates of one code win; the others get the Dutch 409', async () => {
    const codes = ['RACE31', 'race31', ' Race31', 'rAcE31 ', 'RACE31', 'race31', 'Race31', 'RACE31 '];
    const answers = await Promise.all(
      codes.map((promo_code) => post('/promotion.create', { promo_code, value: 5 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errors.promo_code).toEqual([DISCOUNT_MESSAGES.codeTaken]);
    }
    const rows = await t.ctx.db
      .selectFrom('promotions')
      .select('id')
      .where('code_key', '=', 'race31')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('has the database itself refuse a second row with the same normalised code', async () => {
    const insert = () =>
      t.ctx.db
        .insertInto('promotions')
        .values({
          uuid: newUuid(),
          promo_code: 'DIRECT',
          code_key: 'direct',
          value: 10,
          expires_on: null,
          active: 1,
          created_at: nowIso(),
          updated_at: nowIso(),
          deactivated_at: null,
        })
        .execute();
    await insert();
    const error = await insert().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('updates code, value and expiry; another promotion’s code is refused, its own in other case is not', async () => {
    await createPromotion({ promo_code: 'BEZET31', value: 10 });
    const own = await createPromotion({ promo_code: 'EIGEN31', value: 10 });
    const taken = await patch(`/promotion.update/${own.id}`, { promo_code: ' bezet31 ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.promo_code).toEqual([DISCOUNT_MESSAGES.codeTaken]);
    const recased = await patch(`/promotion.update/${own.id}`, { promo_code: 'Eigen31', value: 35 });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().entry.model).toMatchObject({ promo_code: 'Eigen31', value: 35 });
    const blank = await patch(`/promotion.update/${own.id}`, { promo_code: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.promo_code).toEqual([DISCOUNT_MESSAGES.codeRequired]);
    const early = await patch(`/promotion.update/${own.id}`, { expires_on: inDays(0) });
    expect(early.json().errors.expires_on).toEqual([DISCOUNT_MESSAGES.expiryTooEarly]);
    const mixed = await patch(`/promotion.update/${own.id}`, { status: 'inactive', value: 20 });
    expect(mixed.json().message).toBe(DISCOUNT_MESSAGES.mixedUpdate);
  });

  it('deactivates: read-only afterwards (409), and the code stays taken', async () => {
    const promotion = await createPromotion({ promo_code: 'WEG31', value: 10 });
    const off = await patch(`/promotion.update/${promotion.uuid}`, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json().entry.model).toMatchObject({ active: false, expired: true });
    for (const body of [{ value: 11 }, { promo_code: 'ANDERS31' }, { status: 'inactive' }]) {
      const refused = await patch(`/promotion.update/${promotion.id}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().message).toBe(DISCOUNT_MESSAGES.promotionInactive);
    }
    expect((await post('/promotion.create', { promo_code: 'weg31', value: 10 })).statusCode).toBe(409);
  });
});

describe('discount.quote', () => {
  let k1: { id: number; name: string };
  let k2: { id: number; name: string };
  let k3: { id: number; name: string };
  let best: Discount;
  beforeAll(async () => {
    k1 = await createItem(t, { name: 'Quote kasteel', price: 12_500 });
    k2 = await createItem(t, { name: 'Quote glijbaan', price: 9_999 });
    k3 = await createItem(t, { name: 'Quote zonder prijs' });
    await createDiscount({ value: 10, items: [k1.id, k2.id] });
    best = await createDiscount({ value: 20, expires_on: inDays(3), items: [k1.id] });
    const off = await createDiscount({ value: 90, items: [k1.id, k2.id] });
    await patch(`/discount.update/${off.id}`, { status: 'inactive' });
    const stale = await createDiscount({ value: 80, items: [k2.id] });
    await backdate('discounts', stale.id, inDays(-1));
    await createPromotion({ promo_code: 'QUOTE10', value: 10 });
    const expired = await createPromotion({ promo_code: 'OUD31', value: 50 });
    await backdate('promotions', expired.id, inDays(-1));
    const inactive = await createPromotion({ promo_code: 'UIT31', value: 50 });
    await patch(`/promotion.update/${inactive.id}`, { status: 'inactive' });
  });

  it('prices each item with its best active discount, then the promotion on the rest', async () => {
    const res = await get(`/discount.quote?items=${k1.id}:2,${k2.id},${k3.id}:3&promo_code=%20quote10%20`);
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote.on).toBe(today());
    expect(quote.promotion).toMatchObject({ promo_code: 'QUOTE10', value: 10 });
    const [a, b, c] = quote.lines;
    expect(a).toMatchObject({
      item_id: k1.id,
      itemId: k1.id,
      name: 'Quote kasteel',
      units: 2,
      grossCents: 25_000,
      discountPercent: 20,
      discountCents: 5_000,
      promotionPercent: 10,
      promotionCents: 2_000,
      netCents: 18_000,
      discount: { uuid: best.uuid, value: 20 },
    });
    // The 80% discount is past its expiry day and the 90% one deactivated: 10% counts.
    expect(b).toMatchObject({
      grossCents: 9_999,
      discountPercent: 10,
      discountCents: 1_000,
      netCents: 8_099,
    });
    // An item without a price costs nothing.
    expect(c).toMatchObject({ unitPriceCents: 0, grossCents: 0, netCents: 0, discount: null });
    expect(quote.total_gross_cents).toBe(34_999);
    expect(quote.total_net_cents).toBe(26_099);
  });

  it('answers without a promotion, and on another day with the discounts of that day', async () => {
    const plain = (await get(`/discount.quote?items=${k1.id}`)).json();
    expect(plain.promotion).toBeNull();
    expect(plain.lines[0]).toMatchObject({ discountPercent: 20, promotionCents: 0, netCents: 10_000 });
    // After the 20% discount's last day only the 10% one counts.
    const later = (await get(`/discount.quote?items=${k1.id}&on=${inDays(4)}`)).json();
    expect(later.lines[0]).toMatchObject({ discountPercent: 10, netCents: 11_250 });
    // Yesterday the 80% discount still counted for the slide.
    const before = (await get(`/discount.quote?items=${k2.id}&on=${inDays(-1)}`)).json();
    expect(before.lines[0]).toMatchObject({ discountPercent: 80 });
  });

  it('refuses an unknown, expired or deactivated code with a Dutch message that says which', async () => {
    const unknown = await get(`/discount.quote?items=${k1.id}&promo_code=BESTAATNIET`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.promo_code).toEqual([DISCOUNT_MESSAGES.promoUnknown('BESTAATNIET')]);
    // NUL is refused for every text input (hardening) before the lookup.
    for (const junk of ['%00', 'A%00B']) {
      const res = await get(`/discount.quote?items=${k1.id}&promo_code=${junk}`);
      expect(res.statusCode, junk).toBe(422);
      expect(res.json().errors.promo_code, junk).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
    const newline = await get(`/discount.quote?items=${k1.id}&promo_code=A%0AB`);
    expect(newline.statusCode).toBe(422);
    expect(newline.json().message).toMatch(/bestaat niet/);
    const expired = await get(`/discount.quote?items=${k1.id}&promo_code=oud31`);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.promo_code).toEqual([
      DISCOUNT_MESSAGES.promoExpired('OUD31', formatDisplayDate(inDays(-1))),
    ]);
    expect(expired.json().message).toMatch(/verlopen/);
    const inactive = await get(`/discount.quote?items=${k1.id}&promo_code=UIT31`);
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toMatch(/gedeactiveerd/);
    // Before its last day had passed the expired code was fine.
    const earlier = await get(`/discount.quote?items=${k1.id}&promo_code=OUD31&on=${inDays(-1)}`);
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json().promotion.value).toBe(50);
  });

  it('refuses unknown or deleted items and malformed lists', async () => {
    const missing = await get('/discount.quote?items=99999');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.items).toEqual([DISCOUNT_MESSAGES.quoteItemNotFound(99_999)]);
    for (const items of ['', 'abc', '1:0', '1:-2', '1,,2', '1:2:3', '9999999999', '1:100001']) {
      const res = await get(`/discount.quote?items=${encodeURIComponent(items)}`);
      expect(res.statusCode, items).toBe(422);
      expect(res.json().errors.items, items).toEqual([DISCOUNT_MESSAGES.quoteItemsInvalid]);
    }
    expect((await get('/discount.quote')).statusCode).toBe(422);
    expect((await get(`/discount.quote?items=${k1.id}&on=2031-02-30`)).statusCode).toBe(422);
  });

  it('runs inside the caller’s transaction (the orders feature)', async () => {
    const quote = await t.ctx.db.transaction().execute(async (trx) => {
      // A discount written in this transaction and not yet committed is seen by the quote.
      const row = await trx
        .insertInto('discounts')
        .values({
          uuid: newUuid(),
          value: 50,
          expires_on: null,
          active: 1,
          created_at: nowIso(),
          updated_at: nowIso(),
          deactivated_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('discount_items').values({ discount_id: row.id, item_id: k2.id }).execute();
      const inside = await quoteDiscounts({
        ctx: t.ctx,
        input: { items: [{ item_id: k2.id, units: 1 }], promo_code: null },
        db: trx,
      });
      await trx.deleteFrom('discount_items').where('discount_id', '=', row.id).execute();
      await trx.deleteFrom('discounts').where('id', '=', row.id).execute();
      return inside;
    });
    // 9,999 × 50% = 4,999.5 → 5,000 off (half away from zero); 4,999 to pay.
    expect(quote.lines[0]).toMatchObject({ discountPercent: 50, discountCents: 5_000, netCents: 4_999 });
    await expect(
      quoteDiscounts({ ctx: t.ctx, input: { items: [{ item_id: k2.id, units: 1 }], promo_code: 'UIT31' } }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      statusCode: 422,
      errors: { promo_code: [expect.stringMatching(/gedeactiveerd/)] },
    });
  });
});
