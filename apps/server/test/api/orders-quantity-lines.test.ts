import { rentalPeriodText, reservationPeriodText } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { day, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * "5 × Statafel met hoes" is one line everywhere the customer reads it: the quote, the concept
 * invoice (one article line and one discount line, not five of each), the confirmation mail and
 * the changed one, also after order.update kept the five units. Serial numbers stay with staff
 * (order.view), never in a mail or on the invoice. On both databases (TEST_DB=postgres).
 */
const TABLES = { name: 'Statafel met hoes', price: 1_500 } as const;

let t: TestApp;
let tablesId: number;

const call = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  orderApi(t).call(method, url, payload);

const mailsOf = (orderId: number) =>
  t.ctx.db
    .selectFrom('outbox_mails')
    .select(['kind', 'body_text', 'body_html'])
    .where('ref_type', '=', 'order')
    .where('ref_id', '=', orderId)
    .orderBy('id')
    .execute();

const fiveTables = (from: string, until: string) => ({
  reservation: {
    item_id: tablesId,
    product_name: TABLES.name,
    from,
    until,
    delivery_time: '10:00-12:00',
    pickup_time: '16:00-18:00',
    quantity: 5,
  },
});

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  const tables = await createItem(t, {
    name: TABLES.name,
    type: 'rentable',
    status: 'active',
    price: TABLES.price,
  });
  tablesId = tables.id;
  for (let i = 1; i <= 6; i++) await createUnit(t, { item_id: tables.id, serial_number: `ST-00${i}` });
  const discount = await call('POST', '/discount.create', { value: 10, items: [tables.id] });
  expect(discount.statusCode, discount.body).toBe(200);
});
afterAll(() => t.close());

describe('a quantity stays one line', () => {
  it('quote, invoice and confirmation show "5 × Statafel met hoes" once, with one discount line and no serials', async () => {
    const period = reservationPeriodText(day(10), day(11));
    // The invoice line names the period with its weekdays (the price rule's text).
    const description = `5 × ${TABLES.name}, ${rentalPeriodText(day(10), day(11))} (2 dagen)`;
    // 5 tables × 2 days × € 15 = € 150, 10% korting € 15.
    const expectedLines = [
      { description, unitCount: 10, unitPrice: TABLES.price },
      { description: `Korting 10% op ${TABLES.name}`, unitCount: 1, unitPrice: -1_500 },
    ];

    const quote = await call('POST', '/order.quote', {
      contact_method: 'create',
      create_contact: null,
      items: [fiveTables(day(10), day(11))],
      promo_code: null,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().lines).toEqual(expectedLines.map((line) => expect.objectContaining(line)));
    expect(quote.json().total_amount).toBe(13_500);

    const order = await orderApi(t).createOk(
      newContactOrder([fiveTables(day(10), day(11))], { publish: true }),
    );
    // Staff see the five units with their serial numbers.
    expect(order.reservations).toHaveLength(5);
    expect(order.reservations.map((r: { unit: { serial_number: string } }) => r.unit.serial_number)).toEqual([
      'ST-001',
      'ST-002',
      'ST-003',
      'ST-004',
      'ST-005',
    ]);
    expect(order.total_amount).toBe(13_500);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items).toEqual(expectedLines.map((line) => expect.objectContaining(line)));
    expect(invoice.total_amount).toBe(13_500);

    const [mail] = await mailsOf(order.id);
    expect(mail?.kind).toBe('order_confirmation');
    expect(mail?.body_text).toContain(`- 5 × ${TABLES.name}: ${period}, levering op`);
    expect(mail?.body_text).toContain(`- ${description}: € 150,00`);
    expect(mail?.body_text).toContain(`- Korting 10% op ${TABLES.name}: € -15,00`);
    expect(mail?.body_text.match(new RegExp(TABLES.name, 'g'))).toHaveLength(3);
    expect(mail?.body_html).toContain(`<strong>5 × ${TABLES.name}</strong>`);
    for (const body of [mail?.body_text, mail?.body_html]) expect(body).not.toMatch(/ST-00\d/);
  });

  it('an order change that keeps the five units (sent unit by unit, as the form does) stays one line', async () => {
    const order = await orderApi(t).createOk(newContactOrder([fiveTables(day(20), day(20))]));
    const kept = order.reservations.map((r: { unit_id: number }) =>
      reservationOf(
        r.unit_id,
        day(20),
        day(20),
        { delivery_time: '10:00-12:00', pickup_time: '16:00-18:00', quantity: 1 },
        TABLES.name,
      ),
    );
    const res = await call('PATCH', `/order.update/${order.id}`, {
      items: kept,
      notes: 'Achterom',
      version: order.version,
      send_confirmation: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().entry.model;
    // Kept, not reserved again.
    expect(changed.reservations.map((r: { id: number }) => r.id)).toEqual(
      order.reservations.map((r: { id: number }) => r.id),
    );
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items.map((l: { description: string }) => l.description)).toEqual([
      `5 × ${TABLES.name}, ${rentalPeriodText(day(20), day(20))} (1 dag)`,
      `Korting 10% op ${TABLES.name}`,
    ]);
    const mail = (await mailsOf(order.id)).find((m) => m.kind === 'order_changed');
    expect(mail?.body_text).toContain(`- 5 × ${TABLES.name}: ${reservationPeriodText(day(20), day(20))}`);
    expect(mail?.body_text).not.toMatch(/ST-00\d/);
  });

  it('the audit trail counts lines, not units', async () => {
    const order = await orderApi(t).createOk(newContactOrder([fiveTables(day(30), day(31))]));
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select('summary')
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.uuid)
      .execute();
    expect(audit.map((a) => a.summary)).toEqual([`Order #${order.id}, 1 artikel`]);
  });
});
