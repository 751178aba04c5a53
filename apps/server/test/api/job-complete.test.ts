import { SCHEDULE_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi } from '../support/invoices-factories.ts';
import {
  createOrderTestApp,
  day,
  newContactOrder,
  type OrderApi,
  RENTABLE,
  reservationOf,
} from '../support/orders-factories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: OrderApi;
let unit: (i: number) => number;

beforeAll(async () => {
  ({ t, api, unit } = await createOrderTestApp({ units: 6 }));
});
afterAll(() => t.close());

type Job = {
  id: string;
  order_id: number;
  amount_due: number | null;
  completed_at: string | null;
  completed_by: string | null;
  cash_received: number | null;
};

const jobsOn = async (date: string) => {
  const res = await api.call('GET', `/job.timeline/${date}`);
  expect(res.statusCode).toBe(200);
  return Object.values(res.json() as Record<string, Job[]>).flat();
};
const jobOf = async (date: string, id: string) => (await jobsOn(date)).find((job) => job.id === id);
const reservationIdOf = async (orderId: number) =>
  (
    await t.ctx.db
      .selectFrom('reservations')
      .select(['id', 'reserved_until'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).id;
const completions = () => t.ctx.db.selectFrom('job_completions').selectAll().execute();

describe('the driver ticks a job off', () => {
  it('records when and by whom; the agenda and the route show it; twice is refused; undo makes it to do again', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(0), day(2), day(3))]));
    const id = `delivery-${await reservationIdOf(order.id)}`;
    const done = await api.call('POST', `/job.complete/${id}`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().entry.model).toMatchObject({
      job_id: id,
      completed_by: 'Test Gebruiker',
      cash_received: null,
    });

    const job = await jobOf(day(2), id);
    expect(job?.completed_at).toEqual(expect.any(String));
    expect(job?.completed_by).toBe('Test Gebruiker');
    const route = (await api.call('GET', `/job.route/${day(2)}`)).json().entry.model;
    expect(route.stops.find((s: { job_id: string }) => s.job_id === id).completed_at).toEqual(
      expect.any(String),
    );
    // The pickup of the same reservation is still to do.
    expect((await jobOf(day(3), id.replace('delivery', 'pickup')))?.completed_at).toBeNull();

    const again = await api.call('POST', `/job.complete/${id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SCHEDULE_MESSAGES.jobAlreadyDone);
    expect((await completions()).length).toBe(1);

    const undone = await api.call('DELETE', `/job.complete/${id}`);
    expect(undone.statusCode).toBe(200);
    expect((await jobOf(day(2), id))?.completed_at).toBeNull();
    const undoAgain = await api.call('DELETE', `/job.complete/${id}`);
    expect(undoAgain.statusCode).toBe(409);
    expect(undoAgain.json().message).toBe(SCHEDULE_MESSAGES.jobNotDone);
  });

  it('registers the cash received as a payment: the invoice is published and paid, and back on undo', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(1), day(2), day(2))]));
    const id = `delivery-${await reservationIdOf(order.id)}`;
    expect((await jobOf(day(2), id))?.amount_due).toBe(order.total_amount);
    const invoices = invoiceApi(t);
    expect((await invoices.view(order.invoice.uuid)).status).toBe('concept');

    const done = await api.call('POST', `/job.complete/${id}`, { cash_received: order.total_amount });
    expect(done.statusCode, done.body).toBe(200);
    const paid = await invoices.view(order.invoice.uuid);
    expect(paid.status).toBe('paid');
    expect(paid.invoice_id).toEqual(expect.any(String));
    expect(paid.payments).toEqual([expect.objectContaining({ amount: order.total_amount, method: 'cash' })]);
    expect(await jobOf(day(2), id)).toMatchObject({ amount_due: null, cash_received: order.total_amount });

    expect((await api.call('DELETE', `/job.complete/${id}`)).statusCode).toBe(200);
    const open = await invoices.view(order.invoice.uuid);
    expect(open.payments).toEqual([]);
    expect(open.status).toBe('outstanding');
    expect((await jobOf(day(2), id))?.amount_due).toBe(order.total_amount);
  });

  it('a part paid in cash leaves the rest to collect', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(2), day(4), day(5))]));
    const reservation = await reservationIdOf(order.id);
    const res = await api.call('POST', `/job.complete/delivery-${reservation}`, { cash_received: 5_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await jobOf(day(5), `pickup-${reservation}`))?.amount_due).toBe(order.total_amount - 5_000);
  });

  it('refuses bad input with a Dutch 4xx and writes nothing', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(3), day(2), day(2))]));
    const id = `delivery-${await reservationIdOf(order.id)}`;
    const before = await completions();
    const cases: Array<[string, unknown, number, string]> = [
      ['delivery-0', {}, 404, SCHEDULE_MESSAGES.jobNotFound],
      ['levering-12', {}, 404, SCHEDULE_MESSAGES.jobNotFound],
      ['delivery-99999999', {}, 404, SCHEDULE_MESSAGES.jobNotFound],
      [id, { cash_received: -5 }, 422, SCHEDULE_MESSAGES.cashInvalid],
      [id, { cash_received: 12.5 }, 422, SCHEDULE_MESSAGES.cashInvalid],
      [id, { cash_received: 'veel' }, 422, SCHEDULE_MESSAGES.cashInvalid],
    ];
    for (const [jobId, body, status, message] of cases) {
      const res = await api.call('POST', `/job.complete/${jobId}`, body);
      expect(res.statusCode, `${jobId} ${JSON.stringify(body)}`).toBe(status);
      expect(JSON.stringify(res.json()), jobId).toContain(message);
    }
    // More than the order's total: the payment's own refusal, on the amount field; the invoice stays a concept.
    const tooMuch = await api.call('POST', `/job.complete/${id}`, { cash_received: order.total_amount + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.cash_received).toBeDefined();
    expect((await invoiceApi(t).view(order.invoice.uuid)).status).toBe('concept');
    expect(await completions()).toEqual(before);

    expect((await api.revert(order.id)).statusCode).toBe(200);
    const cancelled = await api.call('POST', `/job.complete/${id}`, {});
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(SCHEDULE_MESSAGES.jobCancelled);
    expect(await completions()).toEqual(before);
  });

  it('a pickup done while the rental runs ends the reservation that day', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(4), day(0), day(3))]));
    const reservation = await reservationIdOf(order.id);
    const res = await api.call('POST', `/job.complete/pickup-${reservation}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.ctx.db
      .selectFrom('reservations')
      .select('reserved_until')
      .where('id', '=', reservation)
      .executeTakeFirstOrThrow();
    expect(String(row.reserved_until).slice(0, 10)).toBe(day(0));
    // The freed days can be booked again.
    const next = await api.create(newContactOrder([reservationOf(unit(4), day(1), day(3))]));
    expect(next.statusCode, next.body).toBe(200);
    expect(RENTABLE.price).toBeGreaterThan(0);
  });

  it('two taps at once record the job once', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(5), day(6), day(6))]));
    const id = `delivery-${await reservationIdOf(order.id)}`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => api.call('POST', `/job.complete/${id}`, {})));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await completions()).filter((c) => c.reservation_id === Number(id.split('-')[1])).length).toBe(1);
  });
});
