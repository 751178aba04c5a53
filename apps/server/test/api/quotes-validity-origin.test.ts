import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  day,
  NEW_CONTACT,
  newContactOrder,
  type OrderApi,
  RENTABLE,
  reservationOf,
} from '../support/orders-factories.ts';
import { extractPdfText } from '../support/pdf-factories.ts';
import { createQuoteTestApp, type quoteApi, quoteLine, quoteTokensOf } from '../support/quotes-factories.ts';
import type { TestApp } from '../support/test-app.ts';

const DRIVER_NOTE = 'Poort aan de achterkant, sleutel bij de buren';

describe('quotes: the validity day alone, the order page names its quote, no driver notes for the customer', () => {
  let t: TestApp;
  let api: ReturnType<typeof quoteApi>;
  let orders: OrderApi;
  let castleId: number;
  let unitId: number;
  let offset = 100;
  /** A sent quote for one castle on days of its own, with the driver's note; its link token. */
  const sentQuote = async () => {
    offset += 3;
    const quote = await api.createOk({
      contact_method: 'create',
      create_contact: NEW_CONTACT,
      items: [quoteLine(castleId, RENTABLE.name, day(offset), day(offset + 1))],
      payment_method: 'cash',
      notes: DRIVER_NOTE,
    });
    await api.sendOk(quote.id);
    const token = (await quoteTokensOf(t, quote.id)).at(-1);
    if (!token) throw new Error('geen token');
    return { quote, token };
  };

  beforeAll(async () => {
    const made = await createQuoteTestApp({ units: 2 });
    t = made.t;
    orders = made.api;
    api = made.quotes;
    castleId = made.catalog.castle.id;
    unitId = made.unit(0);
  });
  afterAll(() => t.close());

  it('changes only the validity day without the lines: a new version, the same lines and prices', async () => {
    const { quote, token } = await sentQuote();
    // The catalogue price changes after the quote was made: the offer keeps its own price.
    await t.ctx.db.updateTable('items').set({ price_cents: 99_900 }).where('id', '=', castleId).execute();
    const res = await api.update(quote.id, { valid_until: day(30), version: quote.version });
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().entry.model;
    expect(model).toMatchObject({ valid_until: day(30), revision: 2, state: 'open', number: quote.number });
    expect(model.items).toEqual(quote.items);
    expect(model.lines).toEqual(quote.lines);
    expect(model.totals).toEqual(quote.totals);
    expect(model.notes).toBe(DRIVER_NOTE);
    // The customer's link shows the new version; an accept of the old one is refused.
    const page = (await api.publicView(token)).json().entry.model;
    expect(page).toMatchObject({ revision: 2, valid_until: day(30) });
    const old = await api.accept(token, { name: 'Sanne', accept_terms: true, revision: 1 });
    expect(old.statusCode).toBe(409);
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity_id', '=', quote.uuid)
      .orderBy('id')
      .execute();
    expect(audit.at(-1)?.action).toBe('quote_updated');
    expect(JSON.parse(audit.at(-1)?.changes ?? '{}')).toEqual({
      valid_until: { from: quote.valid_until, to: day(30) },
    });
    // The form's save (with lines, no day) keeps the day just chosen.
    const edited = await api.update(quote.id, {
      items: [quoteLine(castleId, RENTABLE.name, day(offset), day(offset + 1))],
      notes: DRIVER_NOTE,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().entry.model).toMatchObject({ valid_until: day(30), revision: 3 });
    await t.ctx.db
      .updateTable('items')
      .set({ price_cents: RENTABLE.price })
      .where('id', '=', castleId)
      .execute();
  });

  it('refuses a validity day before today, too far, missing or stale with a Dutch answer, nothing changed', async () => {
    const { quote } = await sentQuote();
    const before = await countRows(t);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ valid_until: day(-1) }, 422, 'De geldigheidsdatum kan niet in het verleden liggen.'],
      [{ valid_until: day(400) }, 422, 'Een offerte kan hoogstens 365 dagen geldig zijn.'],
      [{ valid_until: '2026-02-30' }, 422, ''],
      [{}, 422, 'Vul de datum in tot en met wanneer de offerte geldig is.'],
      [{ notes: 'Alleen een notitie' }, 422, 'Vul de datum in'],
      [{ valid_until: day(20), version: quote.version + 5 }, 409, ''],
    ];
    for (const [payload, status, message] of cases) {
      const res = await api.update(quote.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
      if (status === 422) expect(Object.keys(res.json().errors ?? {})).toContain('valid_until');
    }
    const after = (await api.view(quote.id)).json().entry.model;
    expect(after).toMatchObject({ revision: 1, valid_until: quote.valid_until });
    expect(await countRows(t)).toEqual(before);
  });

  it('revives an expired quote with a new day; an answered one is a 409', async () => {
    const { quote } = await sentQuote();
    await t.ctx.db
      .updateTable('quotes')
      .set({ valid_until: day(-2) })
      .where('order_id', '=', quote.id)
      .execute();
    expect((await api.view(quote.id)).json().entry.model.state).toBe('expired');
    const revived = await api.update(quote.id, { valid_until: day(7) });
    expect(revived.statusCode, revived.body).toBe(200);
    expect(revived.json().entry.model).toMatchObject({ state: 'open', valid_until: day(7) });
    expect((await api.convert(quote.id)).statusCode).toBe(200);
    const late = await api.update(quote.id, { valid_until: day(9) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('omgezet naar order');
  });

  it('order.view names the quote an order is or came from: converted, accepted online, or none', async () => {
    const { quote: converted } = await sentQuote();
    expect((await orders.view(converted.id)).json().entry.model.quote).toEqual({
      number: converted.number,
      state: 'open',
      closed_at: null,
    });
    expect((await api.convert(converted.id)).statusCode).toBe(200);
    const order = (await orders.view(converted.uuid)).json().entry.model;
    expect(order.status).toBe('confirmed');
    expect(order.quote).toMatchObject({ number: converted.number, state: 'converted' });
    expect(order.quote.closed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(order.acceptance).toBeNull();

    const { quote: accepted, token } = await sentQuote();
    expect((await api.accept(token)).statusCode).toBe(200);
    const online = (await orders.view(accepted.id)).json().entry.model;
    expect(online.quote).toMatchObject({ number: accepted.number, state: 'accepted' });
    expect(online.acceptance.quote_number).toBe(accepted.number);

    const plain = await orders.createOk(newContactOrder([reservationOf(unitId, day(200), day(201))]));
    expect((await orders.view(plain.id)).json().entry.model.quote).toBeNull();
  });

  it('keeps the driver notes off the quote: not on the page, the PDFs or the mail; staff still see them', async () => {
    const { quote, token } = await sentQuote();
    const page = (await api.publicView(token)).json().entry.model;
    expect(page).not.toHaveProperty('notes');
    expect(JSON.stringify(page)).not.toContain('Poort aan de achterkant');
    const staffPdf = await extractPdfText((await api.pdf(quote.id)).rawPayload);
    expect(staffPdf).toContain(quote.number);
    expect(staffPdf).not.toContain('Poort aan de achterkant');
    expect(staffPdf).not.toContain('Opmerkingen');
    const publicPdf = await extractPdfText((await api.publicPdf(token)).rawPayload);
    expect(publicPdf).toContain(quote.number);
    expect(publicPdf).not.toContain('Poort aan de achterkant');
    const mail = await t.ctx.db
      .selectFrom('outbox_mails')
      .select(['body_text', 'body_html'])
      .where('kind', '=', 'quote')
      .where('ref_id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(`${mail.body_text}${mail.body_html ?? ''}`).not.toContain('Poort aan de achterkant');
    // The driver's note stays on the order for staff.
    expect((await api.view(quote.id)).json().entry.model.notes).toBe(DRIVER_NOTE);
    expect((await orders.view(quote.id)).json().entry.model.notes).toBe(DRIVER_NOTE);
  });
});
