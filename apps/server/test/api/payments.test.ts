import { PAYMENT_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createCatalog, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { dayFrom, paymentApi } from '../support/payments-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let payments: ReturnType<typeof paymentApi>;
let invoices: ReturnType<typeof invoiceApi>;

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  payments = paymentApi(t);
  invoices = invoiceApi(t);
});
afterAll(() => t.close());

const paymentRows = (invoiceId: number) =>
  t.ctx.db.selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).execute();
const paidCents = async (invoiceId: number) =>
  (
    await t.ctx.db
      .selectFrom('invoices')
      .select('paid_cents')
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow()
  ).paid_cents;

describe('payments on an invoice', () => {
  it('takes a deposit and the rest to paid, and goes back to overdue when a payment is removed', async () => {
    const { invoice } = await payments.published();
    expect(invoice).toMatchObject({
      status: 'overdue',
      total_amount: 12_100,
      open_amount: 12_100,
      payments: [],
    });

    const deposit = await payments.create({
      invoice_id: invoice.id,
      amount: 5_000,
      paid_on: dayFrom(-10),
      method: 'bank',
    });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json().entry.model).toMatchObject({
      amount: 5_000,
      paid_on: dayFrom(-10),
      method: 'bank',
    });
    expect(deposit.json().entry.invoice).toMatchObject({
      status: 'overdue',
      open_amount: 7_100,
      paid_at: null,
    });

    const rest = await payments.create({
      invoice_id: invoice.id,
      amount: 7_100,
      paid_on: dayFrom(-2),
      method: 'cash',
    });
    expect(rest.statusCode).toBe(200);
    const paid = rest.json().entry.invoice;
    expect(paid).toMatchObject({ status: 'paid', open_amount: 0, paid_at: dayFrom(-2) });
    expect(paid.payments.map((p: { amount: number }) => p.amount)).toEqual([5_000, 7_100]);
    expect(await paidCents(invoice.id)).toBe(12_100);

    // Removing the deposit opens the invoice again; overdue by its due date.
    const removed = await payments.remove(deposit.json().entry.model.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().entry.invoice).toMatchObject({
      status: 'overdue',
      open_amount: 5_000,
      paid_at: null,
    });
    expect(await paidCents(invoice.id)).toBe(7_100);
    // Removed once; a second time it is gone.
    const again = await payments.remove(deposit.json().entry.model.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.notFound);
  });

  it('refuses bad payments with a Dutch message and writes nothing', async () => {
    const { invoice } = await payments.published({ invoiceDay: dayFrom(-5) });
    const base = { invoice_id: invoice.id, amount: 1_000, paid_on: dayFrom(0), method: 'pin' };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 0 }, 422, PAYMENT_MESSAGES.amountPositive],
      [{ amount: -100 }, 422, PAYMENT_MESSAGES.amountPositive],
      [{ amount: 12_101 }, 422, PAYMENT_MESSAGES.amountTooLarge('€ 121,00')],
      [{ paid_on: dayFrom(1) }, 422, PAYMENT_MESSAGES.dateInFuture],
      [{ paid_on: dayFrom(-6) }, 422, PAYMENT_MESSAGES.dateBeforeInvoice],
      [{ method: 'bitcoin' }, 422, PAYMENT_MESSAGES.method],
      [{ invoice_id: 999_999 }, 404, 'Deze factuur bestaat niet (meer).'],
    ];
    for (const [change, status, message] of cases) {
      const res = await payments.create({ ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      // Schema refusals start with "De invoer is ongeldig:", then the field's own message.
      expect(res.json().message.replace(/\u00a0/g, ' ')).toContain(message.replace(/\u00a0/g, ' '));
    }
    expect(await paymentRows(invoice.id)).toEqual([]);
    expect(await paidCents(invoice.id)).toBe(0);

    const contact = await insertContact(t.ctx.db);
    const concept = await invoices.concept(contact.id);
    const onConcept = await payments.create({ ...base, invoice_id: concept.id });
    expect(onConcept.statusCode).toBe(409);
    expect(onConcept.json().message).toBe(PAYMENT_MESSAGES.onConcept);
    expect(await paymentRows(concept.id)).toEqual([]);
  });

  it('registers a payment once for a repeated Idempotency-Key', async () => {
    const { invoice } = await payments.published();
    const body = { invoice_id: invoice.id, amount: 2_000, paid_on: dayFrom(0), method: 'bank' };
    const first = await payments.create(body, 'pay-once-1');
    const second = await payments.create(body, 'pay-once-1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await paymentRows(invoice.id)).toHaveLength(1);
  });

  it('never overpays with concurrent payments: each takes a quarter, only four fit', async () => {
    const { invoice } = await payments.published({ unitPrice: 40_000 });
    const quarter = invoice.total_amount / 4;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        payments.create({ invoice_id: invoice.id, amount: quarter, paid_on: dayFrom(0), method: 'bank' }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 422)).toBe(true);
    expect(await paymentRows(invoice.id)).toHaveLength(4);
    expect(await paidCents(invoice.id)).toBe(invoice.total_amount);
    expect((await invoices.view(invoice.id)).status).toBe('paid');
  });

  it('has the database refuse paid_cents above the total', async () => {
    const { invoice } = await payments.published();
    await expect(
      t.ctx.db.updateTable('invoices').set({ paid_cents: 12_101 }).where('id', '=', invoice.id).execute(),
    ).rejects.toThrow();
  });
});

describe('Markeer als betaald and Wijzig factuur', () => {
  it('registers one payment of what is open on the day given; back to concept removes the payments', async () => {
    const { invoice } = await payments.published();
    await payments.create({ invoice_id: invoice.id, amount: 2_100, paid_on: dayFrom(-3), method: 'cash' });
    const fresh = await invoices.view(invoice.id);
    const marked = await invoices.update(invoice.id, {
      status: 'paid',
      paid_at: dayFrom(-1),
      version: fresh.version,
    });
    expect(marked.statusCode).toBe(200);
    const model = marked.json().entry.model;
    expect(model).toMatchObject({ status: 'paid', paid_at: dayFrom(-1), open_amount: 0 });
    expect(model.payments.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual([
      [2_100, 'cash'],
      [10_000, 'bank'],
    ]);
    const reopened = await invoices.update(invoice.id, { status: 'concept' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().entry.model).toMatchObject({ status: 'concept', payments: [], paid_at: null });
    expect(await paidCents(invoice.id)).toBe(0);
  });

  it('refuses a paid day before the invoice date', async () => {
    const { invoice } = await payments.published({ invoiceDay: dayFrom(-5) });
    const res = await invoices.update(invoice.id, { status: 'paid', paid_at: dayFrom(-6) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.dateBeforeInvoice);
    expect(await invoices.view(invoice.id)).toMatchObject({ status: 'outstanding', payments: [] });
  });
});

describe("the order's paid badge", () => {
  it('follows the payments of its invoice', async () => {
    const catalog = await createCatalog(t, 1);
    const unitId = catalog.castleUnits[0]?.id ?? 0;
    const orders = orderApi(t);
    const order = await orders.createOk(newContactOrder([reservationOf(unitId, dayFrom(30), dayFrom(31))]));
    const published = (await invoices.update(order.invoice.uuid, { status: 'outstanding' })).json().entry
      .model;
    const half = Math.floor(published.total_amount / 2);
    await payments.create({ invoice_id: published.id, amount: half, paid_on: dayFrom(0), method: 'ideal' });
    expect((await orders.view(order.id)).json().entry.model).toMatchObject({ is_paid: false });
    const rest = await payments.create({
      invoice_id: published.id,
      amount: published.total_amount - half,
      paid_on: dayFrom(0),
      method: 'cash',
    });
    expect((await orders.view(order.id)).json().entry.model).toMatchObject({ status: 'paid', is_paid: true });
    await payments.remove(rest.json().entry.model.uuid);
    expect((await orders.view(order.id)).json().entry.model).toMatchObject({
      status: 'confirmed',
      is_paid: false,
    });
  });
});
