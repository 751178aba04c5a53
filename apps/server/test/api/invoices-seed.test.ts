import { INVOICE_STATUSES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContacts } from '../../src/features/contacts/contacts.seed.ts';
import { seedInvoices } from '../../src/features/invoices/invoices.seed.ts';
import { seedItems } from '../../src/features/items/items.seed.ts';
import { seedSettings } from '../../src/features/settings/settings.seed.ts';
import { invoiceApi } from '../support/invoices-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await seedSettings(t.ctx);
  await seedContacts(t.ctx);
  await seedItems(t.ctx);
  await seedInvoices(t.ctx);
  api = invoiceApi(t);
});
afterAll(() => t.close());

type Row = { id: number; uuid: string; status: string; invoice_id: string | null; invoice_date: string };

describe('demo invoices', () => {
  it('seeds a year of invoices in every status, published through the publishing rules', async () => {
    const list = (await api.call('GET', '/invoices.view?per_page=100')).json();
    const rows = list.results as Row[];
    expect(list.meta.total).toBe(60);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(INVOICE_STATUSES));
    for (const row of rows) {
      if (row.status === 'concept') expect(row.invoice_id, String(row.id)).toBeNull();
      else expect(row.invoice_id, String(row.id)).toMatch(/^F\d{4}-\d{4}$/);
    }
    // Gapless per year.
    const byYear = new Map<string, number[]>();
    for (const row of rows) {
      if (!row.invoice_id) continue;
      const [, year = '', seq = ''] = /^F(\d{4})-(\d{4})$/.exec(row.invoice_id) ?? [];
      byYear.set(year, [...(byYear.get(year) ?? []), Number(seq)]);
    }
    for (const seqs of byYear.values()) {
      expect(seqs.sort((a, b) => a - b)).toEqual(seqs.map((_, i) => i + 1));
    }
    // Published invoices froze the complete company identity and a buyer with an address.
    const published = rows.find((r) => r.status === 'paid');
    const model = await api.view(published?.uuid ?? '');
    expect(model.company_details).toMatchObject({
      identity_coc_id: expect.any(String),
      identity_vat_id: expect.any(String),
      identity_bank_account_id: expect.any(String),
    });
    expect(model.contact.address_line_1).toBeTruthy();
  });
});

describe('demo invoice lines', () => {
  it('name real articles with their kind, priced by the price rule; typed services are other', async () => {
    const lines = await t.ctx.db
      .selectFrom('invoice_lines as l')
      .leftJoin('items as i', 'i.id', 'l.item_id')
      .select(['l.description', 'l.kind', 'l.item_id', 'i.name', 'i.type'])
      .execute();
    const kinds = new Set(lines.map((l) => l.kind));
    expect(kinds).toEqual(new Set(['rental', 'bundle', 'sale', 'other']));
    for (const line of lines) {
      if (line.kind === 'other') {
        expect(line.item_id, line.description).toBeNull();
        continue;
      }
      expect(line.name, line.description).not.toBeNull();
      expect(line.description.startsWith(line.name ?? '-'), line.description).toBe(true);
      expect(line.kind).toBe(
        line.type === 'sellable' ? 'sale' : line.type === 'bundle' ? 'bundle' : 'rental',
      );
    }
    expect(lines.some((l) => l.name === 'Feestpakket')).toBe(true);
    // The stormbaan has its own staffel: more than one day of it is billed by that staffel.
    expect(lines.some((l) => l.description.endsWith('dagen, staffel)'))).toBe(true);
  });
});

describe('demo invoices show the legal details', () => {
  type Full = {
    status: string;
    paid_at: string | null;
    invoice_date: string;
    delivery_from: string | null;
    delivery_until: string | null;
    vat_treatment: string;
    totals: { total_tax: number };
    contact: { display_name: string; country: string; vat_id: string | null } | null;
  };
  const all = async () => {
    const rows = (await api.call('GET', '/invoices.view?per_page=100')).json().results as Row[];
    return Promise.all(rows.map((row) => api.view(row.uuid) as Promise<Full>));
  };

  it('paid invoices carry their payment day, others none', async () => {
    for (const invoice of await all()) {
      if (invoice.status === 'paid') {
        expect(invoice.paid_at).not.toBeNull();
        expect(invoice.paid_at! >= invoice.invoice_date).toBe(true);
      } else expect(invoice.paid_at).toBeNull();
    }
  });

  it('the German business is reverse charged, also its concept, and rentals carry a delivery period', async () => {
    const invoices = await all();
    const german = invoices.filter((i) => i.contact?.country === 'de');
    expect(german.length).toBeGreaterThan(0);
    expect(german.some((i) => i.status === 'concept')).toBe(true);
    for (const invoice of german) {
      expect(invoice.vat_treatment).toBe('reverse_charge');
      expect(invoice.totals.total_tax).toBe(0);
    }
    expect(
      invoices.filter((i) => i.contact?.country !== 'de').every((i) => i.vat_treatment === 'normal'),
    ).toBe(true);
    const periods = invoices.filter((i) => i.delivery_from !== null && i.delivery_until !== null);
    expect(periods.length).toBeGreaterThan(3);
    expect(periods.some((i) => i.delivery_from! > i.invoice_date)).toBe(true);
  });
});

describe('demo business customers', () => {
  it('each Dutch business has its own valid KvK number, so every published demo invoice has its UBL', async () => {
    const businesses = await t.ctx.db
      .selectFrom('contacts')
      .select(['display_name', 'coc_id'])
      .where('contact_type', '=', 'business')
      .where('country', '=', 'nl')
      .execute();
    expect(businesses.length).toBeGreaterThan(20);
    for (const contact of businesses) expect(contact.coc_id, contact.display_name).toMatch(/^\d{8}$/);
    expect(new Set(businesses.map((c) => c.coc_id)).size).toBe(businesses.length);

    const rows = (await api.call('GET', '/invoices.view?per_page=100')).json().results as Row[];
    const published = rows.filter((row) => row.status !== 'concept');
    expect(published.length).toBeGreaterThan(40);
    for (const row of published) {
      const ubl = await api.call('GET', `/invoice.ubl/${row.id}`);
      expect(ubl.statusCode, `${row.invoice_id}: ${ubl.body.slice(0, 200)}`).toBe(200);
    }
  });
});
