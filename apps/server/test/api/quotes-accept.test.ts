import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { IDENTITY } from '../support/invoices-factories.ts';
import { countRows, day, NEW_CONTACT, type OrderApi, RENTABLE } from '../support/orders-factories.ts';
import { extractPdfText } from '../support/pdf-factories.ts';
import {
  activeReservations,
  createQuoteTestApp,
  quoteApi,
  quoteLine,
  quoteTokensOf,
  sha256,
} from '../support/quotes-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('quotes: the customer views, accepts or declines online', () => {
  let t: TestApp;
  let api: ReturnType<typeof quoteApi>;
  let orders: OrderApi;
  let castleId: number;
  let offset = 40;
  /** A sent quote for `quantity` castles on days of its own; answers the quote and its link token. */
  const sentQuote = async (
    options: { quantity?: number; from?: number; until?: number; email?: string } = {},
  ) => {
    // Each quote on days of its own, unless the test names them.
    offset += 3;
    const from = options.from ?? offset;
    const quote = await api.createOk({
      contact_method: 'create',
      create_contact: { ...NEW_CONTACT, email_address: options.email ?? NEW_CONTACT.email_address },
      items: [
        quoteLine(castleId, RENTABLE.name, day(from), day(options.until ?? from + 1), {
          quantity: options.quantity ?? 1,
        }),
      ],
      payment_method: 'cash',
    });
    await api.sendOk(quote.id);
    const tokens = await quoteTokensOf(t, quote.id);
    const token = tokens.at(-1);
    if (!token) throw new Error('geen token');
    return { quote, token };
  };

  beforeAll(async () => {
    const made = await createQuoteTestApp({ units: 2 });
    t = made.t;
    orders = made.api;
    api = made.quotes;
    castleId = made.catalog.castle.id;
  });
  afterAll(() => t.close());

  it('shows the quote and the terms to the link, nothing of staff, ids or other customers', async () => {
    const { quote, token } = await sentQuote();
    const res = await api.publicView(token);
    expect(res.statusCode).toBe(200);
    const page = res.json().entry.model;
    expect(page).toMatchObject({
      number: quote.number,
      state: 'open',
      revision: 1,
      valid_until: quote.valid_until,
      customer: { display_name: 'Sanne de Vries' },
      shop: { company_name: IDENTITY.identity_company_name, phone_number: IDENTITY.identity_phone_number },
      terms: { version: 1 },
      acceptance: null,
      pdf_url: `/api/quote_public.pdf/${token}`,
    });
    expect(page.terms.text.length).toBeGreaterThan(10);
    expect(page.totals.total_incl).toBe(quote.totals.total_incl);
    const text = JSON.stringify(page);
    for (const secret of ['"id"', '"uuid"', quote.uuid, 'tester@example.nl', 'Gebruiker', 'token_hash'])
      expect(text).not.toContain(secret);
    // An unknown token: a 404 that says nothing more.
    const unknown = await api.publicView('a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('link');
    expect((await api.accept('onzin')).statusCode).toBe(404);
  });

  it('refuses an accept without the name or the checkbox (422 on the field), nothing written', async () => {
    const { token } = await sentQuote();
    const before = { ...(await countRows(t)), active: await activeReservations(t) };
    const cases: Array<[unknown, string]> = [
      [{ accept_terms: true }, 'name'],
      [{ name: '   ', accept_terms: true }, 'name'],
      [{ name: 'Sanne' }, 'accept_terms'],
      [{ name: 'Sanne', accept_terms: false }, 'accept_terms'],
      [{ name: 'x'.repeat(201), accept_terms: true }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.accept(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    expect({ ...(await countRows(t)), active: await activeReservations(t) }).toEqual(before);
  });

  it('accepts once: units reserved, order Bevestigd with invoice and mail, the acceptance recorded with the PDF hash', async () => {
    const { quote, token } = await sentQuote({ quantity: 2 });
    const shown = (await api.publicPdf(token)).rawPayload;
    const before = await activeReservations(t);
    const res = await api.accept(
      token,
      { name: '  Sanne de Vries ', accept_terms: true, revision: 1 },
      '203.0.113.7',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('geaccepteerd');
    expect(res.json().entry.model).toMatchObject({
      state: 'accepted',
      acceptance: { name: 'Sanne de Vries' },
    });
    expect(await activeReservations(t)).toBe(before + 2);
    const order = (await orders.view(quote.id)).json().entry.model;
    expect(order.status).toBe('confirmed');
    expect(order.reservations).toHaveLength(2);
    expect(order.invoice).toMatchObject({ status: 'concept', total_amount: quote.totals.total_incl });
    // The invoice's lines say what they bill, as an order's do (the reports go by them).
    const billed = await t.ctx.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .where('invoices.order_id', '=', quote.id)
      .select(['invoice_lines.kind', 'invoice_lines.item_id'])
      .execute();
    expect(billed).toContainEqual({ kind: 'rental', item_id: castleId });
    expect(order.confirmation?.to).toBe(NEW_CONTACT.email_address);
    expect(order.acceptance).toMatchObject({
      name: 'Sanne de Vries',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (iPhone) Test',
      terms_version: 1,
      quote_number: quote.number,
      quote_revision: 1,
      document_sha256: sha256(shown),
    });
    // The kept document is the very PDF shown; the accepted PDF carries the acceptance block.
    const original = await api.call('GET', `/quote.accepted_document/${quote.id}`);
    expect(sha256(original.rawPayload)).toBe(order.acceptance.document_sha256);
    const acceptedPdf = await extractPdfText((await api.pdf(quote.id)).rawPayload);
    for (const part of [
      'GEACCEPTEERD',
      'Sanne de Vries',
      '203.0.113.7',
      order.acceptance.document_sha256,
      'versie 1',
    ])
      expect(acceptedPdf).toContain(part);
    // Accept once: a second try, or a decline, is a Dutch 409 and changes nothing.
    const again = await api.accept(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Deze offerte is al geaccepteerd.');
    expect((await api.decline(token)).statusCode).toBe(409);
    expect(await activeReservations(t)).toBe(before + 2);
    // A quote changed after acceptance is refused.
    const change = await api.update(quote.id, {
      items: [quoteLine(castleId, RENTABLE.name, day(60), day(61))],
      notes: null,
    });
    expect(change.statusCode).toBe(409);
    // The append-only record refuses a change at the database.
    await expect(
      t.ctx.db.updateTable('order_acceptances').set({ signer_name: 'Iemand anders' }).execute(),
    ).rejects.toThrow();
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select(['action', 'actor_name'])
      .where('entity_id', '=', quote.uuid)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['quote_created', 'quote_sent', 'quote_accepted']);
    expect(audit.at(-1)?.actor_name).toBe('klant (online)');
  });

  it('refuses an accept of a version older than the one standing (409), nothing changes', async () => {
    const { quote, token } = await sentQuote();
    await api.update(quote.id, {
      items: quote.items.map(() => quoteLine(castleId, RENTABLE.name, day(70), day(72))),
      notes: 'Nieuw',
    });
    const res = await api.accept(token, { name: 'Sanne', accept_terms: true, revision: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('gewijzigd');
    expect((await api.view(quote.id)).json().entry.model.state).toBe('open');
  });

  it('after valid_until: 410 for accept and decline, and the page says Verlopen', async () => {
    const { quote, token } = await sentQuote();
    await t.ctx.db
      .updateTable('quotes')
      .set({ valid_until: day(-1) })
      .where('order_id', '=', quote.id)
      .execute();
    expect((await api.publicView(token)).json().entry.model.state).toBe('expired');
    const before = await activeReservations(t);
    const res = await api.accept(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toContain('was geldig tot en met');
    expect((await api.decline(token)).statusCode).toBe(410);
    expect(await activeReservations(t)).toBe(before);
    expect((await api.list('?state=expired')).json().results.map((r: { id: number }) => r.id)).toContain(
      quote.id,
    );
    // Valid through its last day.
    await t.ctx.db
      .updateTable('quotes')
      .set({ valid_until: day(0) })
      .where('order_id', '=', quote.id)
      .execute();
    expect((await api.publicView(token)).json().entry.model.state).toBe('open');
  });

  it('declines with a reason; then it cannot be accepted', async () => {
    const { quote, token } = await sentQuote();
    const res = await api.decline(token, { reason: 'Te duur voor ons budget' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.model.state).toBe('declined');
    const model = (await api.view(quote.id)).json().entry.model;
    expect(model).toMatchObject({
      state: 'declined',
      decline_reason: 'Te duur voor ons budget',
      status: 'quote',
    });
    const accept = await api.accept(token);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toContain('afgewezen');
    expect((await api.decline(token, { reason: 'x'.repeat(1001) })).statusCode).toBe(422);
  });

  it('a unit gone: a Dutch 409 asking to call with the phone number, the quote stays open and staff see it', async () => {
    const { quote, token } = await sentQuote({ from: 90, until: 91 });
    // Both castles are booked meanwhile by an order.
    const taken = await orders.call('POST', '/order.cashcreate', {
      contact_method: 'create',
      create_contact: NEW_CONTACT,
      items: [quoteLine(castleId, RENTABLE.name, day(91), day(91), { quantity: 2 })],
      payment_method: 'cash',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const before = await countRows(t);
    const res = await api.accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(RENTABLE.name);
    expect(res.json().message).toContain(
      `Bel ${IDENTITY.identity_company_name} op ${IDENTITY.identity_phone_number}`,
    );
    expect(await countRows(t)).toEqual(before);
    const model = (await api.view(quote.id)).json().entry.model;
    expect(model.state).toBe('open');
    expect(model.unavailable?.message).toContain(RENTABLE.name);
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', quote.uuid)
      .execute();
    expect(audit.map((a) => a.action)).toContain('quote_accept_failed');
  });

  it('customers accept quotes for the last unit at once: exactly one gets it', async () => {
    const from = 120;
    // One castle left on those days: the other is taken by an order.
    await orders.createOk({
      contact_method: 'create',
      create_contact: NEW_CONTACT,
      items: [quoteLine(castleId, RENTABLE.name, day(from), day(from + 1), { quantity: 1 })],
      payment_method: 'cash',
    });
    const quotes = [];
    for (const who of ['a', 'b', 'c'])
      quotes.push(await sentQuote({ from, until: from + 1, email: `${who}@example.nl` }));
    const before = await activeReservations(t);
    const answers = await Promise.all(
      quotes.map((q, i) => api.accept(q.token, { name: `Klant ${i}`, accept_terms: true }, `10.0.0.1${i}`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await activeReservations(t)).toBe(before + 1);
    const states = await Promise.all(
      quotes.map(async (q) => (await api.view(q.quote.id)).json().entry.model.state),
    );
    expect(states.sort()).toEqual(['accepted', 'open', 'open']);
    // The orders: one confirmed, the others still quotes.
    const statuses = await Promise.all(
      quotes.map(async (q) => (await orders.view(q.quote.id)).json().entry.model.status),
    );
    expect(statuses.sort()).toEqual(['confirmed', 'quote', 'quote']);
  });

  it('counts open and expiring quotes on Vandaag', async () => {
    await createSettingsRepository(t.ctx.db).writeMany({});
    const res = await orders.call('GET', '/dashboard.today');
    const body = res.json();
    const open = (await api.list('?state=open')).json().meta.total;
    expect(body.quotes_open).toBe(open);
    const soon = await sentQuote();
    await t.ctx.db
      .updateTable('quotes')
      .set({ valid_until: day(3) })
      .where('order_id', '=', soon.quote.id)
      .execute();
    const after = (await orders.call('GET', '/dashboard.today')).json();
    expect(after.quotes_open).toBe(open + 1);
    expect(after.quotes_expiring_7d).toBe(body.quotes_expiring_7d + 1);
  });
});

describe('quotes: the public routes are rate limited like /api/booking.*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: '0' } });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('limits accept per address (guessed tokens too), not other addresses', async () => {
    const api = quoteApi(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await api.accept(`geraden-${i}`, {}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await api.accept('geraden', {}, '10.9.9.9');
    expect(limited.json().message).toContain('Te veel verzoeken');
    expect((await api.accept('geraden', {}, '10.9.9.10')).statusCode).toBe(422);
  });
});
