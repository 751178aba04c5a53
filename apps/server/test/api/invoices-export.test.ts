import { INVOICE_EXPORT_MESSAGES } from '@app/contracts';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'E{year}-{id}' });
  api = invoiceApi(t);
});
afterAll(() => t.close());

const exportOf = (from: string, until: string) =>
  api.call('GET', `/invoices.export?from=${from}&until=${until}`);

describe('the quarter for the accountant', () => {
  it('answers a ZIP with each published document of the period as PDF and an overview whose totals are their sum', async () => {
    // A Dutch business with its KvK number: its documents get a UBL in the ZIP as well.
    const contact = await insertContact(t.ctx.db);
    await t.ctx.db.updateTable('contacts').set({ coc_id: '12345678' }).where('id', '=', contact.id).execute();
    const eu = await insertContact(t.ctx.db, {
      company_name: 'Hüpfburg GmbH',
      country: 'de',
      vat_id: 'DE123456789',
    });
    const publish = async (id: number) =>
      (await api.update(id, { status: 'outstanding' })).json().entry.model;
    const mixed = await publish(
      (
        await api.concept(
          contact.id,
          [
            { description: 'Kasteel', unitCount: 2, unitPrice: 10000, taxRate: 21 },
            { description: 'Snoep', unitCount: 3, unitPrice: 333, taxRate: 9 },
            {
              description: 'Borg',
              unitCount: 1,
              unitPrice: 5000,
              taxRate: 0,
              zeroRateReason: 'outside_scope',
            },
          ],
          { invoice_date: '2026-07-02' },
        )
      ).id,
    );
    const reverse = await api.concept(eu.id, [{ description: 'Kasteel', unitCount: 1, unitPrice: 20000 }], {
      invoice_date: '2026-08-10',
    });
    await api.update(reverse.id, { vat_treatment: 'reverse_charge' });
    const reversed = await publish(reverse.id);
    const note = (
      await api.call('POST', `/invoice.credit/${mixed.id}`, {
        lines: [{ uuid: mixed.items[0].uuid, unitCount: 1 }],
      })
    ).json().entry.model;
    await api.update(note.id, { invoice_date: '2026-09-30' });
    const credited = await publish(note.id);
    // Outside the period, a concept, and a deleted concept: none of them is exported.
    await publish((await api.concept(contact.id, undefined, { invoice_date: '2026-10-01' })).id);
    await api.concept(contact.id, undefined, { invoice_date: '2026-08-01' });

    const res = await exportOf('2026-07-01', '2026-09-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('facturen-2026-07-01-2026-09-30.zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        `pdf/factuur-${mixed.invoice_id}.pdf`,
        `pdf/factuur-${reversed.invoice_id}.pdf`,
        `pdf/creditfactuur-${credited.invoice_id}.pdf`,
        `ubl/factuur-${mixed.invoice_id}.xml`,
        `ubl/factuur-${reversed.invoice_id}.xml`,
        `ubl/creditfactuur-${credited.invoice_id}.xml`,
        'overzicht-2026-07-01-2026-09-30.xlsx',
      ].sort(),
    );
    for (const [name, bytes] of Object.entries(files))
      if (name.endsWith('.pdf')) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      else if (name.endsWith('.xml'))
        expect(Buffer.from(bytes).toString('utf8')).toMatch(/^<\?xml[^>]*>\s*<(Invoice|CreditNote) /);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(files['overzicht-2026-07-01-2026-09-30.xlsx'] ?? []) as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Facturen');
    if (!sheet) throw new Error('no sheet');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r[1])).toEqual([
      mixed.invoice_id,
      reversed.invoice_id,
      credited.invoice_id,
      'Totaal',
    ]);
    const docs = [mixed, reversed, credited];
    const rate = (model: typeof mixed, r: number, field: 'base' | 'tax') =>
      model.vat_treatment === 'reverse_charge'
        ? 0
        : (model.totals.per_rate.find((p: { rate: number }) => p.rate === r)?.[field] ?? 0);
    const sum = (f: (m: typeof mixed) => number) => docs.reduce((total, m) => total + f(m), 0) / 100;
    const total = rows[3] ?? [];
    expect(total.slice(5, 12)).toEqual([
      sum((m) => rate(m, 21, 'base')),
      sum((m) => rate(m, 21, 'tax')),
      sum((m) => rate(m, 9, 'base')),
      sum((m) => rate(m, 9, 'tax')),
      sum((m) => rate(m, 0, 'base')),
      sum((m) => (m.vat_treatment === 'reverse_charge' ? m.totals.total_excl : 0)),
      sum((m) => m.total_amount),
    ]);
    // The credit note's row is negative; the reverse-charge base is its own column.
    expect((rows[2] ?? [])[11]).toBe(credited.total_amount / 100);
    expect(credited.total_amount).toBeLessThan(0);
    expect(total[10]).toBe(200);
    const vat = workbook.getWorksheet('Btw-aangifte');
    expect(vat?.getRow(2).getCell(2).value).toBe(sum((m) => rate(m, 21, 'base')));
    expect(vat?.getRow(2).getCell(3).value).toBe(sum((m) => rate(m, 21, 'tax')));
  });

  it("says in the overview's UBL column which file a document has, or why it has none", async () => {
    const withoutCoc = await insertContact(t.ctx.db, { company_name: 'Zonder KvK B.V.' });
    const consumer = await insertContact(t.ctx.db, { contact_type: 'individual' });
    const publish = async (contactId: number, day: string) =>
      (
        await api.update((await api.concept(contactId, undefined, { invoice_date: day })).id, {
          status: 'outstanding',
        })
      ).json().entry.model;
    const missing = await publish(withoutCoc.id, '2026-04-02');
    const fine = await publish(consumer.id, '2026-04-03');
    const files = unzipSync(new Uint8Array((await exportOf('2026-04-01', '2026-06-30')).rawPayload));
    expect(Object.keys(files).filter((name) => name.startsWith('ubl/'))).toEqual([
      `ubl/factuur-${fine.invoice_id}.xml`,
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(files['overzicht-2026-04-01-2026-06-30.xlsx'] ?? []) as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Facturen');
    if (!sheet) throw new Error('no sheet');
    const header = sheet.getRow(1).values as unknown[];
    const column = header.indexOf('UBL');
    expect(column).toBeGreaterThan(0);
    const byNumber = new Map(
      (sheet.getSheetValues().slice(2) as unknown[][]).map((row) => [row[1], row[column]]),
    );
    expect(byNumber.get(missing.invoice_id)).toBe('KvK-nummer van de klant ontbreekt');
    expect(byNumber.get(fine.invoice_id)).toBe(`ubl/factuur-${fine.invoice_id}.xml`);
  });

  it('answers an empty period with just the overview', async () => {
    const res = await exportOf('2020-01-01', '2020-03-31');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toEqual([
      'overzicht-2020-01-01-2020-03-31.xlsx',
    ]);
  });

  it('refuses a period that ends before it starts or spans more than 400 days, in Dutch', async () => {
    const before = await exportOf('2026-07-01', '2026-06-30');
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toBe(INVOICE_EXPORT_MESSAGES.untilBeforeFrom);
    const long = await exportOf('2025-01-01', '2026-02-05');
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(INVOICE_EXPORT_MESSAGES.tooLong);
    expect((await exportOf('2025-01-01', '2026-02-04')).statusCode).toBe(200);
    const bad = await exportOf('2026-02-30', '2026-03-01');
    expect(bad.statusCode).toBe(422);
    expect((await exportOf('morgen', '2026-03-01')).statusCode).toBe(422);
  });
});
