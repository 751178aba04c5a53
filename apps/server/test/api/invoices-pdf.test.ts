import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../src/features/assets/store-file.ts';
import { createSettingsRepository } from '../../src/features/settings/settings.repository.ts';
import { IDENTITY, insertContact, invoiceApi, LINES, writeIdentity } from '../support/invoices-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;
let contact: Awaited<ReturnType<typeof insertContact>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
  contact = await insertContact(t.ctx.db, {
    company_name: 'Speeltuin Het Ööievaarsnest',
    address_line_1: 'Looierstraat 8',
    postal_code: '1016 VH',
    city: 'Amsterdam',
    vat_id: 'NL001234567B01',
    people: [{ first_name: 'Sanne', last_name: 'Bakker' }],
  });
});
afterAll(() => t.close());

const render = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/invoice.render/${id}`,
    headers: await t.authHeaders(),
  });
  return res;
};

const textOf = async (bytes: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

const checkPdfEnvelope = (bytes: Buffer) => {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-8).toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
};

describe('invoice PDF', () => {
  it('holds every field Dutch law requires for a published invoice', async () => {
    const model = await api.concept(contact.id, LINES, {
      invoice_date: '2026-03-05',
      identifier: 'Zomerfeest',
      person_id: contact.people[0]?.id,
    });
    const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
    const res = await render(published.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${published.invoice_id}.pdf"`,
    );
    const bytes = res.rawPayload;
    checkPdfEnvelope(bytes);
    const text = await textOf(bytes);
    const expected = [
      // Seller: name, address, KvK, BTW-id, bank.
      IDENTITY.identity_company_name,
      IDENTITY.identity_address_line_1,
      '3526 KL Utrecht',
      `KvK: ${IDENTITY.identity_coc_id}`,
      `BTW-id: ${IDENTITY.identity_vat_id}`,
      // The IBAN whole, in groups of four.
      'IBAN NL91 ABNA 0417 1643 00',
      `t.n.v. ${IDENTITY.identity_bank_account_holder}`,
      // Buyer: name, person, address, VAT id.
      'Speeltuin Het Ööievaarsnest',
      't.a.v. Sanne Bakker',
      'Looierstraat 8',
      '1016 VH Amsterdam',
      'BTW-id: NL001234567B01',
      // Invoice facts.
      'FACTUUR',
      'Factuurnummer',
      published.invoice_id,
      'Factuurdatum 05-03-2026',
      'Leverdatum 05-03-2026',
      'Vervaldatum 19-03-2026',
      'Kenmerk Zomerfeest',
      // Lines: description, quantity, unit price, rate, amount.
      'Springkussen Kasteel (1 dag) 1 € 125,00 21% € 125,00',
      'Bezorging en ophalen 2,5 € 10,00 21% € 25,00',
      'Suikerspinmachine 1 € 45,00 9% € 45,00',
      // Per rate: amount excl. VAT, rate and VAT; then the total (each once).
      'Totaal excl. btw (21%) € 150,00 Btw 21% € 31,50 Totaal excl. btw (9%) € 45,00 Btw 9% € 4,05 Totaal te betalen € 230,55',
      `onder vermelding van ${published.invoice_id}`,
    ];
    for (const piece of expected) expect(text, piece).toContain(piece);
    expect(text).not.toContain('CONCEPT');
  });

  it('shows the unit price excluding VAT when the prices include VAT, and the amounts per rate', async () => {
    const model = await api.concept(contact.id, LINES, { invoice_date: '2026-03-06' });
    const withTax = await api.update(model.id, { include_tax: true });
    expect(withTax.statusCode).toBe(200);
    const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
    const res = await render(published.uuid);
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    const expected = [
      'Prijs excl. btw',
      'Prijs incl. btw',
      'Bedrag incl. btw',
      // Description, quantity, unit price excl. VAT (125 × 100/121 = 103,31), incl. VAT, rate, amount.
      'Springkussen Kasteel (1 dag) 1 € 103,31 € 125,00 21% € 125,00',
      'Bezorging en ophalen 2,5 € 8,26 € 10,00 21% € 25,00',
      'Suikerspinmachine 1 € 41,28 € 45,00 9% € 45,00',
      // Per rate the amount excluding VAT and the VAT: 150 incl. 21% → 123,97 + 26,03; 45 incl. 9% → 41,28 + 3,72.
      'Totaal excl. btw (21%) € 123,97',
      'Btw 21% € 26,03',
      'Totaal excl. btw (9%) € 41,28',
      // Then the total, without repeating the sums.
      'Btw 9% € 3,72 Totaal te betalen € 195,00',
    ];
    for (const piece of expected) expect(text, piece).toContain(piece);
  });

  it('marks a concept as not an invoice, with CONCEPT and the concept id', async () => {
    const model = await api.concept(contact.id, LINES);
    const res = await render(model.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="concept-${model.id}.pdf"`);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('CONCEPT – geen geldige factuur');
    expect(text).toContain(`CONCEPT #${model.id}`);
    expect(text).toContain(`Betalingskenmerk: CONCEPT ${model.id}`);
  });

  it('embeds the company logo, also when it is stored as WebP, and renders without one', async () => {
    const webp = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#ff6600' } })
      .webp()
      .toBuffer();
    let logoUrl: string | null = null;
    try {
      const asset = await storeFile({
        ctx: t.ctx,
        input: {
          buffer: webp,
          fileName: 'logo.webp',
          container: 'logos',
          assetType: 'asset/image',
        },
      });
      logoUrl = asset.url;
    } catch {
      logoUrl = null;
    }
    expect(logoUrl).not.toBeNull();
    await createSettingsRepository(t.ctx.db).writeMany({ identity_company_logo: logoUrl });
    const model = await api.concept(contact.id, LINES);
    const withLogo = await render(model.uuid);
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    await createSettingsRepository(t.ctx.db).writeMany({
      identity_company_logo: '/storage/logos/bestaat-niet.png',
    });
    const without = await render(model.uuid);
    expect(without.statusCode).toBe(200);
    expect(without.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    checkPdfEnvelope(without.rawPayload);
  });

  it('prints text stored before the input refused noncharacters and controls without them', async () => {
    const old = await insertContact(t.ctx.db, {
      company_name: 'Oud\uFFFE Bedrijf\uFFFF\u0001\uFDD0',
      address_line_1: 'Kade\u{1FFFE} 1',
      city: 'Ut\u001Brecht',
    });
    const model = await api.concept(old.id, LINES);
    const res = await render(model.uuid);
    expect(res.statusCode).toBe(200);
    checkPdfEnvelope(res.rawPayload);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Oud Bedrijf');
    expect(text).toContain('Kade 1');
    expect(text).toContain('Utrecht');
  });

  it('breaks long invoices over pages', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({
      description: `Regel nummer ${i + 1}`,
      unitPrice: 100 + i,
    }));
    const model = await api.concept(contact.id, lines);
    const res = await render(model.id.toString());
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBeGreaterThan(1);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Regel nummer 80');
  });
});

describe('invoice PDF: delivery, payment, VAT treatment', () => {
  it('prints the delivery period, and for a paid invoice the payment instead of a request', async () => {
    const model = await api.concept(contact.id, LINES, {
      invoice_date: '2026-03-02',
      delivery_from: '2026-03-12',
      delivery_until: '2026-03-14',
    });
    expect((await api.update(model.id, { status: 'outstanding' })).statusCode).toBe(200);
    const paid = await api.update(model.id, { status: 'paid', paid_at: '2026-03-10' });
    expect(paid.statusCode).toBe(200);
    const text = await textOf((await render(model.uuid)).rawPayload);
    expect(text).toContain('Factuurdatum 02-03-2026');
    expect(text).toContain('Leverperiode 12-03-2026 t/m 14-03-2026');
    expect(text).toContain('BETAALD op 10-03-2026');
    expect(text).toContain('Deze factuur is op 10-03-2026 betaald');
    expect(text).not.toContain('Wij verzoeken');
    expect(text).not.toContain('Vervaldatum: ');
    expect(text).not.toContain('te betalen');
    expect(text).toMatch(/Totaal € \d/);
  });

  it('prints a single delivery date of its own, and the invoice date when none is set', async () => {
    const own = await api.concept(contact.id, LINES, {
      invoice_date: '2026-03-20',
      delivery_from: '2026-03-18',
    });
    expect(await textOf((await render(own.uuid)).rawPayload)).toContain('Leverdatum 18-03-2026');
    const plain = await api.concept(contact.id, LINES, { invoice_date: '2026-03-21' });
    expect(await textOf((await render(plain.uuid)).rawPayload)).toContain('Leverdatum 21-03-2026');
  });

  it('states Btw verlegd and the buyer VAT id under reverse charge, with no VAT on the lines', async () => {
    const german = await insertContact(t.ctx.db, {
      company_name: 'Bedrijfsfeesten Müller GmbH',
      address_line_1: 'Rheinstraße 12',
      postal_code: '47533',
      city: 'Kleve',
      country: 'de',
      vat_id: 'DE811234567',
    });
    const model = await api.concept(german.id, LINES, { invoice_date: '2026-03-09' });
    expect((await api.update(model.id, { vat_treatment: 'reverse_charge' })).statusCode).toBe(200);
    const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
    expect(published.total_amount).toBe(19_500);
    const text = await textOf((await render(published.uuid)).rawPayload);
    expect(text).toContain('Springkussen Kasteel (1 dag) 1 € 125,00 verlegd € 125,00');
    expect(text).toContain('Suikerspinmachine 1 € 45,00 verlegd € 45,00');
    expect(text).toContain('Totaal excl. btw € 195,00 Btw verlegd € 0,00');
    expect(text).toContain('Totaal te betalen € 195,00');
    expect(text).toContain('Btw verlegd: de btw wordt verlegd naar de afnemer. Btw-id afnemer: DE811234567.');
    expect(text).not.toContain('Btw 21%');
    expect(text).not.toContain('Totaal btw');
  });

  it('says why a 0% line carries no VAT', async () => {
    const model = await api.concept(contact.id, [
      { description: 'Huur springkussen', unitPrice: 12_500, taxRate: 21 },
      { description: 'Borg', unitPrice: 5000, taxRate: 0, zeroRateReason: 'outside_scope' },
      { description: 'Zwemles', unitPrice: 2000, taxRate: 0, zeroRateReason: 'exempt' },
    ]);
    const text = await textOf((await render(model.uuid)).rawPayload);
    expect(text).toContain('Borg 1 € 50,00 0% € 50,00 Niet belast: buiten de reikwijdte van de btw');
    expect(text).toContain('Zwemles 1 € 20,00 0% € 20,00 Vrijgesteld van btw (art. 11 Wet OB)');
  });

  it('marks a concept that kept its number as CONCEPT, naming that number as the reference', async () => {
    const model = await api.concept(contact.id, LINES, { invoice_date: '2026-03-11' });
    const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
    expect((await api.update(model.id, { status: 'concept' })).statusCode).toBe(200);
    const res = await render(model.uuid);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="concept-${model.id}.pdf"`);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('CONCEPTFACTUUR');
    expect(text).toContain('CONCEPT – geen geldige factuur');
    expect(text).toContain(`Factuurnummer ${published.invoice_id} (concept)`);
    expect(text).toContain(`Betalingskenmerk: ${published.invoice_id}.`);
    expect(text).not.toContain(`CONCEPT ${model.id}`);
  });

  it('never breaks the IBAN over two lines: each occurrence is one run of text', async () => {
    const model = await api.concept(contact.id, LINES);
    const pdf = await getDocumentProxy(new Uint8Array((await render(model.uuid)).rawPayload));
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => ('str' in item ? [item.str] : []));
    const withIban = items.filter((str) => str.includes('NL91'));
    // The payment line and the footer.
    expect(withIban.length).toBeGreaterThanOrEqual(2);
    for (const str of withIban) expect(str.replace(/\s/g, ' ')).toContain('NL91 ABNA 0417 1643 00');
  });
});

describe('invoice PDF: every name right, each total once, cash orders', () => {
  it('prints non-Latin names exactly, with the euro sign, and leaves emoji out cleanly', async () => {
    await writeIdentity(t.ctx.db, {
      numbering_invoice_template: 'F{year}-{id}',
      identity_company_name: 'Ørsted Şişme Kale B.V.',
      identity_address_line_1: 'Ǧǿȅstraat 3',
    });
    try {
      const buyer = await insertContact(t.ctx.db, {
        contact_type: 'individual',
        company_name: null,
        first_name: 'Łukasz',
        last_name: 'Doğan-Şahin Yılmaz',
        address_line_1: 'Ğülstraat 5',
        city: 'Đakovo-Žminj',
      });
      const model = await api.concept(buyer.id, [
        { description: 'Kasteel Ŧőŕŧ 🎉 groot', unitPrice: 12_500, taxRate: 21 },
        { description: 'Borg 🏰', unitPrice: 5000, taxRate: 0, zeroRateReason: 'outside_scope' },
      ]);
      const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
      const text = await textOf((await render(published.uuid)).rawPayload);
      expect(text).toContain('Łukasz Doğan-Şahin Yılmaz');
      expect(text).toContain('Ğülstraat 5');
      expect(text).toContain('Đakovo-Žminj');
      expect(text).toContain('Ørsted Şişme Kale B.V.');
      expect(text).toContain('Ǧǿȅstraat 3');
      expect(text).toContain('€ 125,00');
      // The emoji is dropped with its space; nothing stands in for it.
      expect(text).toContain('Kasteel Ŧőŕŧ groot 1');
      expect(text).toContain('Borg 1 € 50,00 0%');
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(text).not.toContain('\uFFFD');
    } finally {
      await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
    }
  });

  it('prints each total once per rate and then the total, and the due date once', async () => {
    const model = await api.concept(contact.id, LINES, { invoice_date: '2026-04-01' });
    const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
    const text = await textOf((await render(published.uuid)).rawPayload);
    expect(text).toContain(
      'Totaal excl. btw (21%) € 150,00 Btw 21% € 31,50 Totaal excl. btw (9%) € 45,00 Btw 9% € 4,05 Totaal te betalen € 230,55',
    );
    expect(text.match(/Totaal excl\. btw/g)).toHaveLength(2);
    expect(text).not.toContain('Totaal btw');
    expect(text.match(/Vervaldatum/g)).toHaveLength(1);
    expect(text).toContain('Wij verzoeken je vriendelijk');
  });

  const cashOrderInvoice = async (invoiceDate: string) => {
    const model = await api.concept(contact.id, LINES, { invoice_date: invoiceDate });
    const now = new Date().toISOString();
    const order = await t.ctx.db
      .insertInto('orders')
      .values({
        uuid: randomUUID(),
        status: 'confirmed',
        contact_id: contact.id,
        payment_method: 'cash',
        promo_code: null,
        total_amount_cents: 23_055,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('invoices').set({ order_id: order.id }).where('id', '=', model.id).execute();
    return model;
  };

  it('asks a cash order for cash at delivery instead of a bank transfer, and states a cash payment', async () => {
    const model = await cashOrderInvoice('2026-04-02');
    const published = (await api.update(model.id, { status: 'outstanding' })).json().entry.model;
    expect(published.payment_method).toBe('cash');
    const open = await textOf((await render(published.uuid)).rawPayload);
    expect(open).toContain('Contant te betalen bij levering');
    expect(open).not.toContain('Wij verzoeken');
    expect(open).not.toContain('over te maken');

    expect((await api.update(model.id, { status: 'paid', paid_at: '2026-04-03' })).statusCode).toBe(200);
    const paid = await textOf((await render(published.uuid)).rawPayload);
    expect(paid).toContain('Contant ontvangen op 03-04-2026');
    expect(paid).not.toContain('Contant te betalen');
    expect(paid).not.toContain('over te maken');
  });
});
