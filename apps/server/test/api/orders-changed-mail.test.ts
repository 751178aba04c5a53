import { randomUUID } from 'node:crypto';
import { reservationPeriodText } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderTestApp,
  day,
  NEW_CONTACT,
  newContactOrder,
  type OrderApi,
  RENTABLE,
  reservationOf,
} from '../support/orders-factories.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * The changed order confirmation: order.update with `send_confirmation` queues
 * one "Gewijzigde orderbevestiging" in the outbox, once, also when the request is retried. On both
 * databases (TEST_DB=postgres).
 */
let t: TestApp;
let api: OrderApi;
let unit: (i: number) => number;

beforeAll(async () => {
  ({ t, api, unit } = await createOrderTestApp({ units: 3 }));
});
afterAll(() => t.close());

const changedMails = (orderId: number) =>
  t.ctx.db
    .selectFrom('outbox_mails')
    .select(['kind', 'to_address', 'subject', 'body_text'])
    .where('ref_type', '=', 'order')
    .where('ref_id', '=', orderId)
    .where('kind', '=', 'order_changed')
    .execute();

const patch = async (id: number, body: unknown, key?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/order.update/${id}`,
    headers: { ...(await t.authHeaders()), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });

describe('the changed order confirmation', () => {
  it('queues one "Gewijzigde orderbevestiging" with the order as it now is, once, on a retried request', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(0), day(10), day(11))]));
    const body = {
      items: [reservationOf(unit(0), day(12), day(13))],
      notes: null,
      version: order.version,
      send_confirmation: true,
    };
    const key = randomUUID();
    const first = await patch(order.id, body, key);
    expect(first.statusCode, first.body).toBe(200);
    // The retry (an answer lost on the way): the first answer again, nothing done twice.
    const retry = await patch(order.id, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // Retried without the key, the version the form had is stale: refused, still one mail.
    const stale = await patch(order.id, body);
    expect(stale.statusCode).toBe(409);

    const mails = await changedMails(order.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to_address).toBe(NEW_CONTACT.email_address);
    expect(mail?.subject).toMatch(new RegExp(`^Gewijzigde orderbevestiging #${order.id} – `));
    expect(mail?.body_text).toContain(`Je order #${order.id} is gewijzigd.`);
    // The order as it now is: the new period, not the old one.
    expect(mail?.body_text).toContain(`${RENTABLE.name}: ${reservationPeriodText(day(12), day(13))}`);
    expect(mail?.body_text).not.toContain(reservationPeriodText(day(10), day(11)));
  });

  it('sends nothing without send_confirmation, or for a contact without an e-mail address', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(1), day(20), day(20))]));
    let res = await patch(order.id, { items: [reservationOf(unit(1), day(21), day(21))], notes: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await changedMails(order.id)).toHaveLength(0);

    // A contact whose e-mail address was removed after the order was taken.
    const noMail = await api.createOk(newContactOrder([reservationOf(unit(2), day(30), day(30))]));
    await t.ctx.db
      .updateTable('contacts')
      .set({ email_address: null })
      .where('id', '=', noMail.contact.id)
      .execute();
    res = await patch(noMail.id, {
      items: [reservationOf(unit(2), day(31), day(31))],
      notes: null,
      send_confirmation: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await changedMails(noMail.id)).toHaveLength(0);
  });

  it('refuses a send_confirmation that is not true or false with a 422 naming the field', async () => {
    const order = await api.createOk(newContactOrder([reservationOf(unit(1), day(40), day(40))]));
    const res = await patch(order.id, {
      items: [reservationOf(unit(1), day(41), day(41))],
      notes: null,
      send_confirmation: 'ja',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('send_confirmation');
    expect(await changedMails(order.id)).toHaveLength(0);
  });
});
