import { CREDIT_NOTE_MESSAGES, type InvoiceLineInput } from '@app/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createCatalog, day, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
});
afterAll(() => t.close());

const LINES: InvoiceLineInput[] = [
  { description: 'Springkussen Kasteel', unitCount: 2, unitPrice: 10000, taxRate: 21 },
  { description: 'Suikerspin', unitCount: 4, unitPrice: 250, taxRate: 9 },
];

const published = async (lines: InvoiceLineInput[] = LINES, extra: Record<string, unknown> = {}) => {
  const contact = await insertContact(t.ctx.db);
  const concept = await api.concept(contact.id, lines, { invoice_date: day(0), ...extra });
  const res = await api.update(concept.id, { status: 'outstanding' });
  expect(res.statusCode).toBe(200);
  return res.json().entry.model;
};

const credit = (id: string | number, body: Record<string, unknown> = {}) =>
  api.call('POST', `/invoice.credit/${id}`, body);

const countInvoices = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const pdfText = async (id: number) => {
  const res = await api.call('GET', `/invoice.render/${id}`);
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
    mergePages: true,
  });
  return { text, disposition: String(res.headers['content-disposition']) };
};

describe('credit notes', () => {
  it('credits a whole invoice: negated lines, the next number, CREDITFACTUUR, and the invoice closed', async () => {
    const invoice = await published();
    const res = await credit(invoice.uuid);
    expect(res.statusCode).toBe(200);
    const note = res.json().entry.model;
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'concept',
      invoice_id: null,
      credited_invoice: { uuid: invoice.uuid, number: invoice.invoice_id, date: invoice.invoice_date },
      total_amount: -invoice.total_amount,
    });
    expect(
      note.items.map((i: { unitCount: number; unitPrice: number }) => [i.unitCount, i.unitPrice]),
    ).toEqual([
      [-2, 10000],
      [-4, 250],
    ]);
    expect(note.totals.total_incl).toBe(-invoice.totals.total_incl);
    // A concept credits nothing yet, but reserves what it credits.
    expect((await api.view(invoice.id)).credited_amount).toBe(0);
    expect((await credit(invoice.id)).statusCode).toBe(409);

    const publishedNote = (await api.update(note.id, { status: 'outstanding' })).json().entry.model;
    const seq = Number(invoice.invoice_id.split('-')[1]);
    expect(publishedNote.invoice_id).toBe(
      `${invoice.invoice_id.split('-')[0]}-${String(seq + 1).padStart(4, '0')}`,
    );
    // Settled against the unpaid invoice: nothing to refund, and the invoice is closed.
    expect(publishedNote.status).toBe('paid');
    const after = await api.view(invoice.id);
    expect(after).toMatchObject({
      status: 'paid',
      credited_amount: invoice.total_amount,
      credit_notes: [
        { uuid: note.uuid, number: publishedNote.invoice_id, status: 'paid', total: -invoice.total_amount },
      ],
    });
    const list = (await api.call('GET', `/invoices.view?q=${publishedNote.invoice_id}`)).json().results;
    expect(list).toMatchObject([
      { uuid: note.uuid, kind: 'credit_note', total_amount: -invoice.total_amount },
    ]);

    const { text, disposition } = await pdfText(note.id);
    expect(text).toContain('CREDITFACTUUR');
    const [y, m, d] = invoice.invoice_date.split('-');
    expect(text).toContain(`Creditering van factuur ${invoice.invoice_id} van ${d}-${m}-${y}`);
    expect(disposition).toContain(`creditfactuur-${publishedNote.invoice_id}.pdf`);
    // Nothing is left to credit; the invoice and its credit note are final.
    const again = await credit(invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CREDIT_NOTE_MESSAGES.nothingLeft);
    expect((await api.update(invoice.id, { status: 'concept' })).statusCode).toBe(409);
    expect((await api.update(note.id, { status: 'concept' })).statusCode).toBe(409);
  });

  it('calls a credit note Creditfactuur in PDF and mail, with its amount settled or refunded, never paid', async () => {
    // € 41,32 + 21 % = € 50,00; credited while unpaid (settled) and once paid (to refund).
    const lines: InvoiceLineInput[] = [
      { description: 'Springkussen', unitCount: 1, unitPrice: 4132, taxRate: 21 },
    ];
    const unpaid = await published(lines);
    const paid = await published(lines);
    expect(unpaid.total_amount).toBe(5000);
    expect((await api.update(paid.id, { status: 'paid', paid_at: day(0) })).statusCode).toBe(200);
    for (const [invoice, settled] of [
      [unpaid, true],
      [paid, false],
    ] as const) {
      const concept = (await credit(invoice.id)).json().entry.model;
      const note = (await api.update(concept.id, { status: 'outstanding' })).json().entry.model;
      expect(note.status).toBe(settled ? 'paid' : 'outstanding');
      const { text } = await pdfText(note.id);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('CREDITFACTUUR');
      expect(flat).toContain('Het bedrag van € 50,00 wordt verrekend of teruggestort');
      expect(flat).not.toMatch(/betaald|BETAALD|Dank|over te maken|te betalen|Factuurnummer|Factuur aan/);

      const { draft } = (await api.call('GET', `/invoice.mail/${note.id}`)).json().entry.model;
      expect(draft.subject).toBe(`Creditfactuur ${note.invoice_id} van Springplezier Verhuur B.V.`);
      expect(draft.message).toContain(`Hierbij ontvang je creditfactuur ${note.invoice_id}`);
      expect(draft.message).toContain('voor een bedrag van € 50,00, ter creditering van factuur');
      expect(draft.message).toContain('Het bedrag van € 50,00 wordt verrekend of teruggestort');
      expect(draft.message).toContain('De creditfactuur vind je als PDF in de bijlage.');
      expect(draft.message).not.toMatch(/betaald|Dank|over te maken|-50|€ -/);
    }
  });

  it('credits part of an invoice, then the rest; never more than is left', async () => {
    const invoice = await published();
    const [castle, candy] = invoice.items;
    const first = await credit(invoice.id, { lines: [{ uuid: castle.uuid, unitCount: 1 }] });
    expect(first.statusCode).toBe(200);
    const partial = first.json().entry.model;
    expect(partial.items).toMatchObject([
      { description: castle.description, unitCount: -1, unitPrice: 10000 },
    ]);
    expect(partial.total_amount).toBe(-12100);
    await api.update(partial.id, { status: 'outstanding' });
    expect(await api.view(invoice.id)).toMatchObject({ status: 'outstanding', credited_amount: 12100 });

    const before = await countInvoices();
    const tooMany = await credit(invoice.id, { lines: [{ uuid: castle.uuid, unitCount: 2 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(CREDIT_NOTE_MESSAGES.tooMany('1'));
    expect(tooMany.json().errors).toEqual({ 'lines.0': [CREDIT_NOTE_MESSAGES.tooMany('1')] });
    const other = await published();
    const foreign = await credit(invoice.id, {
      lines: [
        { uuid: candy.uuid, unitCount: 1 },
        { uuid: other.items[0].uuid, unitCount: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      message: CREDIT_NOTE_MESSAGES.unknownLine,
      errors: { 'lines.1': [CREDIT_NOTE_MESSAGES.unknownLine] },
    });
    const contact = await insertContact(t.ctx.db);
    const concept = await api.concept(contact.id, LINES);
    const ofConcept = await credit(concept.id);
    expect(ofConcept.statusCode).toBe(409);
    expect(ofConcept.json().message).toBe(CREDIT_NOTE_MESSAGES.notPublished);
    const ofCredit = await credit(partial.id);
    expect(ofCredit.statusCode).toBe(409);
    expect(ofCredit.json().message).toBe(CREDIT_NOTE_MESSAGES.isCreditNote);
    expect((await credit('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Nothing was written by the refusals (the "other" invoice was made above, before counting: no).
    expect(await countInvoices()).toBe(before + 2);

    const rest = (await credit(invoice.id)).json().entry.model;
    expect(rest.items.map((i: { unitCount: number }) => i.unitCount)).toEqual([-1, -4]);
    // A credit note's lines follow from the invoice: they cannot be edited.
    const edit = await api.update(rest.id, { items: [{ description: 'x', unitPrice: -1 }] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(CREDIT_NOTE_MESSAGES.linesFixed);
    await api.update(rest.id, { status: 'outstanding' });
    expect(await api.view(invoice.id)).toMatchObject({
      status: 'paid',
      credited_amount: invoice.total_amount,
    });
  });

  it('refuses crediting a castle without its discount (a rate below zero), and honours Idempotency-Key', async () => {
    const invoice = await published([
      { description: 'Kasteel', unitCount: 1, unitPrice: 10000, taxRate: 21 },
      { description: 'Korting', unitCount: 1, unitPrice: -2000, taxRate: 21 },
    ]);
    const res = await credit(invoice.id, { lines: [{ uuid: invoice.items[0].uuid, unitCount: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CREDIT_NOTE_MESSAGES.belowZero(21));
    const headers = { ...(await t.authHeaders()), 'idempotency-key': 'credit-idem-1' };
    const once = await t.app.inject({
      method: 'POST',
      url: `/api/invoice.credit/${invoice.id}`,
      headers,
      payload: {},
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/invoice.credit/${invoice.id}`,
      headers,
      payload: {},
    });
    expect(once.statusCode).toBe(200);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().entry.model.uuid).toBe(once.json().entry.model.uuid);
    expect((await api.view(invoice.id)).credit_notes).toHaveLength(1);
  });

  it('numbers invoices and credit notes in one gapless series under concurrency', async () => {
    await writeIdentity(t.ctx.db, { numbering_invoice_template: 'G{year}-{id}' });
    const year = day(0).slice(0, 4);
    const bases = [];
    for (let i = 0; i < 10; i++)
      bases.push(await published([{ description: `B${i}`, unitCount: 1, unitPrice: 1000, taxRate: 21 }]));
    const notes = [];
    for (const base of bases) notes.push((await credit(base.id)).json().entry.model);
    const contact = await insertContact(t.ctx.db);
    const concepts = [];
    for (let i = 0; i < 10; i++)
      concepts.push(
        await api.concept(contact.id, [{ description: `C${i}`, unitPrice: 500 }], { invoice_date: day(0) }),
      );
    const mixed = [...notes, ...concepts];
    const answers = await Promise.all(mixed.map((m) => api.update(m.id, { status: 'outstanding' })));
    expect(answers.map((r) => r.statusCode)).toEqual(mixed.map(() => 200));
    const numbers = [
      ...bases.map((b) => b.invoice_id),
      ...answers.map((r) => r.json().entry.model.invoice_id),
    ];
    const seqs = numbers.map((n: string) => Number(n.split('-')[1])).sort((a, b) => a - b);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => first + i));
    // Across everything numbered in this year's series, no number is missing or given twice.
    const rows = await t.ctx.db
      .selectFrom('invoices')
      .select('number_seq')
      .where('number_scope', '=', year)
      .execute();
    const all = rows.map((r) => r.number_seq ?? 0).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  });

  it('cancelling an order whose invoice is published makes its credit note concept', async () => {
    const catalog = await createCatalog(t, 1);
    const unitId = catalog.castleUnits[0]?.id ?? 0;
    const orders = orderApi(t);
    const order = await orders.createOk(newContactOrder([reservationOf(unitId, day(40), day(40))]));
    expect((await api.update(order.invoice.uuid, { status: 'outstanding' })).statusCode).toBe(200);
    expect((await api.update(order.invoice.uuid, { status: 'paid' })).statusCode).toBe(200);
    expect((await orders.revert(order.id)).statusCode).toBe(200);
    const invoice = await api.view(order.invoice.uuid);
    expect(invoice.status).toBe('paid');
    expect(invoice.credit_notes).toHaveLength(1);
    const note = await api.view(invoice.credit_notes[0].uuid);
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'concept',
      total_amount: -invoice.total_amount,
    });
    // Publishing it: the invoice was paid, so the credit is to be refunded (outstanding).
    const publishedNote = (await api.update(note.id, { status: 'outstanding' })).json().entry.model;
    expect(publishedNote.status).toBe('outstanding');
    expect((await api.view(invoice.id)).credited_amount).toBe(invoice.total_amount);
  });
});
