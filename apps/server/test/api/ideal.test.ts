import { IDEAL_CUSTOMER_MESSAGES, IDEAL_MESSAGES, ORDER_MESSAGES, SETTINGS_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMollie } from '../support/fake-mollie.ts';
import { writeIdentity } from '../support/invoices-factories.ts';
import { createCatalog, day, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { paymentApi } from '../support/payments-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let fake: Awaited<ReturnType<typeof startFakeMollie>>;
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  fake = await startFakeMollie();
  t = await createTestApp({
    env: { MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz1234', MOLLIE_API_URL: fake.url },
  });
  await writeIdentity(t.ctx.db);
  plain = await createTestApp();
  await writeIdentity(plain.ctx.db);
});
afterAll(async () => {
  await t.close();
  await plain.close();
  await fake.close();
});

const api = async (app: TestApp, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.app.inject({
    method,
    url: `/api${url}`,
    headers: await app.authHeaders(),
    ...(payload ? { payload } : {}),
  });

const paymentLink = async (app: TestApp, invoiceId: number) =>
  (await api(app, 'GET', `/invoice.payment_link/${invoiceId}`)).json().entry.model as {
    url: string | null;
    amount: number;
    deposit: boolean;
  };

/** Opens the customer's link as a browser would (no sign-in); answers the redirect and the new Mollie id. */
const openLink = async (url: string) => {
  const before = new Set(fake.payments.keys());
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const id = [...fake.payments.keys()].find((k) => !before.has(k));
  return { res, id };
};

const webhook = (id: unknown, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ideal.webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(String(id))}`,
  });

const paymentsOf = (app: TestApp, invoiceId: number) =>
  app.ctx.db.selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).execute();
const idealRows = (app: TestApp) => app.ctx.db.selectFrom('ideal_payments').selectAll().execute();

describe('iDEAL payment links (Mollie)', () => {
  it('makes a Mollie payment for the open amount and redirects to its checkout', async () => {
    const { invoice } = await paymentApi(t).published();
    const created = await paymentApi(t).create({
      invoice_id: invoice.id,
      amount: 2_100,
      paid_on: invoice.invoice_date,
      method: 'bank',
    });
    expect(created.statusCode).toBe(200);
    const link = await paymentLink(t, invoice.id);
    expect(link).toMatchObject({ amount: 10_000, deposit: false });
    expect(link.url).toMatch(/\/api\/ideal\.pay\/[0-9a-f-]{36}\.[\w-]{22}$/);

    const { res, id } = await openLink(link.url as string);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://www.mollie.com/checkout/select-method/${id}`);
    const made = fake.payments.get(id as string);
    expect(made?.amount).toEqual({ value: '100.00', currency: 'EUR' });
    expect(made?.description).toContain(invoice.invoice_id);
    expect(made?.redirectUrl).toMatch(/\/api\/ideal\.return\//);
    // A local APP_URL cannot be called by Mollie: no webhook URL is sent.
    expect(made?.webhookUrl).toBeNull();
    const stored = (await idealRows(t)).find((r) => r.mollie_id === id);
    expect(stored).toMatchObject({
      invoice_id: invoice.id,
      amount_cents: 10_000,
      status: 'open',
      payment_id: null,
    });
  });

  it('refuses a tampered link and writes nothing', async () => {
    const { invoice } = await paymentApi(t).published();
    const link = (await paymentLink(t, invoice.id)).url as string;
    const before = (await idealRows(t)).length;
    const res = await t.app.inject({ method: 'GET', url: `${new URL(link).pathname.slice(0, -3)}abc` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(IDEAL_MESSAGES.unknownLink);
    expect((await idealRows(t)).length).toBe(before);
  });

  it('trusts only what Mollie answers: open writes nothing, paid registers once, a replay changes nothing', async () => {
    const { invoice } = await paymentApi(t).published();
    const { id } = await openLink((await paymentLink(t, invoice.id)).url as string);
    if (!id) throw new Error('geen Mollie-betaling');

    // The webhook arrives while Mollie still says open (or someone calls it early): nothing.
    const early = await webhook(id);
    expect(early.statusCode).toBe(200);
    expect(early.body).toBe('');
    expect(await paymentsOf(t, invoice.id)).toEqual([]);

    fake.setStatus(id, 'paid');
    expect((await webhook(id)).statusCode).toBe(200);
    const after = await paymentsOf(t, invoice.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ amount_cents: 12_100, method: 'ideal', external_id: id });
    const model = (await api(t, 'GET', `/invoice.view/${invoice.id}`)).json().entry.model;
    expect(model).toMatchObject({ status: 'paid', open_amount: 0 });

    // Replayed, and a late "open" webhook (reordered): nothing new.
    expect((await webhook(id)).statusCode).toBe(200);
    fake.setStatus(id, 'open');
    expect((await webhook(id)).statusCode).toBe(200);
    expect(await paymentsOf(t, invoice.id)).toHaveLength(1);
    expect((await api(t, 'GET', `/invoice.view/${invoice.id}`)).json().entry.model.status).toBe('paid');
  });

  it('registers a payment once when two webhooks for it arrive at the same time', async () => {
    const { invoice } = await paymentApi(t).published();
    const { id } = await openLink((await paymentLink(t, invoice.id)).url as string);
    if (!id) throw new Error('geen Mollie-betaling');
    fake.setStatus(id, 'paid');
    const answers = await Promise.all([webhook(id), webhook(id), webhook(id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = await paymentsOf(t, invoice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.external_id).toBe(id);
    expect((await idealRows(t)).find((r) => r.mollie_id === id)?.payment_id).toBe(rows[0]?.id);
  });

  it('answers an unknown, malformed or foreign payment id the same neutral way and writes nothing', async () => {
    const countAll = async () => ({
      payments: (await t.ctx.db.selectFrom('payments').select('id').execute()).length,
      ideal: (await idealRows(t)).map((r) => `${r.mollie_id}:${r.status}:${r.payment_id}`),
    });
    const before = await countAll();
    const requestsBefore = fake.requests.length;
    const foreign = fake.addForeign('paid');
    for (const id of ['tr_doesnotexist1', foreign, "x'; drop table payments;--", '', 'tr_']) {
      const res = await webhook(id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/ideal.webhook' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');
    expect(await countAll()).toEqual(before);
    // Ids this app did not create are not even asked about at Mollie.
    expect(fake.requests.length).toBe(requestsBefore);
  });

  it('uses the deposit percentage of the settings for a new iDEAL order, then the rest', async () => {
    const setRes = await api(t, 'POST', '/settings.set', { payment_deposit_percent: 30 });
    expect(setRes.statusCode).toBe(200);
    const { castleUnits } = await createCatalog(t, 1);
    const order = await orderApi(t).createOk(
      newContactOrder([reservationOf(castleUnits[0]?.id as number, day(10), day(10))], {
        payment_method: 'iDEAL',
        publish: true,
      }),
    );
    expect(order.payment_method).toBe('ideal');
    const invoiceRow = await t.ctx.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const total = invoiceRow.total_amount_cents;
    const deposit = Math.round(total * 0.3);
    const link = await paymentLink(t, invoiceRow.id);
    expect(link).toMatchObject({ amount: deposit, deposit: true });

    // The confirmation mail carries the link.
    const mail = await t.ctx.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('kind', '=', 'order_confirmation')
      .where('ref_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(link.url as string);

    // A later change of the setting does not change this order's deposit.
    await api(t, 'POST', '/settings.set', { payment_deposit_percent: 50 });
    expect((await paymentLink(t, invoiceRow.id)).amount).toBe(deposit);

    // Paid while the invoice is still a concept: waits, and counts once it is published.
    const { id } = await openLink(link.url as string);
    if (!id) throw new Error('geen Mollie-betaling');
    fake.setStatus(id, 'paid');
    await webhook(id);
    expect(await paymentsOf(t, invoiceRow.id)).toEqual([]);
    const published = await api(t, 'GET', `/invoice.view/${invoiceRow.id}`);
    expect(published.json().entry.model.status).toBe('concept');
    const publish = await t.app.inject({
      method: 'PATCH',
      url: `/api/invoice.update/${invoiceRow.id}`,
      headers: await t.authHeaders(),
      payload: { status: 'outstanding' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json().entry.model).toMatchObject({ open_amount: total - deposit });
    const rows = await paymentsOf(t, invoiceRow.id);
    expect(rows).toMatchObject([{ amount_cents: deposit, method: 'ideal', external_id: id }]);
    // A replayed webhook after publishing changes nothing.
    await webhook(id);
    expect(await paymentsOf(t, invoiceRow.id)).toHaveLength(1);

    // Then the link asks for the rest.
    expect(await paymentLink(t, invoiceRow.id)).toMatchObject({ amount: total - deposit, deposit: false });
    await api(t, 'POST', '/settings.set', { payment_deposit_percent: 0 });
  });

  it('shows the thank-you page by what Mollie answers', async () => {
    const { invoice } = await paymentApi(t).published();
    const link = (await paymentLink(t, invoice.id)).url as string;
    const { id } = await openLink(link);
    if (!id) throw new Error('geen Mollie-betaling');
    const returnPath = new URL(fake.payments.get(id)?.redirectUrl as string).pathname;
    const pending = await t.app.inject({ method: 'GET', url: returnPath });
    expect(pending.statusCode).toBe(200);
    expect(pending.body).toContain(IDEAL_MESSAGES.processing);
    fake.setStatus(id, 'paid');
    const paid = await t.app.inject({ method: 'GET', url: returnPath });
    expect(paid.body).toContain(IDEAL_MESSAGES.thanks);
    // The return page registered it (a local APP_URL gets no webhook).
    expect(await paymentsOf(t, invoice.id)).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(again.body).toContain(IDEAL_MESSAGES.alreadyPaid);
  });

  it('speaks to the customer in the company\'s form of address ("u")', async () => {
    await api(t, 'POST', '/settings.set', { customer_address_form: 'u' });
    try {
      const { invoice } = await paymentApi(t).published();
      const link = (await paymentLink(t, invoice.id)).url as string;
      const { id } = await openLink(link);
      if (!id) throw new Error('geen Mollie-betaling');
      const returnPath = new URL(fake.payments.get(id)?.redirectUrl as string).pathname;
      const pending = await t.app.inject({ method: 'GET', url: returnPath });
      expect(pending.body).toContain(IDEAL_CUSTOMER_MESSAGES.u.processing);
      fake.setStatus(id, 'paid');
      const paid = await t.app.inject({ method: 'GET', url: returnPath });
      expect(paid.body).toContain(IDEAL_CUSTOMER_MESSAGES.u.thanks);
      const again = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(again.body).toContain(IDEAL_CUSTOMER_MESSAGES.u.alreadyPaid);
      for (const page of [pending.body, paid.body, again.body]) expect(page).not.toMatch(/\b(je|jouw)\b/i);
    } finally {
      await api(t, 'POST', '/settings.set', { customer_address_form: 'je' });
    }
  });

  it('puts the link in the reminder', async () => {
    const { invoice } = await paymentApi(t).published();
    const preview = await api(t, 'GET', `/invoice.reminder/${invoice.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().entry.model.text).toContain((await paymentLink(t, invoice.id)).url as string);
  });

  it('reports iDEAL as available with a key', async () => {
    const res = await api(t, 'GET', '/ideal.status');
    expect(res.json().entry.model).toEqual({ available: true, deposit_percent: 0 });
  });
});

describe('without MOLLIE_API_KEY', () => {
  it('keeps iDEAL unavailable: no link, no order by iDEAL, the pay and webhook routes write nothing', async () => {
    expect((await api(plain, 'GET', '/ideal.status')).json().entry.model.available).toBe(false);
    const { invoice } = await paymentApi(plain).published();
    expect(await paymentLink(plain, invoice.id)).toEqual({ url: null, amount: 0, deposit: false });
    const preview = await api(plain, 'GET', `/invoice.reminder/${invoice.id}`);
    expect(preview.json().entry.model.text).not.toContain('iDEAL');

    const { castleUnits } = await createCatalog(plain, 1);
    const before = (await plain.ctx.db.selectFrom('orders').select('id').execute()).length;
    const res = await orderApi(plain).create(
      newContactOrder([reservationOf(castleUnits[0]?.id as number, day(5), day(5))], {
        payment_method: 'ideal',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_method).toEqual([ORDER_MESSAGES.idealDisabled]);
    expect((await plain.ctx.db.selectFrom('orders').select('id').execute()).length).toBe(before);

    const hook = await webhook('tr_abcdef123', plain);
    expect(hook.statusCode).toBe(200);
    expect((await plain.ctx.db.selectFrom('ideal_payments').selectAll().execute()).length).toBe(0);
  });
});

describe('payment settings', () => {
  it('takes a deposit percentage from 0 to 100 and refuses anything else, writing nothing', async () => {
    for (const bad of [-1, 101, 12.5, '20', null]) {
      const res = await api(t, 'POST', '/settings.set', { payment_deposit_percent: bad as never });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('Vul een heel percentage in van 0 tot 100.');
    }
    expect((await api(t, 'GET', '/settings.get')).json().payment_deposit_percent).toBe(0);
    // The aanmaning comes after the herinnering.
    const order = await api(t, 'POST', '/settings.set', {
      reminders_first_after_days: 20,
      reminders_second_after_days: 20,
      payment_deposit_percent: 10,
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.reminders_second_after_days).toEqual([SETTINGS_MESSAGES.reminderDaysOrder]);
    expect((await api(t, 'GET', '/settings.get')).json()).toMatchObject({
      payment_deposit_percent: 0,
      reminders_first_after_days: 7,
    });
    const ok = await api(t, 'POST', '/settings.set', {
      payment_deposit_percent: 40,
      reminders_automatic: true,
      reminders_first_after_days: 10,
      reminders_second_after_days: 30,
      reminders_costs_add_vat: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      payment_deposit_percent: 40,
      reminders_automatic: true,
      reminders_first_after_days: 10,
      reminders_second_after_days: 30,
      reminders_costs_add_vat: true,
    });
    await api(t, 'POST', '/settings.set', { payment_deposit_percent: 0, reminders_automatic: false });
  });
});
