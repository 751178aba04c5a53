import { rentalPricingRulesOf } from '@app/contracts';
import {
  addCalendarDays,
  type DayFactorRow,
  priceRentalLine,
  rentalPeriodText,
  todayCalendarDate,
  weekdayOf,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { NEW_CONTACT, newContactOrder, orderApi } from '../support/orders-factories.ts';
import { setSettings } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The first Saturday at least a week from today. */
const saturday = (() => {
  let day = addCalendarDays(todayCalendarDate(), 7);
  while (weekdayOf(day) !== 6) day = addCalendarDays(day, 1);
  return day;
})();
const sunday = addCalendarDays(saturday, 1);
const monday = addCalendarDays(saturday, 2);
const wednesday = addCalendarDays(saturday, 4);

const PRINSES = { name: 'Springkasteel Prinses', price: 10_625 };
const JUNGLE = { name: 'Springkasteel Jungle', price: 10_000 };

let t: TestApp;
let prinsesUnits: number[];
let jungleUnit: number;
let prinsesId: number;

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  const prinses = await createItem(t, { ...PRINSES, type: 'rentable', status: 'active' });
  prinsesId = prinses.id;
  prinsesUnits = [];
  for (let i = 1; i <= 4; i++)
    prinsesUnits.push((await createUnit(t, { item_id: prinses.id, serial_number: `PR-${i}` })).id);
  // Its own staffel: 3 days cost 1,8 day prices (the company's table says 2).
  const jungle = await createItem(t, {
    ...JUNGLE,
    type: 'rentable',
    status: 'active',
    day_factors: [
      { days: 1, factor: 1 },
      { days: 3, factor: 1.8 },
    ],
  });
  jungleUnit = (await createUnit(t, { item_id: jungle.id, serial_number: 'JU-1' })).id;
  const set = await setSettings(t, {
    pricing_day_factors: [
      { days: 1, factor: 1 },
      { days: 2, factor: 1.5 },
      { days: 7, factor: 4 },
    ],
    pricing_extra_day_factor: 0.5,
    pricing_weekend_factor: 1.5,
    pricing_weekend_span: 'za-zo',
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(() => t.close());

const line = (unitId: number, product: string, from: string, until: string) => ({
  reservation: { unit_id: unitId, product_name: product, from, until, delivery_time: '10:00-12:00' },
});

const WEEKEND_TEXT = `${PRINSES.name}, ${rentalPeriodText(saturday, sunday)} (weekendtarief)`;

describe('the price rule on the staff routes', () => {
  it('order.quote prices a Saturday–Sunday at the weekend rate and three weekdays by the staffel', async () => {
    const res = await orderApi(t).call('POST', '/order.quote', {
      items: [
        line(prinsesUnits[0] ?? 0, PRINSES.name, saturday, sunday),
        line(prinsesUnits[1] ?? 0, PRINSES.name, monday, wednesday),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    expect(quote.lines).toEqual([
      { description: WEEKEND_TEXT, unitCount: 1, unitPrice: 15_938, taxRate: 21 },
      {
        description: `${PRINSES.name}, ${rentalPeriodText(monday, wednesday)} (3 dagen, staffel)`,
        unitCount: 1,
        // F(3) = 1,5 + 1/5 × (4 − 1,5) = 2.
        unitPrice: 21_250,
        taxRate: 21,
      },
    ]);
    expect(quote.total_amount).toBe(15_938 + 21_250);
  });

  it('order.cashcreate bills what the quote said; order.update re-prices the changed period', async () => {
    const order = await orderApi(t).createOk(
      newContactOrder([line(prinsesUnits[0] ?? 0, PRINSES.name, saturday, sunday)]),
    );
    expect(order.total_amount).toBe(15_938);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items).toEqual([
      expect.objectContaining({ description: WEEKEND_TEXT, unitCount: 1, unitPrice: 15_938, taxRate: 21 }),
    ]);

    const changed = await orderApi(t).call('PATCH', `/order.update/${order.id}`, {
      items: [line(prinsesUnits[0] ?? 0, PRINSES.name, saturday, monday)],
      version: order.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 3 days by the staffel (2 day prices) is more than the weekend: the longer period costs more.
    expect(changed.json().entry.model.total_amount).toBe(21_250);
    const after = await invoiceApi(t).view(order.invoice.uuid);
    expect(after.items.map((l: { description: string }) => l.description)).toEqual([
      `${PRINSES.name}, ${rentalPeriodText(saturday, monday)} (3 dagen, staffel)`,
    ]);
  });

  it("an article's own staffel wins over the company's", async () => {
    const res = await orderApi(t).call('POST', '/order.quote', {
      items: [line(jungleUnit, JUNGLE.name, monday, wednesday)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines[0]).toMatchObject({
      description: `${JUNGLE.name}, ${rentalPeriodText(monday, wednesday)} (3 dagen, staffel)`,
      unitPrice: 18_000,
    });
  });

  it("gives the invoice editor's article picker what prices a line as the order does", async () => {
    // The picker reads item.search (with the article's own staffel) and settings.get, and prices
    // with the same domain rule; the result must equal order.quote's for the same period.
    const found = await orderApi(t).call('GET', '/item.search/jungle');
    expect(found.statusCode, found.body).toBe(200);
    const row = found.json().results.find((r: { name: string }) => r.name === JUNGLE.name);
    expect(row).toMatchObject({
      type: 'rentable',
      price: JUNGLE.price,
      day_factors: [
        { days: 1, factor: 1 },
        { days: 3, factor: 1.8 },
      ],
    });
    expect((await orderApi(t).call('GET', '/item.search/prinses')).json().results[0]).toMatchObject({
      name: PRINSES.name,
      day_factors: null,
    });
    const settings = (await orderApi(t).call('GET', '/settings.get')).json();
    const priced = (
      item: { price: number; day_factors: DayFactorRow[] | null },
      from: string,
      until: string,
    ) =>
      priceRentalLine({
        dayPriceCents: item.price,
        from,
        until,
        quantity: 1,
        rules: rentalPricingRulesOf(settings, item.day_factors),
      }).totalCents;
    const quote = await orderApi(t).call('POST', '/order.quote', {
      items: [
        line(jungleUnit, JUNGLE.name, monday, wednesday),
        line(prinsesUnits[3] ?? 0, PRINSES.name, saturday, sunday),
      ],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const [jungleLine, prinsesLine] = quote.json().lines;
    expect(priced(row, monday, wednesday)).toBe(jungleLine.unitCount * jungleLine.unitPrice);
    expect(priced({ ...PRINSES, day_factors: null }, saturday, sunday)).toBe(
      prinsesLine.unitCount * prinsesLine.unitPrice,
    );
  });

  it('keeps days × day price for one day', async () => {
    const res = await orderApi(t).call('POST', '/order.quote', {
      items: [line(prinsesUnits[2] ?? 0, PRINSES.name, monday, monday)],
    });
    expect(res.json().lines[0]).toMatchObject({ unitCount: 1, unitPrice: PRINSES.price });
    expect(res.json().lines[0].description).toMatch(/\(1 dag\)$/);
  });
});

describe('the price rule on the booking routes', () => {
  const cart = (quantity: number) => ({
    items: [
      {
        slug: 'springkasteel-prinses',
        from: saturday,
        until: sunday,
        quantity,
        delivery_time: '10:00-12:00',
      },
    ],
  });

  it('booking.quote shows the weekend rate and its word, the same as a staff order of the same lines', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/booking.quote', payload: cart(2) });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    // Two castles are one line: two pieces at the weekend price of one.
    expect(quote.lines).toEqual([
      {
        description: `2 × ${PRINSES.name}, ${rentalPeriodText(saturday, sunday)} (weekendtarief)`,
        unit_count: 2,
        unit_price: 15_938,
        tax_rate: 21,
      },
    ]);
    const staff = await orderApi(t).call('POST', '/order.quote', {
      items: [
        {
          reservation: {
            item_id: prinsesId,
            product_name: PRINSES.name,
            from: saturday,
            until: sunday,
            delivery_time: '10:00-12:00',
            quantity: 2,
          },
        },
      ],
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().total_amount).toBe(quote.total_amount);
  });

  it('booking.create makes an order billed as quoted', async () => {
    const quote = (
      await t.app.inject({ method: 'POST', url: '/api/booking.quote', payload: cart(1) })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking.create',
      payload: {
        ...cart(1),
        customer: { ...NEW_CONTACT, email_address: 'weekend@example.nl' },
        terms_accepted: true,
        terms_version: '1',
        payment_method: 'cash',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = (
      await t.ctx.db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const order = (await orderApi(t).view(orderId)).json().entry.model;
    expect(order.total_amount).toBe(quote.total_amount);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items[0].description).toMatch(/\(weekendtarief\)$/);
    expect(invoice.items[0].unitPrice).toBe(15_938);
  });
});
