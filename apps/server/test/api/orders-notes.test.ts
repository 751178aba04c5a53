import { ORDER_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi } from '../support/invoices-factories.ts';
import {
  countRows,
  createOrderTestApp,
  day,
  NEW_CONTACT,
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
  ({ t, api, unit } = await createOrderTestApp({ units: 4 }));
});
afterAll(() => t.close());

type Job = {
  id: string;
  order_id: number;
  notes: string | null;
  amount_due: number | null;
  contact: { phone_number: string | null };
};
type Stop = { job_id: string; phone_number: string | null; notes: string | null; amount_due: number | null };

const jobsOn = async (date: string) => {
  const res = await api.call('GET', `/job.timeline/${date}`);
  expect(res.statusCode).toBe(200);
  return Object.values(res.json() as Record<string, Job[]>).flat();
};

const NOTES = '  Ondergrond: gras.\nStroom: haspel meenemen (25 m).\nToegang: via de achterpoort.  ';

describe('order notes', () => {
  it('stores the notes trimmed with their line breaks and answers them; empty is none', async () => {
    const order = await api.createOk(
      newContactOrder([reservationOf(unit(0), day(20), day(20))], { notes: NOTES }),
    );
    expect(order.notes).toBe(NOTES.trim());
    expect((await api.view(order.id)).json().entry.model.notes).toBe(NOTES.trim());
    const row = await t.ctx.db
      .selectFrom('orders')
      .select('notes')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.notes).toBe(NOTES.trim());

    const blank = await api.createOk(
      newContactOrder([reservationOf(unit(1), day(20), day(20))], { notes: '   ' }),
    );
    expect(blank.notes).toBeNull();
    const absent = await api.createOk(newContactOrder([reservationOf(unit(2), day(21), day(21))]));
    expect(absent.notes).toBeNull();
  });

  it('takes 2,000 characters and refuses 2,001 or control characters with a Dutch 422 on notes, writing nothing', async () => {
    const before = await countRows(t);
    for (const [notes, message] of [
      ['x'.repeat(2001), ORDER_MESSAGES.notesTooLong],
      ['Stroom\u0000aan', expect.stringMatching(/ongeldige tekens/)],
      [42, expect.stringMatching(/tekst/)],
    ] as const) {
      const res = await api.create(newContactOrder([reservationOf(unit(3), day(30), day(30))], { notes }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors?.notes?.[0], res.body).toEqual(message);
    }
    expect(await countRows(t)).toEqual(before);

    const full = await api.createOk(
      newContactOrder([reservationOf(unit(3), day(30), day(30))], { notes: 'é'.repeat(2000) }),
    );
    expect(full.notes).toHaveLength(2000);
  });
});

describe('the driver’s jobs', () => {
  it('carry the notes, the phone and the cash to collect; a paid order has nothing to collect', async () => {
    const date = day(50);
    const unpaid = await api.createOk(
      newContactOrder([reservationOf(unit(0), date, date), reservationOf(unit(1), date, date)], {
        notes: 'Stroom: geen, aggregaat mee.',
      }),
    );
    const paid = await api.createOk(newContactOrder([reservationOf(unit(2), date, date)]));
    expect(unpaid.invoice?.total_amount).toBe(2 * RENTABLE.price);
    const invoices = invoiceApi(t);
    expect((await invoices.update(paid.invoice.uuid, { status: 'outstanding' })).statusCode).toBe(200);
    expect((await invoices.update(paid.invoice.uuid, { status: 'paid' })).statusCode).toBe(200);

    const jobs = await jobsOn(date);
    const unpaidJobs = jobs.filter((j) => j.order_id === unpaid.id);
    // Delivery and pickup of both lines.
    expect(unpaidJobs).toHaveLength(4);
    for (const job of unpaidJobs) {
      expect(job).toMatchObject({
        notes: 'Stroom: geen, aggregaat mee.',
        amount_due: unpaid.invoice.total_amount,
        contact: { phone_number: NEW_CONTACT.phone_number },
      });
    }
    const paidJobs = jobs.filter((j) => j.order_id === paid.id);
    expect(paidJobs).toHaveLength(2);
    for (const job of paidJobs) expect(job).toMatchObject({ notes: null, amount_due: null });

    const route = await api.call('GET', `/job.route/${date}`);
    expect(route.statusCode).toBe(200);
    const stops = route.json().entry.model.stops as Stop[];
    expect(stops).toHaveLength(6);
    const unpaidIds = new Set(unpaidJobs.map((j) => j.id));
    const unpaidStops = stops.filter((s) => unpaidIds.has(s.job_id));
    for (const stop of stops) expect(stop.phone_number).toBe(NEW_CONTACT.phone_number);
    for (const stop of unpaidStops) expect(stop.notes).toBe('Stroom: geen, aggregaat mee.');
    // The order's cash is asked for once over the day, at its first stop.
    expect(unpaidStops.map((s) => s.amount_due)).toEqual([unpaid.invoice.total_amount, null, null, null]);
    for (const stop of stops.filter((s) => !unpaidIds.has(s.job_id))) expect(stop.amount_due).toBeNull();
  });
});
