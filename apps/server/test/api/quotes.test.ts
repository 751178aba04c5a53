import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { countRows, day, NEW_CONTACT, type OrderApi, RENTABLE } from '../support/orders-factories.ts';
import { extractPdfText } from '../support/pdf-factories.ts';
import {
  activeReservations,
  createQuoteTestApp,
  type quoteApi,
  quoteLine,
  quoteTokensOf,
  sha256,
} from '../support/quotes-factories.ts';
import type { TestApp } from '../support/test-app.ts';

describe('quotes: made, numbered, changed and sent by staff', () => {
  let t: TestApp;
  let api: ReturnType<typeof quoteApi>;
  let orders: OrderApi;
  let castleId: number;
  let balloonsId: number;
  const body = (extra: Record<string, unknown> = {}) => ({
    contact_method: 'create',
    create_contact: NEW_CONTACT,
    items: [
      quoteLine(castleId, RENTABLE.name, day(20), day(21), { quantity: 2 }),
      quoteLine(balloonsId, 'Ballonnenset', day(20), day(20), { quantity: 3 }),
    ],
    payment_method: 'cash',
    ...extra,
  });

  beforeAll(async () => {
    const made = await createQuoteTestApp({ units: 3 });
    t = made.t;
    orders = made.api;
    api = made.quotes;
    castleId = made.catalog.castle.id;
    balloonsId = made.catalog.balloons.id;
    // Deposits: the castle asks a borg, priced by the one pricing path into the quote.
    await t.ctx.db.updateTable('items').set({ deposit_cents: 5000 }).where('id', '=', castleId).execute();
  });
  afterAll(() => t.close());

  it('makes an order with status quote that reserves nothing, numbered O{year}-0001, valid 14 days', async () => {
    const before = await activeReservations(t);
    const rowsBefore = await countRows(t);
    const quote = await api.createOk(body());
    expect(quote.status).toBe('quote');
    expect(quote.state).toBe('open');
    expect(quote.number).toBe(`O${day(0).slice(0, 4)}-0001`);
    expect(quote.valid_until).toBe(day(14));
    expect(quote.revision).toBe(1);
    // Availability unchanged: no reservation, no invoice, no mail.
    expect(await activeReservations(t)).toBe(before);
    const rows = await countRows(t);
    expect(rows.invoices).toBe(rowsBefore.invoices);
    expect(rows.outbox_mails).toBe(rowsBefore.outbox_mails);
    expect(rows.orders).toBe(rowsBefore.orders + 1);
    // Priced by the one path: the castle's 2 days for 2 units, the balloons, and "Borg …" at 0 %.
    const descriptions = quote.lines.map((l: { description: string }) => l.description);
    expect(
      descriptions.some((d: string) => d.startsWith(`2 × ${RENTABLE.name}`) || d.includes(RENTABLE.name)),
    ).toBe(true);
    const borg = quote.lines.find((l: { description: string }) => l.description.startsWith('Borg'));
    expect(borg).toMatchObject({ tax_rate: 0, amount: 10_000 });
    expect(quote.deposit_amount).toBe(10_000);
    expect(quote.totals.total_incl).toBe(
      quote.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0),
    );
    // The lines are kept by article, not by unit.
    expect(quote.items[0]).toMatchObject({ item_id: castleId, quantity: 2, pickup_time: '16:00-18:00' });
    // The order view names the status; the orders list filter "quote" finds it.
    expect((await orders.view(quote.id)).json().entry.model.status).toBe('quote');
    const list = (await orders.list('?status=quote')).json();
    expect(list.results.map((r: { id: number }) => r.id)).toContain(quote.id);
  });

  it('numbers gaplessly across parallel creates, and an Idempotency-Key repeat makes no second quote', async () => {
    const made = await Promise.all([1, 2, 3].map(() => api.create(body())));
    expect(made.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const numbers = made.map((r) => r.json().entry.model.number as string).sort();
    const year = day(0).slice(0, 4);
    expect(numbers).toEqual([`O${year}-0002`, `O${year}-0003`, `O${year}-0004`]);
    const key = { 'idempotency-key': 'quote-dubbelklik-1' };
    const first = await api.create(body(), key);
    const again = await api.create(body(), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().entry.model.number).toBe(first.json().entry.model.number);
    expect(first.json().entry.model.number).toBe(`O${year}-0005`);
    // A refused create uses no number: the next one is 0006.
    const refused = await api.create(body({ valid_until: day(-1) }));
    expect(refused.statusCode).toBe(422);
    expect((await api.createOk(body())).number).toBe(`O${year}-0006`);
  });

  it('follows numbering_quote_template, its own series apart from invoices', async () => {
    await createSettingsRepository(t.ctx.db).writeMany({ numbering_quote_template: 'OFF-{id}' });
    expect((await api.createOk(body())).number).toBe('OFF-0001');
    await createSettingsRepository(t.ctx.db).writeMany({ numbering_quote_template: 'O{year}-{id}' });
    expect((await api.createOk(body())).number).toBe(`O${day(0).slice(0, 4)}-0007`);
  });

  it('refuses bad input with a Dutch 422 on the field and writes nothing', async () => {
    const before = await countRows(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ valid_until: day(-1) }), 'valid_until'],
      [body({ valid_until: '2026-02-30' }), 'valid_until'],
      [body({ valid_until: day(400) }), 'valid_until'],
      [body({ items: [] }), 'items'],
      [body({ payment_method: 'bitcoin' }), 'payment_method'],
      [body({ items: [quoteLine(castleId, RENTABLE.name, day(-3), day(-2))] }), 'items.0.reservation.from'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toMatch(/[a-z]/);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    // More units than exist: the orders' Dutch 409 naming the article.
    const tooMany = await api.create(
      body({ items: [quoteLine(castleId, RENTABLE.name, day(30), day(31), { quantity: 9 })] }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain(RENTABLE.name);
    expect(await countRows(t)).toEqual(before);
  });

  it('changes an open quote: new revision, re-priced, the old link shows the new version', async () => {
    const quote = await api.createOk(body());
    await api.sendOk(quote.id);
    const [token] = await quoteTokensOf(t, quote.id);
    if (!token) throw new Error('geen token');
    const changed = await api.update(quote.id, {
      items: [quoteLine(castleId, RENTABLE.name, day(25), day(27), { quantity: 1 })],
      notes: 'Achter de school',
      valid_until: day(10),
      version: quote.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const model = changed.json().entry.model;
    expect(model.revision).toBe(2);
    expect(model.valid_until).toBe(day(10));
    expect(model.number).toBe(quote.number);
    expect(model.items).toHaveLength(1);
    expect(model.totals.total_incl).not.toBe(quote.totals.total_incl);
    const page = (await api.publicView(token)).json().entry.model;
    expect(page.revision).toBe(2);
    // The notes are the driver's: never on the customer's page.
    expect(page).not.toHaveProperty('notes');
    expect(page.items).toHaveLength(1);
    // A stale version is the usual 409, and changes nothing.
    const stale = await api.update(quote.id, {
      items: model.items.map(() => quoteLine(castleId, RENTABLE.name, day(25), day(25))),
      notes: null,
      version: quote.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await api.view(quote.id)).json().entry.model.revision).toBe(2);
    // Staff's order.update and order.revert do not take a quote.
    expect(
      (await orders.call('PATCH', `/order.update/${quote.id}`, { items: [], notes: null })).statusCode,
    ).toBe(422);
    expect((await orders.revert(quote.id)).statusCode).toBe(409);
  });

  it('sends through the outbox with the PDF and a link whose token is stored only hashed', async () => {
    const quote = await api.createOk(body());
    // A contact whose e-mail address was removed after the quote was made.
    const noMail = await api.createOk(body());
    await t.ctx.db
      .updateTable('contacts')
      .set({ email_address: null })
      .where('id', '=', noMail.contact.id)
      .execute();
    const refused = await api.send(noMail.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('e-mailadres');
    const sent = await api.sendOk(quote.id);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.mails).toHaveLength(1);
    const mail = await t.ctx.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('kind', '=', 'quote')
      .where('ref_id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(NEW_CONTACT.email_address);
    expect(mail.subject).toContain(quote.number);
    expect(mail.body_text).toContain(`${t.config.appUrl}/offerte/`);
    expect(mail.body_text).toMatch(/^Beste Sanne de Vries,/);
    const attachments = JSON.parse(mail.attachments ?? '[]') as Array<{
      filename: string;
      content_base64: string;
    }>;
    expect(attachments[0]?.filename).toBe(`offerte-${quote.number}.pdf`);
    const [token] = await quoteTokensOf(t, quote.id);
    if (!token) throw new Error('geen token');
    const links = await t.ctx.db
      .selectFrom('quote_links')
      .selectAll()
      .where('order_id', '=', quote.id)
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]?.token_hash).toBe(sha256(token));
    expect(JSON.stringify(links)).not.toContain(token);
    // The attached PDF is the one the link's page offers: the same bytes.
    const attached = Buffer.from(attachments[0]?.content_base64 ?? '', 'base64');
    const offered = (await api.publicPdf(token)).rawPayload;
    expect(sha256(offered)).toBe(sha256(attached));
    const text = await extractPdfText(attached);
    for (const part of [
      'OFFERTE',
      quote.number,
      'Geldig tot',
      'Borg',
      'Totaal incl. btw',
      'versie 1',
      `/offerte/${token}`,
    ])
      expect(text).toContain(part);
  });

  it("draws the staff PDF with number, validity and the terms version, and in the company's form 'u'", async () => {
    await createSettingsRepository(t.ctx.db).writeMany({ customer_address_form: 'u' });
    const quote = await api.createOk(body());
    const res = await api.pdf(quote.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(res.rawPayload);
    expect(text).toContain('Accepteren kan online');
    expect(text).toContain('U leest ze op de pagina van de offerte');
    await api.sendOk(quote.id);
    const mail = await t.ctx.db
      .selectFrom('outbox_mails')
      .select('body_text')
      .where('ref_id', '=', quote.id)
      .where('kind', '=', 'quote')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toMatch(/^Geachte Sanne de Vries,/);
    expect(mail.body_text).toContain('Hierbij ontvangt u onze offerte');
    await createSettingsRepository(t.ctx.db).writeMany({ customer_address_form: 'je' });
  });

  it('withdraws an open quote (its link then says so) and lists quotes by state', async () => {
    const quote = await api.createOk(body());
    await api.sendOk(quote.id);
    const [token] = await quoteTokensOf(t, quote.id);
    if (!token) throw new Error('geen token');
    const res = await api.withdraw(quote.id, { version: quote.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.model.state).toBe('withdrawn');
    expect((await api.withdraw(quote.id)).statusCode).toBe(409);
    expect(
      (
        await api.update(quote.id, {
          items: quote.items.map((i: { item_id: number }) =>
            quoteLine(i.item_id, RENTABLE.name, day(20), day(21)),
          ),
          notes: null,
        })
      ).statusCode,
    ).toBe(409);
    expect((await api.publicView(token)).json().entry.model.state).toBe('withdrawn');
    const accepted = await api.accept(token);
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json().message).toContain('ingetrokken');
    const withdrawn = (await api.list('?state=withdrawn')).json();
    expect(withdrawn.results.map((r: { id: number }) => r.id)).toEqual([quote.id]);
    const byNumber = (await api.list(`?q=${quote.number}`)).json();
    expect(byNumber.results.map((r: { id: number }) => r.id)).toEqual([quote.id]);
    expect((await api.list('?state=nope')).statusCode).toBe(422);
  });

  it('converts a quote into a confirmed order (units reserved, its own prices billed), once', async () => {
    const quote = await api.createOk(body());
    const before = await activeReservations(t);
    const res = await api.convert(quote.id, { version: quote.version, publish: true });
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().entry.model;
    expect(model.state).toBe('converted');
    expect(model.status).toBe('confirmed');
    expect(await activeReservations(t)).toBe(before + 2 + 1);
    const order = (await orders.view(quote.id)).json().entry.model;
    expect(order.status).toBe('confirmed');
    expect(order.acceptance).toBeNull();
    expect(order.invoice.total_amount).toBe(quote.totals.total_incl);
    expect(order.confirmation?.to).toBe(NEW_CONTACT.email_address);
    expect((await api.convert(quote.id)).statusCode).toBe(409);
    const audit = await t.ctx.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', quote.uuid)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['quote_created', 'quote_converted']);
  });
});
