import { REPORT_MESSAGES, REVENUE_KEYS } from '@app/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import { day, newContactOrder, orderApi, reservationOf } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;
const ids = { castle: 0, table: 0, category: 0, farm: 0, jan: 0, sanne: 0 };

const get = async (url: string) => api.call('GET', url);
const publish = async (id: number | string, extra: Record<string, unknown> = {}) => {
  const res = await api.update(id, { status: 'outstanding', ...extra });
  if (res.statusCode !== 200) throw new Error(`publish ${res.statusCode}: ${res.body}`);
  return res.json().entry.model;
};

/**
 * Five documents, by hand. The reports go by each line's kind and article, never by its text.
 * 1. 10 mrt 2025, De Wei, prices excl.: castle rental 2 × 100,00 (21 %), "Bezorgkosten" 25,00
 *    (transport), the castle's borg 50,00 (0 %, outside the scope, kind deposit): revenue 225,00
 *    + VAT 47,25 (castle 200,00 + 42,00, transport 25,00 + 5,25), the borg apart.
 * 2. 20 mrt 2025, Jan, excl.: 3 × table (a sale) at 15,00 and a typed line "Springkasteel Jungle"
 *    of 20,00 (21 %: base 65,00, VAT 13,65, split 45 : 20 → 9,45 : 4,20); a typed "Suikerspin"
 *    10,00 at 9 % (0,90) and entry tickets passed on, 5,00 outside the scope of VAT (typed: no
 *    borg). The typed lines name no article, whatever their text: Overig 35,00 + 5,10.
 * 3. 5 apr 2025, De Wei, prices incl.: castle 121,00 and a promotion −12,10 (a discount without
 *    article): gross 108,90, VAT 18,90, base 90,00, all the castle's.
 * 4. 10 apr 2025: credit note of one table of invoice 2: −15,00 − 3,15, the table's (its line
 *    keeps the credited line's article).
 * 5. 20 apr 2025, an order of Sanne: the castle for two days at 100,00 a day incl. VAT and its
 *    borg 50,00: gross 200,00, VAT 34,71, revenue 165,29, all the castle's; the borg apart.
 * Outside: a published invoice of 2 mei 2025 and a concept of 15 mrt 2025.
 */
beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  api = invoiceApi(t);
  const category = await api.call('POST', '/category.create', { name: 'Springkussens' });
  ids.category = category.json().entry.model.id;
  ids.castle = (
    await createItem(t, {
      name: 'Springkasteel Jungle',
      type: 'rentable',
      status: 'active',
      price: 10_000,
      deposit: 5_000,
      category_id: ids.category,
    })
  ).id;
  const unit = await createUnit(t, { item_id: ids.castle, serial_number: 'RJ-1' });
  ids.table = (await createItem(t, { name: 'Statafel', type: 'sellable' })).id;
  const farm = await insertContact(t.ctx.db, { company_name: 'Feestboerderij De Wei' });
  const jan = await insertContact(t.ctx.db, {
    contact_type: 'individual',
    first_name: 'Jan',
    last_name: 'Jansen',
  });
  ids.farm = farm.id;
  ids.jan = jan.id;

  const first = await api.concept(
    farm.id,
    [
      {
        description: 'Springkasteel Jungle (2 dagen)',
        unitCount: 2,
        unitPrice: 10_000,
        taxRate: 21,
        kind: 'rental',
        itemId: ids.castle,
      },
      {
        description: 'Bezorgkosten (12,3 km)',
        unitCount: 1,
        unitPrice: 2_500,
        taxRate: 21,
        kind: 'transport',
      },
      {
        description: 'Borg Springkasteel Jungle',
        unitCount: 1,
        unitPrice: 5_000,
        taxRate: 0,
        zeroRateReason: 'outside_scope',
        kind: 'deposit',
        itemId: ids.castle,
      },
    ],
    { invoice_date: '2025-03-10' },
  );
  await publish(first.id);
  const second = await api.concept(
    jan.id,
    [
      {
        description: '3 × Statafel, levering 20 mrt. 2025',
        unitCount: 3,
        unitPrice: 1_500,
        taxRate: 21,
        kind: 'sale',
        itemId: ids.table,
      },
      { description: 'Springkasteel Jungle', unitCount: 1, unitPrice: 2_000, taxRate: 21 },
      { description: 'Suikerspin', unitCount: 1, unitPrice: 1_000, taxRate: 9 },
      {
        description: 'Entreekaarten',
        unitCount: 1,
        unitPrice: 500,
        taxRate: 0,
        zeroRateReason: 'outside_scope',
      },
    ],
    { invoice_date: '2025-03-20' },
  );
  const secondPublished = await publish(second.id);
  const third = await api.create({ contact_id: farm.id, invoice_date: '2025-04-05' });
  expect((await api.update(third.id, { include_tax: true })).statusCode).toBe(200);
  expect(
    (
      await api.update(third.id, {
        items: [
          {
            description: 'Springkasteel Jungle, 5 apr. 2025 (1 dag)',
            unitCount: 1,
            unitPrice: 12_100,
            taxRate: 21,
            kind: 'rental',
            itemId: ids.castle,
          },
          {
            description: 'Promotiecode ZOMER (10% korting)',
            unitCount: 1,
            unitPrice: -1_210,
            taxRate: 21,
            kind: 'discount',
          },
        ],
      })
    ).statusCode,
  ).toBe(200);
  await publish(third.id);
  const tableLine = secondPublished.items.find((line: { description: string }) =>
    line.description.includes('Statafel'),
  );
  const credit = await api.call('POST', `/invoice.credit/${second.id}`, {
    lines: [{ uuid: tableLine.uuid, unitCount: 1 }],
  });
  expect(credit.statusCode, credit.body).toBe(200);
  const note = credit.json().entry.model;
  expect((await api.update(note.id, { invoice_date: '2025-04-10' })).statusCode).toBe(200);
  await publish(note.id);

  // The order's invoice, dated into the period (its rental days lie ahead: that does not matter).
  const order = await orderApi(t).createOk(
    newContactOrder([reservationOf(unit.id, day(5), day(6), {}, 'Springkasteel Jungle')]),
  );
  expect(order.total_amount).toBe(2 * 10_000 + 5_000);
  ids.sanne = order.contact.id;
  expect((await api.update(order.invoice.uuid, { invoice_date: '2025-04-20' })).statusCode).toBe(200);
  await publish(order.invoice.uuid);

  const later = await api.concept(
    farm.id,
    [
      {
        description: 'Statafel',
        unitCount: 1,
        unitPrice: 9_999,
        taxRate: 21,
        kind: 'sale',
        itemId: ids.table,
      },
    ],
    { invoice_date: '2025-05-02' },
  );
  await publish(later.id);
  await api.concept(
    farm.id,
    [
      {
        description: 'Statafel',
        unitCount: 1,
        unitPrice: 7_777,
        taxRate: 21,
        kind: 'sale',
        itemId: ids.table,
      },
    ],
    { invoice_date: '2025-03-15' },
  );
}, 120_000);
afterAll(() => t.close());

const revenue = async (group: string, from = '2025-03-01', until = '2025-04-30') => {
  const res = await get(`/reports.revenue?from=${from}&until=${until}&group=${group}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Array<{
    key: string;
    label: string;
    revenue_excl_vat: number;
    vat: number;
    count: number;
  }>;
};

describe('GET /api/reports.revenue', () => {
  it('per month: invoices minus credit notes by their own date, deposits left out', async () => {
    expect(await revenue('month')).toEqual([
      {
        key: '2025-03',
        label: 'maart 2025',
        revenue_excl_vat: 22_500 + 8_000,
        vat: 4_725 + 1_455,
        count: 2,
      },
      {
        key: '2025-04',
        label: 'april 2025',
        revenue_excl_vat: 9_000 - 1_500 + 16_529,
        vat: 1_890 - 315 + 3_471,
        count: 3,
      },
    ]);
    // Exact against the documents: their totals, less the two borg lines, are revenue plus VAT.
    const documents = await t.ctx.db
      .selectFrom('invoices')
      .select('total_amount_cents')
      .where('status', '!=', 'concept')
      .where('invoice_date', '>=', '2025-03-01')
      .where('invoice_date', '<=', '2025-04-30')
      .execute();
    const total = documents.reduce((sum, row) => sum + row.total_amount_cents, 0);
    expect(total - 2 * 5_000).toBe(30_500 + 6_180 + 24_029 + 5_046);
  });

  it("per article: by each line's article, the promotion on its article, transport apart, no row for the deposit", async () => {
    expect(await revenue('article')).toEqual([
      {
        key: String(ids.castle),
        label: 'Springkasteel Jungle',
        revenue_excl_vat: 20_000 + 9_000 + 16_529,
        vat: 4_200 + 1_890 + 3_471,
        count: 3,
      },
      { key: String(ids.table), label: 'Statafel', revenue_excl_vat: 3_000, vat: 630, count: 2 },
      { key: REVENUE_KEYS.transport, label: 'Transport', revenue_excl_vat: 2_500, vat: 525, count: 1 },
      { key: REVENUE_KEYS.other, label: 'Overig', revenue_excl_vat: 3_500, vat: 510, count: 1 },
    ]);
  });

  it('per category and per contact', async () => {
    expect(await revenue('category')).toEqual([
      { key: String(ids.category), label: 'Springkussens', revenue_excl_vat: 45_529, vat: 9_561, count: 3 },
      {
        key: REVENUE_KEYS.noCategory,
        label: 'Zonder categorie',
        revenue_excl_vat: 3_000,
        vat: 630,
        count: 2,
      },
      { key: REVENUE_KEYS.transport, label: 'Transport', revenue_excl_vat: 2_500, vat: 525, count: 1 },
      { key: REVENUE_KEYS.other, label: 'Overig', revenue_excl_vat: 3_500, vat: 510, count: 1 },
    ]);
    expect(await revenue('contact')).toEqual([
      {
        key: String(ids.farm),
        label: 'Feestboerderij De Wei',
        revenue_excl_vat: 31_500,
        vat: 6_615,
        count: 2,
      },
      { key: String(ids.sanne), label: 'Sanne de Vries', revenue_excl_vat: 16_529, vat: 3_471, count: 1 },
      { key: String(ids.jan), label: 'Jan Jansen', revenue_excl_vat: 6_500, vat: 1_140, count: 2 },
    ]);
    // A month without documents still has its row.
    expect(await revenue('month', '2025-06-01', '2025-07-31')).toEqual([
      { key: '2025-06', label: 'juni 2025', revenue_excl_vat: 0, vat: 0, count: 0 },
      { key: '2025-07', label: 'juli 2025', revenue_excl_vat: 0, vat: 0, count: 0 },
    ]);
  });

  it('refuses bad input in Dutch, naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['from=2025-05-01&until=2025-04-01', 'until', REPORT_MESSAGES.untilBeforeFrom],
      ['from=2022-01-01&until=2025-01-01', 'until', REPORT_MESSAGES.tooLong],
      ['from=2025-01-01&until=2025-02-01&group=week', 'group', REPORT_MESSAGES.unknownGroup],
      ['from=2025-02-30&until=2025-03-01', 'from', 'Geen geldige datum'],
      ['from=morgen&until=2025-03-01', 'from', 'Geen geldige datum'],
      ['until=2025-03-01', 'from', ''],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/reports.revenue?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors?.[field]?.join(' '), query).toContain(message);
    }
    const util = await get('/reports.utilization?from=2025-05-01&until=2025-04-01');
    expect(util.statusCode).toBe(422);
    expect(util.json().errors.until).toEqual([REPORT_MESSAGES.untilBeforeFrom]);
    const xlsx = await get('/reports.export?from=2020-01-01&until=2025-01-01');
    expect(xlsx.statusCode).toBe(422);
    expect(xlsx.json().errors.until).toEqual([REPORT_MESSAGES.tooLong]);
  });

  it('exports the same tables as XLSX', async () => {
    const res = await get('/reports.export?from=2025-03-01&until=2025-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('rapportage-2025-03-01-2025-04-30.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Omzet per maand',
      'Omzet per artikel',
      'Benutting',
      'Klanten',
    ]);
    const months = book.getWorksheet('Omzet per maand');
    expect(months?.getRow(2).values).toEqual([undefined, 'maart 2025', 305, 61.8, 2]);
    expect(months?.getRow(4).values).toEqual([undefined, 'Totaal', 545.29, 112.26]);
    const articles = book.getWorksheet('Omzet per artikel');
    expect(articles?.getRow(4).values).toEqual([undefined, 'Transport', 25, 5.25, 1]);
    const units = book.getWorksheet('Benutting');
    expect(units?.getRow(2).getCell(1).value).toBe('Springkasteel Jungle');
    expect(units?.getRow(2).getCell(6).value).toBe(455.29);
  });
});
