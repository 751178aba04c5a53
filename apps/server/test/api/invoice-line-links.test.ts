import { INVOICE_MESSAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillInvoiceLineLinks } from '../../src/db/migrations/0800_invoice_line_links.ts';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { day, newContactOrder, orderApi } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Invoice lines keep what they are for (`kind`) and their article (`itemId`): written by an order,
 * kept by its changes, copied by a credit note and a duplicate, set by the invoice editor's article
 * picker, checked on the way in, and filled in for old lines by migration 0800.
 */

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;
const ids = { castle: 0, generator: 0, balloons: 0, bundle: 0, stock: 0, castleUnits: [] as number[] };

type Line = {
  uuid: string;
  description: string;
  unitCount: number;
  unitPrice: number;
  taxRate: number;
  zeroRateReason: string | null;
  kind: string;
  itemId: number | null;
};

const links = (lines: Line[]) => lines.map((line) => [line.kind, line.itemId]);

const post = async (url: string, payload: unknown) => {
  const res = await orderApi(t).call('POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body}`);
  return res.json();
};

const line = (unitId: number, product: string, from: string, until: string, quantity = 1) => ({
  reservation: {
    unit_id: unitId,
    product_name: product,
    from,
    until,
    delivery_time: '10:00-12:00',
    quantity,
  },
});

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  api = invoiceApi(t);
  // Transport by the distance typed for the order: 10 km × € 0,45 there and back.
  await post('/settings.set', {
    delivery_cost_per_kilometer: 45,
    pickup_cost_per_kilometer: 45,
    free_kilometers: 0,
  });
  ids.castle = (
    await createItem(t, {
      name: 'Springkasteel Lijn',
      type: 'rentable',
      status: 'active',
      price: 10_000,
      deposit: 5_000,
    })
  ).id;
  for (let i = 1; i <= 2; i++)
    ids.castleUnits.push((await createUnit(t, { item_id: ids.castle, serial_number: `LN-${i}` })).id);
  ids.generator = (
    await createItem(t, { name: 'Aggregaat Lijn', type: 'rentable', status: 'active', price: 3_000 })
  ).id;
  await createUnit(t, { item_id: ids.generator, serial_number: 'AL-1' });
  ids.balloons = (
    await createItem(t, { name: 'Ballonnen Lijn', type: 'sellable', status: 'active', price: 450 })
  ).id;
  ids.stock = (await createUnit(t, { item_id: ids.balloons, serial_number: null, quantity: 50 })).id;
  ids.bundle = (
    await createItem(t, {
      name: 'Feestpakket Lijn',
      type: 'bundle',
      status: 'active',
      price: 15_000,
      deposit: 7_500,
      components: [
        { item_id: ids.castle, quantity: 1 },
        { item_id: ids.generator, quantity: 1 },
        { item_id: ids.balloons, quantity: 2 },
      ],
    } as never)
  ).id;
  await post('/discount.create', { value: 20, items: [ids.castle] });
  await post('/promotion.create', { promo_code: 'Lijn10', value: 10 });
}, 120_000);
afterAll(() => t?.close());

/** An order with a castle, three balloons and a package, the promotion code and transport. */
const fullOrder = () =>
  orderApi(t).createOk(
    newContactOrder(
      [
        line(ids.castleUnits[0] ?? 0, 'Springkasteel Lijn', day(10), day(11)),
        line(ids.stock, 'Ballonnen Lijn', day(10), day(10), 3),
        {
          reservation: {
            item_id: ids.bundle,
            product_name: 'Feestpakket Lijn',
            from: day(10),
            until: day(11),
            delivery_time: '10:00-12:00',
            quantity: 1,
          },
        },
      ],
      { promo_code: 'lijn10', manual_distance_km: 10 },
    ),
  );

let order: { id: number; uuid: string; version: number; invoice: { uuid: string } };

describe("an order's invoice lines", () => {
  it('say what each line is and which article it is for', async () => {
    order = await fullOrder();
    const invoice = await api.view(order.invoice.uuid);
    const lines = invoice.items as Line[];
    expect(lines.map((l) => [l.kind, l.itemId, l.description.split(', ')[0]])).toEqual([
      ['rental', ids.castle, 'Springkasteel Lijn'],
      ['discount', ids.castle, 'Korting 20% op Springkasteel Lijn'],
      ['sale', ids.balloons, '3 × Ballonnen Lijn'],
      ['bundle', ids.bundle, 'Feestpakket Lijn'],
      ['discount', null, 'Promotiecode LIJN10 (10% korting)'],
      ['transport', null, 'Bezorgkosten (10,0 km)'],
      ['transport', null, 'Ophaalkosten (10,0 km)'],
      ['deposit', ids.castle, 'Borg Springkasteel Lijn'],
      ['deposit', ids.bundle, 'Borg Feestpakket Lijn'],
    ]);
    // The order's own quote prices the same lines.
    const quote = await post('/order.quote', {
      contact_method: 'create',
      create_contact: null,
      items: [line(ids.castleUnits[1] ?? 0, 'Springkasteel Lijn', day(20), day(21))],
      promo_code: null,
    });
    expect(quote.lines).toHaveLength(3);
  });

  it('keep them when the order changes (its concept follows; the code and transport stay)', async () => {
    const res = await orderApi(t).call('PATCH', `/order.update/${order.uuid}`, {
      version: order.version,
      items: [
        line(ids.castleUnits[0] ?? 0, 'Springkasteel Lijn', day(10), day(12)),
        line(ids.stock, 'Ballonnen Lijn', day(10), day(10), 5),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = await api.view(order.invoice.uuid);
    expect(links(invoice.items)).toEqual([
      ['rental', ids.castle],
      ['discount', ids.castle],
      ['sale', ids.balloons],
      ['discount', null],
      ['transport', null],
      ['transport', null],
      ['deposit', ids.castle],
    ]);
  });

  it('are copied by a credit note, line by line', async () => {
    const published = await api.update(order.invoice.uuid, { status: 'outstanding' });
    expect(published.statusCode, published.body).toBe(200);
    const source = published.json().entry.model.items as Line[];
    const credit = await api.call('POST', `/invoice.credit/${order.invoice.uuid}`, {});
    expect(credit.statusCode, credit.body).toBe(200);
    const note = credit.json().entry.model;
    expect(links(note.items)).toEqual(links(source));
    expect(note.items.map((l: Line) => l.unitCount * l.unitPrice)).toEqual(
      source.map((l) => -l.unitCount * l.unitPrice),
    );
  });
});

describe('the invoice editor', () => {
  it('keeps a picked article and a typed line; a line sent back without them keeps its own', async () => {
    const contact = await insertContact(t.ctx.db, { company_name: 'Editorklant' });
    const concept = await api.concept(contact.id, [
      {
        description: 'Springkasteel Lijn (2 dagen)',
        unitCount: 1,
        unitPrice: 15_000,
        taxRate: 21,
        kind: 'rental',
        itemId: ids.castle,
      },
      { description: 'Opbouwhulp', unitCount: 2, unitPrice: 3_500, taxRate: 21 },
    ]);
    expect(links(concept.items)).toEqual([
      ['rental', ids.castle],
      ['other', null],
    ]);
    // An older client sends the lines without kind and article: each keeps what it had.
    const bare = (concept.items as Line[]).map(({ kind: _kind, itemId: _itemId, ...rest }) => rest);
    const again = await api.update(concept.id, { items: [...bare].reverse() });
    expect(again.statusCode, again.body).toBe(200);
    expect(links(again.json().entry.model.items)).toEqual([
      ['other', null],
      ['rental', ids.castle],
    ]);
    // Sent with them, they change: the castle line becomes a typed line.
    const typed = (again.json().entry.model.items as Line[]).map((l) => ({
      ...l,
      kind: 'other',
      itemId: null,
    }));
    const cleared = await api.update(concept.id, { items: typed });
    expect(links(cleared.json().entry.model.items)).toEqual([
      ['other', null],
      ['other', null],
    ]);
    // A copy keeps them too.
    const restored = await api.update(concept.id, { items: concept.items });
    expect(restored.statusCode).toBe(200);
    const copy = await api.call('POST', `/invoice.duplicate/${concept.id}`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(links(copy.json().entry.model.items)).toEqual([
      ['rental', ids.castle],
      ['other', null],
    ]);
  });

  it('refuses a line whose kind or article does not hold, in Dutch at its field, and writes nothing', async () => {
    const contact = await insertContact(t.ctx.db, { company_name: 'Weigerklant' });
    const concept = await api.concept(contact.id, [
      { description: 'Staat er al', unitCount: 1, unitPrice: 1_000, taxRate: 21 },
    ]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ kind: 'rental' }, 'items.0.itemId', INVOICE_MESSAGES.lineNeedsItem],
      [{ kind: 'sale', itemId: 999_999 }, 'items.0.itemId', INVOICE_MESSAGES.lineItemNotFound],
      [{ itemId: 999_999 }, 'items.0.itemId', INVOICE_MESSAGES.lineItemNotFound],
      [{ kind: 'deposit', itemId: ids.castle }, 'items.0.kind', INVOICE_MESSAGES.lineDepositNotOutsideScope],
      [
        { kind: 'deposit', taxRate: 0, zeroRateReason: 'exempt' },
        'items.0.kind',
        INVOICE_MESSAGES.lineDepositNotOutsideScope,
      ],
      [{ kind: 'huur' }, 'items.0.kind', INVOICE_MESSAGES.lineKindInvalid],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api.update(concept.id, {
        items: [{ description: 'Nieuw', unitCount: 1, unitPrice: 2_000, taxRate: 21, ...extra }],
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors?.[field], JSON.stringify(extra)).toEqual([message]);
    }
    const view = await api.view(concept.id);
    expect(view.items.map((l: Line) => l.description)).toEqual(['Staat er al']);
    expect(view.version).toBe(concept.version);

    // A borg line stays outside the VAT base when the invoice is published.
    const borg = await api.update(concept.id, {
      items: [
        { description: 'Huur', unitCount: 1, unitPrice: 2_000, taxRate: 21 },
        {
          description: 'Borg',
          unitCount: 1,
          unitPrice: 5_000,
          taxRate: 0,
          zeroRateReason: 'outside_scope',
          kind: 'deposit',
          itemId: ids.castle,
        },
      ],
    });
    expect(borg.statusCode, borg.body).toBe(200);
    const depositLine = (borg.json().entry.model.items as Line[])[1];
    const publish = await api.update(concept.id, {
      status: 'outstanding',
      zero_rate_reasons: [{ uuid: depositLine?.uuid, reason: 'exempt' }],
    });
    expect(publish.statusCode).toBe(422);
    expect(publish.json().errors.zero_rate_reasons).toEqual([INVOICE_MESSAGES.lineDepositNotOutsideScope]);
    expect((await api.view(concept.id)).status).toBe('concept');
  });
});

describe('migration 0800 on lines written before it', () => {
  it('fills in the borg, transport and what an order wrote; a credit note follows its lines; the rest is other', async () => {
    // A published order invoice with its credit note (above), and a published manual invoice
    // with a typed borg, typed transport and a typed article line.
    const contact = await insertContact(t.ctx.db, { company_name: 'Oude Factuur BV' });
    const manual = await api.concept(contact.id, [
      {
        description: 'Springkasteel Lijn, 5 dec. 2026 (1 dag)',
        unitCount: 1,
        unitPrice: 10_000,
        taxRate: 21,
      },
      { description: 'Bezorgkosten (5 km)', unitCount: 1, unitPrice: 900, taxRate: 21 },
      { description: '  Ophaalkosten', unitCount: 1, unitPrice: 900, taxRate: 21 },
      { description: 'Transportkosten (handmatig)', unitCount: 1, unitPrice: 500, taxRate: 21 },
      { description: 'bezorgkosten extra', unitCount: 1, unitPrice: 100, taxRate: 21 },
      {
        description: 'Borg springkussen',
        unitCount: 1,
        unitPrice: 5_000,
        taxRate: 0,
        zeroRateReason: 'outside_scope',
      },
      { description: 'Borg', unitCount: 1, unitPrice: 1_000, taxRate: 21 },
      { description: 'Entree', unitCount: 1, unitPrice: 500, taxRate: 0, zeroRateReason: 'outside_scope' },
    ]);
    expect((await api.update(manual.id, { status: 'outstanding' })).statusCode).toBe(200);
    // A second order whose invoice has a hand-typed line naming an article of another order.
    const other = await orderApi(t).createOk(
      newContactOrder([line(ids.castleUnits[1] ?? 0, 'Springkasteel Lijn', day(30), day(30))], {
        manual_distance_km: 0,
      }),
    );
    const otherInvoice = await api.view(other.invoice.uuid);
    const edited = await api.update(other.invoice.uuid, {
      items: [
        ...otherInvoice.items,
        {
          description: '2 × Ballonnen Lijn, levering 5 dec. 2026',
          unitCount: 2,
          unitPrice: 450,
          taxRate: 21,
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const before = await t.ctx.db
      .selectFrom('invoice_lines')
      .select(['id', 'kind', 'item_id'])
      .orderBy('id')
      .execute();
    // As before the migration: nothing known.
    await t.ctx.db.updateTable('invoice_lines').set({ kind: 'other', item_id: null }).execute();
    await backfillInvoiceLineLinks(t.ctx.db);
    const after = await t.ctx.db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .select(['l.id', 'l.kind', 'l.item_id', 'l.invoice_id', 'i.uuid', 'i.credited_invoice_id'])
      .orderBy('l.id')
      .execute();

    // Everything an order wrote comes back as it was: the order's invoice and its credit note.
    const orderInvoice = await api.view(order.invoice.uuid);
    const orderLineIds = new Set(
      after.filter((row) => row.uuid === order.invoice.uuid || row.credited_invoice_id === orderInvoice.id),
    );
    expect(orderLineIds.size).toBe(14);
    for (const row of orderLineIds) {
      const was = before.find((b) => b.id === row.id);
      expect([row.kind, row.item_id], String(row.id)).toEqual([was?.kind, was?.item_id]);
    }
    // The manual invoice: the borg and transport by their texts, the article line unknown.
    const manualRows = after.filter((row) => row.uuid === manual.uuid);
    expect(manualRows.map((row) => [row.kind, row.item_id])).toEqual([
      ['other', null],
      ['transport', null],
      ['transport', null],
      ['transport', null],
      ['other', null],
      ['deposit', null],
      ['other', null],
      ['other', null],
    ]);
    // The second order's invoice: its own lines, and the typed line of an article it does not
    // hold stays unknown.
    const otherRows = after.filter((row) => row.uuid === other.invoice.uuid);
    expect(otherRows.map((row) => [row.kind, row.item_id])).toEqual([
      ['rental', ids.castle],
      ['discount', ids.castle],
      ['deposit', ids.castle],
      ['other', null],
    ]);
  });
});
