import { DEPOSIT_MESSAGES } from '@app/contracts';
import { formatMoney, rentalPeriodText } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledRules, validateEinvoice } from '../support/einvoice-validator.ts';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { day, NEW_CONTACT, newContactOrder, orderApi } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CASTLE = { name: 'Springkasteel Borg', price: 10_000, deposit: 5_000 };

let t: TestApp;
let units: number[];

beforeAll(async () => {
  await compiledRules('en16931');
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  const item = await createItem(t, { ...CASTLE, type: 'rentable', status: 'active' });
  units = [];
  for (let i = 1; i <= 6; i++)
    units.push((await createUnit(t, { item_id: item.id, serial_number: `BO-${i}` })).id);
}, 600_000);
afterAll(() => t?.close());

const line = (unitId: number, from: string, until: string) => ({
  reservation: { unit_id: unitId, product_name: CASTLE.name, from, until, delivery_time: '10:00-12:00' },
});
const unit = (i: number) => units[i] ?? 0;

/** An order for a new contact, its invoice published and (optionally) paid in full today. */
const orderWith = async (lines: unknown[], { pay = true } = {}) => {
  const order = await orderApi(t).createOk(newContactOrder(lines));
  const invoices = invoiceApi(t);
  const published = await invoices.update(order.invoice.uuid, { status: 'outstanding' });
  expect(published.statusCode, published.body).toBe(200);
  if (pay) {
    const paid = await invoices.update(order.invoice.uuid, { status: 'paid', paid_at: day(0) });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return order;
};

const returnDeposit = (orderId: number, body: Record<string, unknown>) =>
  orderApi(t).call('POST', `/order.deposit_return/${orderId}`, body);

const returnCount = async () => (await t.ctx.db.selectFrom('deposit_returns').select('id').execute()).length;

describe('the borg on an order', () => {
  it('adds one line per article at 0 % outside the VAT base, and a valid UBL', async () => {
    const order = await orderApi(t).createOk(
      newContactOrder([line(unit(0), day(5), day(6)), line(unit(1), day(5), day(6))]),
    );
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(
      invoice.items.map((l: Record<string, unknown>) => [l.description, l.unitCount, l.unitPrice, l.taxRate]),
    ).toEqual([
      [`2 × ${CASTLE.name}, ${rentalPeriodText(day(5), day(6))} (2 dagen)`, 4, 10_000, 21],
      [`Borg ${CASTLE.name}`, 2, 5_000, 0],
    ]);
    expect(invoice.items[1].zeroRateReason).toBe('outside_scope');
    expect(order.total_amount).toBe(40_000 + 10_000);
    expect(order.deposit).toMatchObject({ amount: 10_000, received: 0, held: 0, returned: null });
    // The 21 % base is the rentals only; the borg adds no VAT.
    const perRate = invoice.totals.per_rate as Array<{ rate: number; base: number; tax: number }>;
    expect(perRate.find((p) => p.rate === 21)?.tax).toBe(Math.round(40_000 - 40_000 / 1.21));
    expect(perRate.find((p) => p.rate === 0)).toMatchObject({ base: 10_000, tax: 0 });

    const published = await invoiceApi(t).update(order.invoice.uuid, { status: 'outstanding' });
    expect(published.statusCode, published.body).toBe(200);
    const xml = (await invoiceApi(t).call('GET', `/invoice.ubl/${order.invoice.uuid}`)).body;
    const { fatal } = await validateEinvoice(xml, 'en16931');
    expect(fatal.map((f) => `${f.id} ${f.text}`)).toEqual([]);
    expect(xml).toContain('Borg Springkasteel Borg');
    expect(xml).toContain('Niet belast: buiten de reikwijdte van de btw');
  });

  it('goes with a booking from /boeken too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking.quote',
      payload: { items: [{ slug: 'springkasteel-borg', from: day(8), until: day(8), quantity: 2 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.at(-1)).toEqual({
      description: `Borg ${CASTLE.name}`,
      unit_count: 2,
      unit_price: 5_000,
      tax_rate: 0,
    });
  });
});

describe('order.deposit_return', () => {
  it('refuses before anything was paid, writing nothing', async () => {
    const order = await orderWith([line(unit(2), day(0), day(0))], { pay: false });
    const before = await returnCount();
    const res = await returnDeposit(order.id, { amount: 5_000, paid_on: day(0), method: 'bank' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEPOSIT_MESSAGES.nothingReceived);
    expect(await returnCount()).toBe(before);
  });

  it('refuses before the pickup day, above what was received, in the future or a kept part without reason', async () => {
    const later = await orderWith([line(unit(3), day(2), day(3))]);
    const early = await returnDeposit(later.id, { amount: 5_000, paid_on: day(0), method: 'bank' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.paid_on).toEqual([
      DEPOSIT_MESSAGES.beforePickup(rentalPeriodText(day(3), day(3))),
    ]);

    const today = await orderWith([line(unit(4), day(0), day(0))]);
    const before = await returnCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { amount: 5_001, paid_on: day(0), method: 'bank' },
        'amount',
        DEPOSIT_MESSAGES.aboveReceived(formatMoney(5_000)),
      ],
      [{ amount: 5_000, paid_on: day(1), method: 'bank' }, 'paid_on', DEPOSIT_MESSAGES.inFuture],
      [
        { amount: 3_000, paid_on: day(0), method: 'cash' },
        'withheld_reason',
        DEPOSIT_MESSAGES.reasonRequired(formatMoney(2_000)),
      ],
      [{ amount: -1, paid_on: day(0), method: 'cash' }, 'amount', DEPOSIT_MESSAGES.amountInvalid],
      [{ amount: 1_000, paid_on: day(0), method: 'ideal' }, 'method', DEPOSIT_MESSAGES.methodInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await returnDeposit(today.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json())).toEqual([message]);
    }
    expect(await returnCount()).toBe(before);
  });

  it('records what went back and what was kept, once; the overview holds the rest', async () => {
    const heldBefore = (await orderApi(t).call('GET', '/invoices.outstanding')).json().entry.model
      .deposit_held;
    const order = await orderWith([line(unit(5), day(0), day(0))]);
    const viewed = (await orderApi(t).view(order.id)).json().entry.model;
    expect(viewed.deposit).toMatchObject({
      amount: 5_000,
      received: 5_000,
      held: 5_000,
      returnable_from: day(0),
    });
    const held = (await orderApi(t).call('GET', '/invoices.outstanding')).json().entry.model.deposit_held;
    expect(held).toEqual({ amount: heldBefore.amount + 5_000, count: heldBefore.count + 1 });

    const res = await returnDeposit(order.id, {
      amount: 3_500,
      paid_on: day(0),
      method: 'bank',
      withheld_reason: 'Scheur in de bodem',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.model.deposit).toEqual({
      amount: 5_000,
      received: 5_000,
      held: 0,
      returnable_from: day(0),
      returned: {
        amount: 3_500,
        withheld: 1_500,
        withheld_reason: 'Scheur in de bodem',
        paid_on: day(0),
        method: 'bank',
      },
    });
    const after = (await orderApi(t).call('GET', '/invoices.outstanding')).json().entry.model.deposit_held;
    expect(after).toEqual(heldBefore);

    const again = await returnDeposit(order.id, {
      amount: 0,
      paid_on: day(0),
      method: 'bank',
      withheld_reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DEPOSIT_MESSAGES.alreadyReturned(rentalPeriodText(day(0), day(0))));
  });

  it('answers a retried return with the same Idempotency-Key once', async () => {
    const order = await orderWith([line(unit(0), day(0), day(0))]);
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/order.deposit_return/${order.id}`,
        headers: { ...(await t.authHeaders()), 'idempotency-key': `borg-${order.id}` },
        payload: { amount: 5_000, paid_on: day(0), method: 'cash' },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = await t.ctx.db
      .selectFrom('deposit_returns')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a customer without a deposit', () => {
  it('has no borg lines and a return is refused', async () => {
    const plain = await createItem(t, {
      name: 'Zonder Borg',
      type: 'rentable',
      status: 'active',
      price: 5_000,
    });
    const unitId = (await createUnit(t, { item_id: plain.id, serial_number: 'ZB-1' })).id;
    const order = await orderApi(t).createOk({
      ...newContactOrder([
        {
          reservation: {
            unit_id: unitId,
            product_name: 'Zonder Borg',
            from: day(1),
            until: day(1),
            delivery_time: '10:00-12:00',
          },
        },
      ]),
      create_contact: { ...NEW_CONTACT, email_address: 'zonder@example.nl' },
    });
    expect(order.deposit.amount).toBe(0);
    const res = await returnDeposit(order.id, { amount: 0, paid_on: day(1), method: 'bank' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DEPOSIT_MESSAGES.noDeposit);
  });
});
