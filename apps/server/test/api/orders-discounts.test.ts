import { DISCOUNT_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import {
  countRows,
  createCatalog,
  day,
  newContactOrder,
  orderApi,
  RENTABLE,
  reservationOf,
  SELLABLE,
} from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
const unit = (i: number) => catalog.castleUnits[i]?.id ?? 0;

const post = async (url: string, payload: unknown) => {
  const res = await orderApi(t).call('POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body}`);
  return res.json().entry.model;
};

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  catalog = await createCatalog(t, 4);
  await post('/discount.create', { value: 20, items: [catalog.castle.id] });
  // A smaller discount on the same item: discounts never add up, the best one counts.
  await post('/discount.create', { value: 5, items: [catalog.castle.id, catalog.balloons.id] });
  await post('/promotion.create', { promo_code: 'Zomer26', value: 10 });
  const old = await post('/promotion.create', { promo_code: 'OUD', value: 50 });
  const off = await orderApi(t).call('PATCH', `/promotion.update/${old.uuid}`, { status: 'inactive' });
  expect(off.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('discounts and promotion codes on orders', () => {
  it('applies the best discount per line, then the code on the rest, as invoice lines; the quote agrees', async () => {
    const items = [
      reservationOf(unit(0), day(10), day(11)),
      reservationOf(catalog.stock.id, day(10), day(10), { quantity: 4 }, SELLABLE.name),
    ];
    const quote = await orderApi(t).call('POST', '/order.quote', {
      contact_method: 'create',
      create_contact: null,
      items,
      promo_code: ' zomer26 ',
    });
    expect(quote.statusCode).toBe(200);
    // Castle: 25000 − 20% = 20000, then 10% = 2000 → 18000. Balloons: 1800 − 5% = 90 → 1710, 10% = 171 → 1539.
    expect(quote.json()).toMatchObject({
      gross_amount: 25_000 + 1_800,
      discount_amount: 5_000 + 90,
      promotion_amount: 2_000 + 171,
      total_amount: 18_000 + 1_539,
      promotion: { promo_code: 'Zomer26', value: 10 },
    });

    const order = await orderApi(t).createOk(newContactOrder(items, { promo_code: 'ZOMER26' }));
    expect(order.total_amount).toBe(18_000 + 1_539);
    expect(order.promo_code).toBe('zomer26');
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(
      invoice.items.map((l: { description: string; unitCount: number; unitPrice: number }) => [
        l.description,
        l.unitCount,
        l.unitPrice,
      ]),
    ).toEqual([
      [expect.stringContaining(RENTABLE.name), 2, RENTABLE.price],
      [`Korting 20% op ${RENTABLE.name}`, 1, -5_000],
      [expect.stringContaining(SELLABLE.name), 4, SELLABLE.price],
      [`Korting 5% op ${SELLABLE.name}`, 1, -90],
      ['Promotiecode ZOMER26 (10% korting)', 1, -2_171],
    ]);
    expect(invoice.totals.total_incl).toBe(order.total_amount);
  });

  it('refuses an unknown or deactivated code with a Dutch 422 on promo_code and writes nothing', async () => {
    const before = await countRows(t);
    let res = await orderApi(t).create(
      newContactOrder([reservationOf(unit(1), day(10), day(10))], { promo_code: 'GRATIS' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.promo_code).toEqual([DISCOUNT_MESSAGES.promoUnknown('GRATIS')]);
    res = await orderApi(t).create(
      newContactOrder([reservationOf(unit(1), day(10), day(10))], { promo_code: 'oud' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.promo_code?.[0]).toBe(DISCOUNT_MESSAGES.promoInactive('OUD'));
    expect(await countRows(t)).toEqual(before);
    const quote = await orderApi(t).call('POST', '/order.quote', {
      items: [reservationOf(unit(1), day(10), day(10))],
      promo_code: 'GRATIS',
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json().errors.promo_code).toEqual([DISCOUNT_MESSAGES.promoUnknown('GRATIS')]);
  });

  it('an empty code means none', async () => {
    const order = await orderApi(t).createOk(
      newContactOrder([reservationOf(unit(2), day(12), day(12))], { promo_code: '   ' }),
    );
    expect(order).toMatchObject({ promo_code: null, total_amount: RENTABLE.price - 2_500 });
  });
});
