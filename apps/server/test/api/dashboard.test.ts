import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import {
  castleLine,
  createOrderTestApp,
  createOrderViaApi,
  createTentUnit,
  day,
  makeBookingRequest,
  type OrderApi,
} from '../support/orders-factories.ts';
import { paymentApi } from '../support/payments-factories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: OrderApi;
let unit: (i: number) => number;
const the = { delivery: '', pickup: '', deliveryOrder: 0, pickupOrder: 0 };

type Today = {
  date: string;
  jobs: Array<{
    id: string;
    kind: string;
    order_id: number;
    contact_name: string;
    city: string | null;
    done: boolean;
    cash_to_collect: number;
  }>;
  cash_to_collect_total: number;
  booking_requests: number;
  quotes_open: number;
  quotes_expiring_7d: number;
  invoices_overdue: { count: number; amount: number };
  units_out_of_service: number;
  inspections_due_30d: number;
  deposits_held: number;
};

const today = async (date = day(2)): Promise<Today> => {
  const res = await api.call('GET', `/dashboard.today?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * The day is day(2), with six castle units:
 * - a cash order delivered that day on unit 0 (2 days, € 250,00 to collect) and one picked up that
 *   day on unit 1 (day(0)–day(2), € 375,00): € 625,00 to collect;
 * - two booking requests: one held for another hour (counts), one whose hold ran out;
 * - overdue: an invoice of € 121,00 due 6 days ago with € 21,00 paid (€ 100,00 open); one not due;
 * - out of service on day(2): unit 2 blocked day(1)–day(5), unit 3 switched off, and unit 4 of an
 *   attraction whose inspection fell due day(1) (its kind blocks overdue units); unit 5 blocked only
 *   from day(3);
 * - inspections due within 30 days: unit 4 (overdue) and unit 5 (due day(20)).
 */
beforeAll(async () => {
  ({ t, api, unit } = await createOrderTestApp({ units: 6 }));
  const contact = await insertContact(t.ctx.db, { company_name: 'Feestboerderij De Wei', city: 'Utrecht' });
  const delivered = await createOrderViaApi(t, contact.id, [castleLine(unit(0), 2, 3)]);
  const pickedUp = await createOrderViaApi(t, contact.id, [castleLine(unit(1), 0, 2)]);
  the.delivery = `delivery-${delivered.reservations[0]?.id}`;
  the.pickup = `pickup-${pickedUp.reservations[0]?.id}`;
  the.deliveryOrder = delivered.id;
  the.pickupOrder = pickedUp.id;

  const { tentUnit } = await createTentUnit(t);
  const tentLine = { unitId: tentUnit.id, productName: 'Partytent', from: day(10), until: day(11) };
  await makeBookingRequest(
    t,
    (await createOrderViaApi(t, contact.id, [tentLine])).id,
    new Date(Date.now() + 3_600_000).toISOString(),
  );
  await makeBookingRequest(
    t,
    (await createOrderViaApi(t, contact.id, [{ ...tentLine, from: day(12), until: day(12) }])).id,
    new Date(Date.now() - 60_000).toISOString(),
  );

  const payments = paymentApi(t);
  const overdue = await payments.published({ invoiceDay: day(-20) });
  expect(
    (
      await payments.create({
        invoice_id: overdue.invoice.id,
        amount: 2_100,
        paid_on: day(0),
        method: 'bank',
      })
    ).statusCode,
  ).toBe(200);
  await payments.published({ invoiceDay: day(-5) });

  expect(
    (await api.call('POST', `/unit.block/${unit(2)}`, { from: day(1), until: day(5), reason: 'Lek' }))
      .statusCode,
  ).toBe(200);
  expect((await api.call('PATCH', `/unit.update/${unit(3)}`, { available: false })).statusCode).toBe(200);
  expect(
    (await api.call('POST', `/unit.block/${unit(5)}`, { from: day(3), until: null, reason: 'Onderhoud' }))
      .statusCode,
  ).toBe(200);
  const ride = await createItem(t, { name: 'Draaimolen', type: 'rentable', status: 'active', price: 20_000 });
  expect((await api.call('PATCH', `/item.safety/${ride.id}`, { safety_kind: 'attractie' })).statusCode).toBe(
    200,
  );
  const rideUnit = await createUnit(t, { item_id: ride.id, serial_number: 'DM-1' });
  const keuring = (unitId: number, nextDue: string) =>
    api.call('POST', '/unit_log.create', {
      unit_id: unitId,
      kind: 'keuring',
      date: day(0),
      performed_by: 'KeurMij B.V.',
      result: 'goedgekeurd',
      next_due: nextDue,
    });
  expect((await keuring(rideUnit.id, day(1))).statusCode).toBe(200);
  expect((await keuring(unit(5), day(20))).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/dashboard.today', () => {
  it('answers the day in one look, and its cash goes down as jobs get done', async () => {
    const before = await today();
    expect(before).toMatchObject({
      date: day(2),
      cash_to_collect_total: 25_000 + 37_500,
      booking_requests: 1,
      quotes_open: 0,
      quotes_expiring_7d: 0,
      invoices_overdue: { count: 1, amount: 10_000 },
      units_out_of_service: 3,
      inspections_due_30d: 2,
      deposits_held: 0,
    });
    expect(before.jobs).toEqual([
      {
        id: the.delivery,
        kind: 'delivery',
        time_slot: '10:00-12:00',
        order_id: the.deliveryOrder,
        contact_name: 'Feestboerderij De Wei',
        city: 'Utrecht',
        done: false,
        cash_to_collect: 25_000,
      },
      expect.objectContaining({ id: the.pickup, kind: 'pickup', done: false, cash_to_collect: 37_500 }),
    ]);

    // The driver delivers and takes the cash: that order's money is in.
    const delivered = await api.call('POST', `/job.complete/${the.delivery}`, { cash_received: 25_000 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const middle = await today();
    expect(middle.cash_to_collect_total).toBe(37_500);
    expect(middle.jobs.map((job) => [job.kind, job.done, job.cash_to_collect])).toEqual([
      ['delivery', true, 0],
      ['pickup', false, 37_500],
    ]);

    // The pickup done without cash: nothing left to collect on the road that day.
    expect((await api.call('POST', `/job.complete/${the.pickup}`, {})).statusCode).toBe(200);
    const after = await today();
    expect(after.cash_to_collect_total).toBe(0);
    expect(after.jobs.every((job) => job.done)).toBe(true);

    // Another day: its own jobs and safety figures (unit 5's block has begun on day(3)).
    const next = await today(day(3));
    expect(next.jobs.map((job) => [job.kind, job.order_id])).toEqual([['pickup', the.deliveryOrder]]);
    expect(next.units_out_of_service).toBe(4);
  });

  it('refuses a day that is not a day, in Dutch', async () => {
    for (const date of ['2026-02-30', 'vandaag']) {
      const res = await api.call('GET', `/dashboard.today?date=${date}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.date[0]).toContain('Geen geldige datum');
    }
  });

  it('defaults to today in Amsterdam, with invoices overdue as Te ontvangen counts them', async () => {
    const res = await api.call('GET', '/dashboard.today');
    expect(res.statusCode).toBe(200);
    expect(res.json().date).toBe(day(0));
    const outstanding = await invoiceApi(t).call('GET', '/invoices.outstanding');
    expect(res.json().invoices_overdue).toEqual(outstanding.json().entry.model.total_overdue);
  });

  it('holds the borg Te ontvangen holds: received with the payment, not yet returned', async () => {
    const castle = await createItem(t, {
      name: 'Springkasteel Borg',
      type: 'rentable',
      status: 'active',
      price: 10_000,
      deposit: 5_000,
    });
    const castleUnit = await createUnit(t, { item_id: castle.id, serial_number: 'BG-1' });
    const contact = await insertContact(t.ctx.db, { company_name: 'Borgklant', city: 'Utrecht' });
    const order = (await createOrderViaApi(t, contact.id, [
      { unitId: castleUnit.id, productName: 'Springkasteel Borg', from: day(40), until: day(40) },
    ])) as unknown as { invoice: { uuid: string } };
    const invoices = invoiceApi(t);
    expect((await invoices.update(order.invoice.uuid, { status: 'outstanding' })).statusCode).toBe(200);
    expect((await today()).deposits_held).toBe(0);
    expect((await invoices.update(order.invoice.uuid, { status: 'paid' })).statusCode).toBe(200);
    const outstanding = (await invoices.call('GET', '/invoices.outstanding')).json().entry.model;
    expect(outstanding.deposit_held.amount).toBe(5_000);
    expect((await today()).deposits_held).toBe(outstanding.deposit_held.amount);
  });
});
