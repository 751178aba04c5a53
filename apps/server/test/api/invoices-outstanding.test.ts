import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIdentity } from '../support/invoices-factories.ts';
import { dayFrom, paymentApi } from '../support/payments-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
});
afterAll(() => t.close());

describe('GET /api/invoices.outstanding', () => {
  it('sums what is open and overdue, by age past the due date and per contact, and the last 12 months', async () => {
    const payments = paymentApi(t);
    // Due in 14 days from the invoice date: -20 → 6 days overdue, -40 → 26, -60 → 46, -90 → 76; -5 not due.
    const notDue = await payments.published({ invoiceDay: dayFrom(-5) });
    const six = await payments.published({ invoiceDay: dayFrom(-20) });
    const twentySix = await payments.published({ invoiceDay: dayFrom(-40) });
    const fortySix = await payments.published({ invoiceDay: dayFrom(-60) });
    const seventySix = await payments.published({ invoiceDay: dayFrom(-90) });
    // A partial payment lowers what is open; a paid invoice is not outstanding.
    await payments.create({ invoice_id: six.invoice.id, amount: 2_100, paid_on: dayFrom(0), method: 'bank' });
    const paid = await payments.published({ invoiceDay: dayFrom(-30) });
    await payments.create({
      invoice_id: paid.invoice.id,
      amount: 12_100,
      paid_on: dayFrom(-1),
      method: 'pin',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/invoices.outstanding',
      headers: await t.authHeaders(),
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model.total_open).toEqual({ amount: 12_100 * 5 - 2_100, count: 5 });
    expect(model.total_overdue).toEqual({ amount: 12_100 * 4 - 2_100, count: 4 });
    expect(model.aging).toEqual([
      { bucket: '0-14', amount: 10_000, count: 1 },
      { bucket: '15-30', amount: 12_100, count: 1 },
      { bucket: '31-60', amount: 12_100, count: 1 },
      { bucket: '60+', amount: 12_100, count: 1 },
    ]);
    expect(model.per_contact).toHaveLength(5);
    expect(model.per_contact[0]).toMatchObject({ amount: 12_100, count: 1 });
    const byUuid = new Map(model.invoices.map((i: { uuid: string }) => [i.uuid, i]));
    expect(byUuid.get(notDue.invoice.uuid)).toMatchObject({
      bucket: null,
      status: 'outstanding',
      open_amount: 12_100,
    });
    expect(byUuid.get(seventySix.invoice.uuid)).toMatchObject({ bucket: '60+', status: 'overdue' });
    expect(byUuid.get(twentySix.invoice.uuid)).toMatchObject({ bucket: '15-30' });
    expect(byUuid.get(fortySix.invoice.uuid)).toMatchObject({ bucket: '31-60' });
    expect(byUuid.has(paid.invoice.uuid)).toBe(false);

    expect(model.months).toHaveLength(12);
    expect(model.months.at(-1).month).toBe(dayFrom(0).slice(0, 7));
    const sum = (key: 'invoiced' | 'received') =>
      model.months.reduce((total: number, m: Record<string, number>) => total + (m[key] ?? 0), 0);
    expect(sum('invoiced')).toBe(12_100 * 6);
    expect(sum('received')).toBe(2_100 + 12_100);
  });
});
