import { randomUUID } from 'node:crypto';
import { CALENDAR_DATE_MESSAGE, INVOICE_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate, VAT_TREATMENT_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, writeTransaction } from '../../src/db/database.ts';
import {
  createInvoiceConcept,
  type InvoiceConceptInput,
} from '../../src/features/invoices/create-invoice-concept.ts';
import { invoiceModelIn } from '../../src/features/invoices/view-invoice.ts';
import { insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

/** A concept with lines in the caller's transaction, answered with its model (as an order makes its invoice). */
const createConceptIn = async (trx: Db, input: InvoiceConceptInput) =>
  invoiceModelIn({
    db: trx,
    kind: t.ctx.dbKind,
    id: await createInvoiceConcept({ trx, kind: t.ctx.dbKind, input }),
  });
let api: ReturnType<typeof invoiceApi>;
let contact: Awaited<ReturnType<typeof insertContact>>;
let german: Awaited<ReturnType<typeof insertContact>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
  contact = await insertContact(t.ctx.db, { company_name: 'Feestboerderij De Wei' });
  german = await insertContact(t.ctx.db, {
    company_name: 'Bedrijfsfeesten Müller GmbH',
    address_line_1: 'Rheinstraße 12',
    postal_code: '47533',
    city: 'Kleve',
    country: 'de',
    vat_id: 'DE811234567',
  });
});
afterAll(() => t.close());

const today = () => todayCalendarDate();
const published = async (contactId = contact.id, extra: Record<string, unknown> = {}) => {
  const model = await api.concept(contactId, LINES, extra);
  const res = await api.update(model.id, { status: 'outstanding' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entry.model;
};

describe('paid_at', () => {
  it('is today by default when marked paid, shown in view and list', async () => {
    const model = await published();
    expect(model.paid_at).toBeNull();
    const res = await api.update(model.id, { status: 'paid' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model).toMatchObject({ status: 'paid', paid_at: today() });
    const list = (await api.call('GET', '/invoices.view?status=paid')).json();
    expect(list.results.find((r: { id: number }) => r.id === model.id)?.paid_at).toBe(today());
  });

  it('keeps the payment day given in the dialog', async () => {
    const model = await published(contact.id, { invoice_date: addCalendarDays(today(), -20) });
    const day = addCalendarDays(today(), -3);
    const res = await api.update(model.id, { status: 'paid', paid_at: day });
    expect(res.json().entry.model).toMatchObject({ status: 'paid', paid_at: day });
    expect((await api.view(model.uuid)).paid_at).toBe(day);
  });

  it('refuses a payment day in the future or that does not exist, and one without status paid', async () => {
    const model = await published();
    const future = await api.update(model.id, { status: 'paid', paid_at: addCalendarDays(today(), 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      message: INVOICE_MESSAGES.paidAtInFuture,
      errors: { paid_at: [INVOICE_MESSAGES.paidAtInFuture] },
    });
    const impossible = await api.update(model.id, { status: 'paid', paid_at: '2026-02-30' });
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors).toEqual({ paid_at: [CALENDAR_DATE_MESSAGE] });
    for (const body of [{ status: 'uncollectable', paid_at: today() }, { paid_at: today() }]) {
      const res = await api.update(model.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual({ paid_at: [INVOICE_MESSAGES.paidAtOnlyWithPaid] });
    }
    expect(await api.view(model.id)).toMatchObject({ status: 'outstanding', paid_at: null });
  });

  it('is removed by Wijzig factuur, and not set by oninbaar', async () => {
    const model = await published();
    await api.update(model.id, { status: 'paid', paid_at: today() });
    const back = (await api.update(model.id, { status: 'concept' })).json().entry.model;
    expect(back).toMatchObject({ status: 'concept', paid_at: null, invoice_id: model.invoice_id });
    await api.update(model.id, { status: 'outstanding' });
    const lost = (await api.update(model.id, { status: 'uncollectable' })).json().entry.model;
    expect(lost).toMatchObject({ status: 'uncollectable', paid_at: null });
  });
});

describe('delivery date and period', () => {
  it('defaults to the invoice date (null) and takes a date or a period on create and update', async () => {
    const plain = await api.create({ contact_id: contact.id, invoice_date: '2026-11-23' });
    expect(plain).toMatchObject({ delivery_from: null, delivery_until: null });
    const rental = await api.create({
      contact_id: contact.id,
      invoice_date: '2026-11-23',
      delivery_from: '2026-12-12',
      delivery_until: '2026-12-14',
    });
    expect(rental).toMatchObject({ delivery_from: '2026-12-12', delivery_until: '2026-12-14' });
    const single = await api.update(rental.id, { delivery_until: null });
    expect(single.json().entry.model).toMatchObject({ delivery_from: '2026-12-12', delivery_until: null });
    const cleared = await api.update(rental.id, { delivery_from: null });
    expect(cleared.json().entry.model).toMatchObject({ delivery_from: null, delivery_until: null });
  });

  it('refuses a period that ends before it starts, an end without a start and impossible days', async () => {
    const model = await api.create({ contact_id: contact.id });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { delivery_from: '2026-12-12', delivery_until: '2026-12-11' },
        'delivery_until',
        INVOICE_MESSAGES.deliveryUntilBeforeFrom,
      ],
      [{ delivery_until: '2026-12-11' }, 'delivery_from', INVOICE_MESSAGES.deliveryUntilNeedsFrom],
      [{ delivery_from: '2026-02-30' }, 'delivery_from', CALENDAR_DATE_MESSAGE],
      [{ delivery_from: 'morgen' }, 'delivery_from', CALENDAR_DATE_MESSAGE],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.update(model.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await api.view(model.id)).toMatchObject({ delivery_from: null, delivery_until: null });
    const bad = await api.call('POST', '/invoice.create', {
      contact_id: contact.id,
      delivery_from: '2026-12-12',
      delivery_until: '2026-12-01',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('is a header field: refused once published, not copied by Dupliceren', async () => {
    const model = await published(contact.id, { delivery_from: '2026-11-01', delivery_until: '2026-11-02' });
    expect(model).toMatchObject({ delivery_from: '2026-11-01', delivery_until: '2026-11-02' });
    expect((await api.update(model.id, { delivery_from: '2026-11-03' })).statusCode).toBe(409);
    const copy = (await api.call('POST', `/invoice.duplicate/${model.id}`)).json().entry.model;
    expect(copy).toMatchObject({ delivery_from: null, delivery_until: null });
  });
});

describe('reverse charge (btw verlegd)', () => {
  it('is refused for a customer without a VAT id, changing nothing', async () => {
    const model = await api.concept(contact.id);
    const res = await api.update(model.id, { vat_treatment: 'reverse_charge' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: VAT_TREATMENT_MESSAGES.reverseChargeNeedsVatId,
      errors: { vat_treatment: [VAT_TREATMENT_MESSAGES.reverseChargeNeedsVatId] },
    });
    expect(await api.view(model.id)).toMatchObject({ vat_treatment: 'normal', total_amount: 23_055 });
  });

  it('is refused for a private person, even one with a VAT id', async () => {
    const person = await insertContact(t.ctx.db, { contact_type: 'individual', vat_id: 'NL001234567B01' });
    const model = await api.concept(person.id);
    expect((await api.update(model.id, { vat_treatment: 'reverse_charge' })).statusCode).toBe(422);
  });

  it('charges no VAT for a business with a VAT id, and refuses prices including VAT', async () => {
    const model = await api.concept(german.id);
    const res = await api.update(model.id, { vat_treatment: 'reverse_charge' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model).toMatchObject({
      vat_treatment: 'reverse_charge',
      total_amount: 19_500,
      totals: { per_rate: [], total_excl: 19_500, total_tax: 0, total_incl: 19_500 },
    });
    const inclusive = await api.update(model.id, { include_tax: true });
    expect(inclusive.statusCode).toBe(422);
    expect(inclusive.json().errors).toEqual({ include_tax: [VAT_TREATMENT_MESSAGES.reverseChargeExclusive] });
    const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
    expect(published).toMatchObject({
      status: 'outstanding',
      vat_treatment: 'reverse_charge',
      total_amount: 19_500,
    });
    // Back to normal VAT on a concept: the rates apply again.
    await api.update(model.id, { status: 'concept' });
    const normal = (await api.update(model.id, { vat_treatment: 'normal' })).json().entry.model;
    expect(normal.total_amount).toBe(23_055);
  });

  it('is refused at publishing when the contact no longer qualifies', async () => {
    const model = await api.concept(german.id);
    await api.update(model.id, { vat_treatment: 'reverse_charge' });
    const switched = await api.update(model.id, { contact_id: contact.id });
    expect(switched.statusCode).toBe(200);
    const res = await api.update(model.id, { status: 'outstanding' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ vat_treatment: [VAT_TREATMENT_MESSAGES.reverseChargeNeedsVatId] });
    expect(await api.view(model.id)).toMatchObject({ status: 'concept', invoice_id: null });
  });
});

describe('0% lines', () => {
  it('keep their reason, drop a reason on another rate, and need one to publish', async () => {
    const model = await api.concept(contact.id, [
      { description: 'Huur', unitPrice: 10_000, taxRate: 21, zeroRateReason: 'exempt' },
      { description: 'Borg', unitPrice: 5000, taxRate: 0 },
      { description: 'Les', unitPrice: 2000, taxRate: 0, zeroRateReason: 'exempt' },
    ]);
    expect(model.items.map((i: { zeroRateReason: string | null }) => i.zeroRateReason)).toEqual([
      null,
      null,
      'exempt',
    ]);
    const refused = await api.update(model.id, { status: 'outstanding' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: VAT_TREATMENT_MESSAGES.zeroRateReasonMissing([2]),
      errors: { items: [VAT_TREATMENT_MESSAGES.zeroRateReasonMissing([2])] },
    });
    expect(await api.view(model.id)).toMatchObject({ status: 'concept', invoice_id: null });
    const items = model.items.map((i: Record<string, unknown>, n: number) =>
      n === 1 ? { ...i, zeroRateReason: 'outside_scope' } : i,
    );
    expect((await api.update(model.id, { items })).statusCode).toBe(200);
    expect((await api.update(model.id, { status: 'outstanding' })).statusCode).toBe(200);
  });

  it('refuses an unknown reason', async () => {
    const model = await api.concept(contact.id);
    const res = await api.update(model.id, {
      items: [{ description: 'x', unitPrice: 100, taxRate: 0, zeroRateReason: 'geen zin' }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['items.0.zeroRateReason']);
  });

  it('get their reason with Publiceren itself, in one request', async () => {
    const model = await api.concept(contact.id, [
      { description: 'Huur', unitPrice: 10_000, taxRate: 21 },
      { description: 'Borg', unitPrice: 5000, taxRate: 0 },
    ]);
    const borg = model.items[1].uuid;
    const res = await api.update(model.id, {
      status: 'outstanding',
      zero_rate_reasons: [{ uuid: borg, reason: 'outside_scope' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json().entry.model;
    expect(entry.status).toBe('outstanding');
    expect(entry.invoice_id).toMatch(/^F\d{4}-\d{4}$/);
    expect(entry.items.map((i: { zeroRateReason: string | null }) => i.zeroRateReason)).toEqual([
      null,
      'outside_scope',
    ]);
  });

  it('refuse a reason for an unknown line or a line that is not 0%, and keep nothing', async () => {
    const other = await api.concept(contact.id, [{ description: 'Borg elders', unitPrice: 100, taxRate: 0 }]);
    const model = await api.concept(contact.id, [
      { description: 'Huur', unitPrice: 10_000, taxRate: 21 },
      { description: 'Borg', unitPrice: 5000, taxRate: 0 },
    ]);
    const [huur, borg] = model.items as Array<{ uuid: string }>;
    const cases = [
      {
        body: { status: 'outstanding', zero_rate_reasons: [{ uuid: other.items[0].uuid, reason: 'exempt' }] },
        message: INVOICE_MESSAGES.zeroRateReasonUnknownLine,
      },
      {
        body: {
          status: 'outstanding',
          zero_rate_reasons: [
            { uuid: borg?.uuid, reason: 'exempt' },
            { uuid: huur?.uuid, reason: 'exempt' },
          ],
        },
        message: INVOICE_MESSAGES.zeroRateReasonNotZero('Huur'),
      },
      {
        body: { status: 'paid', zero_rate_reasons: [{ uuid: borg?.uuid, reason: 'exempt' }] },
        message: INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish,
      },
      {
        body: { zero_rate_reasons: [{ uuid: borg?.uuid, reason: 'exempt' }] },
        message: INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish,
      },
    ];
    for (const { body, message } of cases) {
      const res = await api.update(model.id, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const badReason = await api.update(model.id, {
      status: 'outstanding',
      zero_rate_reasons: [{ uuid: borg?.uuid, reason: 'geen zin' }],
    });
    expect(badReason.statusCode).toBe(422);
    const after = await api.view(model.id);
    expect(after).toMatchObject({ status: 'concept', invoice_id: null });
    expect(after.items.map((i: { zeroRateReason: string | null }) => i.zeroRateReason)).toEqual([null, null]);
  });

  it('need no reason under reverse charge', async () => {
    const model = await api.concept(german.id, [{ description: 'Borg', unitPrice: 5000, taxRate: 0 }]);
    await api.update(model.id, { vat_treatment: 'reverse_charge' });
    expect((await api.update(model.id, { status: 'outstanding' })).statusCode).toBe(200);
  });
});

describe('an order invoice made in the order transaction', () => {
  const insertOrder = async (status: 'confirmed' | 'cancelled' = 'confirmed') => {
    const now = new Date().toISOString();
    return (
      await t.ctx.db
        .insertInto('orders')
        .values({
          uuid: randomUUID(),
          status,
          contact_id: contact.id,
          payment_method: 'cash',
          total_amount_cents: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const orderStatus = async (id: number) =>
    (await t.ctx.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('creates a concept with lines and the rental period, linked to the order', async () => {
    const orderId = await insertOrder();
    const model = await writeTransaction(t.ctx.db).execute((trx) =>
      createConceptIn(trx, {
        contactId: contact.id,
        orderId,
        deliveryFrom: '2026-12-12',
        deliveryUntil: '2026-12-14',
        lines: [
          { description: 'Springkussen Kasteel (3 dagen)', unitCount: 1, unitPrice: 37_500, taxRate: 21 },
        ],
      }),
    );
    expect(model).toMatchObject({
      status: 'concept',
      delivery_from: '2026-12-12',
      delivery_until: '2026-12-14',
      total_amount: 45_375,
      items: [expect.objectContaining({ description: 'Springkussen Kasteel (3 dagen)' })],
    });
    const row = await t.ctx.db
      .selectFrom('invoices')
      .select('order_id')
      .where('id', '=', model.id)
      .executeTakeFirst();
    expect(row?.order_id).toBe(orderId);
  });

  it('writes nothing when the order transaction fails afterwards, and refuses bad lines in Dutch', async () => {
    const before = (await api.call('GET', '/invoices.view?per_page=1')).json().meta.total;
    await expect(
      writeTransaction(t.ctx.db).execute(async (trx) => {
        await createConceptIn(trx, { contactId: contact.id, lines: [] });
        throw new Error('order mislukt');
      }),
    ).rejects.toThrow('order mislukt');
    await expect(
      writeTransaction(t.ctx.db).execute((trx) =>
        createConceptIn(trx, {
          contactId: contact.id,
          lines: [{ description: 'x', unitCount: 2, unitPrice: 900_000_000, taxRate: 21 }],
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { 'items.0.unitPrice': [INVOICE_MESSAGES.lineTooLarge] },
    });
    expect((await api.call('GET', '/invoices.view?per_page=1')).json().meta.total).toBe(before);
  });

  it('marks the order paid with its invoice, back to confirmed after Wijzig factuur; a cancelled one stays', async () => {
    for (const initial of ['confirmed', 'cancelled'] as const) {
      const orderId = await insertOrder(initial);
      const model = await writeTransaction(t.ctx.db).execute((trx) =>
        createConceptIn(trx, {
          contactId: contact.id,
          orderId,
          lines: [{ description: 'Springkussen', unitCount: 1, unitPrice: 12_500, taxRate: 21 }],
        }),
      );
      await api.update(model.id, { status: 'outstanding' });
      expect(await orderStatus(orderId)).toBe(initial);
      await api.update(model.id, { status: 'paid' });
      expect(await orderStatus(orderId)).toBe(initial === 'confirmed' ? 'paid' : 'cancelled');
      await api.update(model.id, { status: 'concept' });
      expect(await orderStatus(orderId)).toBe(initial);
    }
  });
});
