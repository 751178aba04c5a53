import { CONTACT_MESSAGES, type InvoiceLineInput, type InvoiceModel } from '@app/contracts';
import { computeInvoiceTotals, type TaxRate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../src/features/invoices/invoice-pdf.ts';
import { pdfDataOf } from '../../src/features/invoices/invoice-render.ts';
import {
  UBL_MESSAGES,
  type UblInvoiceModel,
  ublInputOf,
} from '../../src/features/invoices/ubl/invoice-ubl.ts';
import { buildUblDocument } from '../../src/features/invoices/ubl/ubl-document.ts';
import { writeUblXml } from '../../src/features/invoices/ubl/ubl-xml.ts';
import { compiledRules, type EinvoiceRules, validateEinvoice } from '../support/einvoice-validator.ts';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createCatalog, createOrderViaApi, day } from '../support/orders-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof invoiceApi>;

beforeAll(async () => {
  // Compiled once per rules version and cached on disk (node_modules/.cache/einvoice); a clean
  // checkout pays the compile here, later runs only load the SEF.
  await Promise.all([compiledRules('si-ubl'), compiledRules('en16931')]);
  t = await createTestApp();
  await t.authHeaders();
  await writeIdentity(t.ctx.db, { numbering_invoice_template: 'F{year}-{id}' });
  api = invoiceApi(t);
}, 600_000);
afterAll(() => t?.close());

type ContactOptions = Parameters<typeof insertContact>[1] & { coc_id?: string | null; email?: string };

const contactWith = async (options: ContactOptions = {}) => {
  const { coc_id, email, ...rest } = options;
  const contact = await insertContact(t.ctx.db, rest);
  await t.ctx.db
    .updateTable('contacts')
    .set({ coc_id: coc_id === undefined ? '12345678' : coc_id, email_address: email ?? 'info@example.nl' })
    .where('id', '=', contact.id)
    .execute();
  return contact;
};

const publish = async (id: number) => {
  const res = await api.update(id, { status: 'outstanding' });
  if (res.statusCode !== 200) throw new Error(`publish ${res.statusCode}: ${res.body}`);
  return res.json().entry.model as InvoiceModel;
};

const publishedInvoice = async (
  contact: ContactOptions,
  lines: InvoiceLineInput[],
  extra: Record<string, unknown> = {},
) => {
  const { id } = await contactWith(contact);
  const concept = await api.create({ contact_id: id });
  // The lines go with the price mode and the VAT treatment, as the line editor saves them.
  const saved = await api.update(concept.id, { items: lines, ...extra });
  if (saved.statusCode !== 200) throw new Error(`lines ${saved.statusCode}: ${saved.body}`);
  return publish(concept.id);
};

const fetchUbl = (id: number | string) => api.call('GET', `/invoice.ubl/${id}`);

const expectValid = async (xml: string, rules: EinvoiceRules) => {
  const { fatal } = await validateEinvoice(xml, rules);
  expect(fatal.map((f) => `${f.id} ${f.text} @ ${f.location}`)).toEqual([]);
};

const tag = (xml: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(xml)?.[1];
const allTags = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

const BUSINESS_NL = { contact_type: 'business', company_name: 'Basisschool De Regenboog' } as const;
const CONSUMER_NL = {
  contact_type: 'individual',
  first_name: 'Łukasz',
  last_name: 'Doğan-Şahin Yılmaz',
  company_name: null,
  address_line_1: 'Ğülstraat 5',
  coc_id: null,
} as const;

/** Every kind of document the product makes, validated by SI-UBL 2.0 (business) or EN 16931. */
describe('UBL of every kind of document passes the official rules', () => {
  it('21 % only, to a Dutch business: SI-UBL 2.0, rental days as DAY, the PDF attached', async () => {
    const invoice = await publishedInvoice(BUSINESS_NL, [
      { description: 'Springkussen Kasteel (3 dagen)', unitCount: 1, unitPrice: 37500, taxRate: 21 },
      { description: 'Bezorging en ophalen', unitCount: 2.5, unitPrice: 1000, taxRate: 21 },
    ]);
    const res = await fetchUbl(invoice.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${invoice.invoice_id}.xml"`,
    );
    const xml = res.body;
    await expectValid(xml, 'si-ubl');
    expect(tag(xml, 'cbc:CustomizationID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0',
    );
    expect(tag(xml, 'cbc:ID')).toBe(invoice.invoice_id);
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="DAY">3</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
    expect(tag(xml, 'cbc:PaymentMeansCode')).toBe('58');
    expect(xml).toContain('<cbc:ID>NL91ABNA0417164300</cbc:ID>');
    expect(tag(xml, 'cbc:PayableAmount')).toBe((invoice.total_amount / 100).toFixed(2));
    const pdf = Buffer.from(tag(xml, 'cbc:EmbeddedDocumentBinaryObject') ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(xml).toContain('mimeCode="application/pdf"');
  });

  it('mixed 21/9/0 with every 0 % reason beside taxed lines: S, E (twice) and Z', async () => {
    const invoice = await publishedInvoice(BUSINESS_NL, [
      { description: 'Springkussen', unitCount: 1, unitPrice: 12500, taxRate: 21 },
      { description: 'Suikerspin', unitCount: 3, unitPrice: 333, taxRate: 9 },
      { description: 'Zwemles', unitCount: 1, unitPrice: 2000, taxRate: 0, zeroRateReason: 'exempt' },
      { description: 'Borg', unitCount: 1, unitPrice: 5000, taxRate: 0, zeroRateReason: 'outside_scope' },
      { description: 'Boek', unitCount: 1, unitPrice: 1500, taxRate: 0, zeroRateReason: 'zero_rated' },
    ]);
    const xml = (await fetchUbl(invoice.id)).body;
    await expectValid(xml, 'si-ubl');
    // One breakdown per category (BR-E-01): both reasons under E.
    expect(allTags(xml, 'cbc:TaxExemptionReason')).toEqual([
      'Vrijgesteld van btw (art. 11 Wet OB); Niet belast: buiten de reikwijdte van de btw',
    ]);
    expect(allTags(xml, 'cbc:TaxableAmount')).toEqual(['125.00', '9.99', '15.00', '70.00']);
    expect(tag(xml, 'cbc:TaxInclusiveAmount')).toBe((invoice.total_amount / 100).toFixed(2));
  });

  it('a 0 % deposit beside 21 % for a Dutch consumer with prices including VAT: EN 16931', async () => {
    const invoice = await publishedInvoice(
      CONSUMER_NL,
      [
        { description: 'Springkussen Kasteel (2 dagen)', unitCount: 1, unitPrice: 19999, taxRate: 21 },
        { description: 'Borg', unitCount: 1, unitPrice: 10000, taxRate: 0, zeroRateReason: 'outside_scope' },
      ],
      { include_tax: true },
    );
    const xml = (await fetchUbl(invoice.id)).body;
    await expectValid(xml, 'en16931');
    expect(tag(xml, 'cbc:CustomizationID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    );
    // The names come out exactly as typed.
    expect(xml).toContain('<cbc:Name>Łukasz Doğan-Şahin Yılmaz</cbc:Name>');
    expect(xml).toContain('<cbc:StreetName>Ğülstraat 5</cbc:StreetName>');
    expect(tag(xml, 'cbc:PayableAmount')).toBe((invoice.total_amount / 100).toFixed(2));
  });

  it('an invoice wholly outside the scope of VAT is category O, without VAT ids', async () => {
    const invoice = await publishedInvoice(CONSUMER_NL, [
      { description: 'Borg', unitCount: 1, unitPrice: 10000, taxRate: 0, zeroRateReason: 'outside_scope' },
    ]);
    const xml = (await fetchUbl(invoice.id)).body;
    await expectValid(xml, 'en16931');
    expect(tag(xml, 'cbc:ID')).toBe(invoice.invoice_id);
    expect(xml).toMatch(/<cac:TaxCategory>\s*<cbc:ID>O<\/cbc:ID>/);
    expect(xml).not.toContain('<cac:PartyTaxScheme>');
  });

  it('reverse charge to a business in another EU country: AE with the buyer VAT id (SI-UBL)', async () => {
    const invoice = await publishedInvoice(
      {
        contact_type: 'business',
        company_name: 'Hüpfburgen Köln GmbH',
        country: 'de',
        postal_code: '50667',
        city: 'Köln',
        vat_id: 'DE123456789',
        coc_id: null,
      },
      [
        { description: 'Springkussen Kasteel (1 dag)', unitCount: 2, unitPrice: 12500, taxRate: 21 },
        { description: 'Transport', unitCount: 1, unitPrice: 7500, taxRate: 21 },
      ],
      { vat_treatment: 'reverse_charge' },
    );
    const xml = (await fetchUbl(invoice.id)).body;
    await expectValid(xml, 'si-ubl');
    expect(xml).toMatch(/<cbc:ID>AE<\/cbc:ID>/);
    expect(xml).toContain('<cbc:CompanyID>DE123456789</cbc:CompanyID>');
    expect(tag(xml, 'cbc:TaxAmount')).toBe('0.00');
  });

  it('0 % rate to an EU business (K, intra-EU) and outside the EU (G, export)', async () => {
    const eu = await publishedInvoice(
      {
        contact_type: 'business',
        company_name: 'Kermis Antwerpen BV',
        country: 'be',
        postal_code: '2000',
        city: 'Antwerpen',
        vat_id: 'BE0123456789',
        coc_id: null,
      },
      [
        {
          description: 'Springkussen verkocht',
          unitCount: 1,
          unitPrice: 150000,
          taxRate: 0,
          zeroRateReason: 'zero_rated',
        },
        { description: 'Montage', unitCount: 1, unitPrice: 10000, taxRate: 21 },
      ],
    );
    const euXml = (await fetchUbl(eu.id)).body;
    await expectValid(euXml, 'si-ubl');
    expect(euXml).toMatch(/<cbc:ID>K<\/cbc:ID>/);
    const abroad = await publishedInvoice(
      {
        contact_type: 'business',
        company_name: 'Swiss Fun AG',
        country: 'ch',
        postal_code: '8001',
        city: 'Zürich',
        coc_id: null,
      },
      [
        {
          description: 'Springkussen verkocht',
          unitCount: 1,
          unitPrice: 150000,
          taxRate: 0,
          zeroRateReason: 'zero_rated',
        },
      ],
    );
    const abroadXml = (await fetchUbl(abroad.id)).body;
    await expectValid(abroadXml, 'si-ubl');
    expect(abroadXml).toMatch(/<cbc:ID>G<\/cbc:ID>/);
  });

  it('a foreign consumer (Belgium): EN 16931', async () => {
    const invoice = await publishedInvoice(
      {
        ...CONSUMER_NL,
        first_name: 'Els',
        last_name: 'Peeters',
        country: 'be',
        postal_code: '9000',
        city: 'Gent',
        address_line_1: 'Veldstraat 1',
      },
      [{ description: 'Springkussen Kasteel (1 dag)', unitCount: 1, unitPrice: 12500, taxRate: 21 }],
      { include_tax: true },
    );
    const xml = (await fetchUbl(invoice.id)).body;
    await expectValid(xml, 'en16931');
    expect(xml).toContain('<cbc:IdentificationCode>BE</cbc:IdentificationCode>');
  });

  it('a discount line becomes an allowance; a paid invoice has nothing left to pay', async () => {
    const invoice = await publishedInvoice(BUSINESS_NL, [
      { description: 'Springkussen Kasteel (2 dagen)', unitCount: 1, unitPrice: 25000, taxRate: 21 },
      { description: 'Korting 10% op Springkussen Kasteel', unitCount: 1, unitPrice: -2500, taxRate: 21 },
    ]);
    const xml = (await fetchUbl(invoice.id)).body;
    await expectValid(xml, 'si-ubl');
    expect(tag(xml, 'cbc:AllowanceChargeReason')).toBe('Korting 10% op Springkussen Kasteel');
    expect(tag(xml, 'cbc:AllowanceTotalAmount')).toBe('25.00');
    expect(tag(xml, 'cbc:PayableAmount')).toBe('272.25');

    const paid = await api.update(invoice.id, { status: 'paid', paid_at: invoice.invoice_date });
    expect(paid.statusCode).toBe(200);
    const paidXml = (await fetchUbl(invoice.id)).body;
    await expectValid(paidXml, 'si-ubl');
    expect(tag(paidXml, 'cbc:PrepaidAmount')).toBe('272.25');
    expect(tag(paidXml, 'cbc:PayableAmount')).toBe('0.00');
  });

  it('a cash order still to be paid: a SEPA transfer as SI-UBL allows, and the cash note', async () => {
    const contact = await contactWith({ ...BUSINESS_NL, company_name: 'Gemeente Utrecht' });
    const { castleUnits } = await createCatalog(t);
    const unit = castleUnits[0];
    if (!unit) throw new Error('no unit');
    const order = await createOrderViaApi(t, contact.id, [
      { unitId: unit.id, productName: 'Springkasteel Jungle', from: day(10), until: day(11) },
    ]);
    const row = await t.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const invoice = await publish(row.id);
    expect(invoice.payment_method).toBe('cash');
    const xml = (await fetchUbl(invoice.id)).body;
    await expectValid(xml, 'si-ubl');
    expect(tag(xml, 'cbc:PaymentMeansCode')).toBe('58');
    expect(tag(xml, 'cbc:Note')).toBe('Contant te betalen bij levering');
    expect(xml).toContain('unitCode="DAY">2<');
    expect(tag(xml, 'cbc:PayableAmount')).toBe((invoice.total_amount / 100).toFixed(2));
  });

  /**
   * Credit notes, built straight from a published invoice the way the credit feature makes them
   * (lines negated, kind credit_note, credited_invoice), for a business and for a consumer.
   */
  const creditNoteOf = async (invoice: InvoiceModel, lines: InvoiceModel['items'], number: string) => {
    const items = lines.map((line) => ({ ...line, unitPrice: -line.unitPrice }));
    const totals = computeInvoiceTotals(
      items.map((l) => ({
        unitCount: l.unitCount,
        unitPriceCents: l.unitPrice,
        taxRate: l.taxRate as TaxRate,
      })),
      invoice.include_tax,
      invoice.vat_treatment,
    );
    const credit: UblInvoiceModel = {
      ...invoice,
      invoice_id: number,
      kind: 'credit_note',
      credited_invoice: { uuid: invoice.uuid, number: invoice.invoice_id ?? '', date: invoice.invoice_date },
      items,
      total_amount: totals.totalInclCents,
      totals: {
        per_rate: totals.perRate.map((p) => ({ rate: p.rate, base: p.baseCents, tax: p.taxCents })),
        total_excl: totals.totalExclCents,
        total_tax: totals.totalTaxCents,
        total_incl: totals.totalInclCents,
      },
    };
    const pdf = await renderInvoicePdf(pdfDataOf(credit, null, 'je'));
    const input = ublInputOf(
      credit,
      { cocId: '12345678', email: 'info@example.nl' },
      {
        fileName: `creditfactuur-${number}.pdf`,
        bytes: pdf,
      },
    );
    return { credit, xml: writeUblXml(buildUblDocument(input)) };
  };

  it('a full and a partial credit note (SI-UBL) refer to the invoice and credit positive amounts', async () => {
    const invoice = await publishedInvoice(BUSINESS_NL, [
      { description: 'Springkussen Kasteel (2 dagen)', unitCount: 1, unitPrice: 25000, taxRate: 21 },
      { description: 'Suikerspin', unitCount: 2, unitPrice: 450, taxRate: 9 },
      { description: 'Korting', unitCount: 1, unitPrice: -2500, taxRate: 21 },
      { description: 'Borg', unitCount: 1, unitPrice: 5000, taxRate: 0, zeroRateReason: 'outside_scope' },
    ]);
    const full = await creditNoteOf(invoice, invoice.items, 'F2026-9001');
    await expectValid(full.xml, 'si-ubl');
    expect(full.xml).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(tag(full.xml, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(full.xml).toMatch(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>F\d{4}-\d{4}<\/cbc:ID>/,
    );
    expect(tag(full.xml, 'cbc:PayableAmount')).toBe((invoice.total_amount / 100).toFixed(2));
    expect(full.xml).toContain('<cac:CreditNoteLine>');

    const partial = await creditNoteOf(invoice, invoice.items.slice(0, 1), 'F2026-9002');
    await expectValid(partial.xml, 'si-ubl');
    expect(tag(partial.xml, 'cbc:PayableAmount')).toBe('302.50');
  });

  it('a partial credit note to a consumer: EN 16931 with the credited invoice and its date', async () => {
    const invoice = await publishedInvoice(
      CONSUMER_NL,
      [
        { description: 'Springkussen Kasteel (1 dag)', unitCount: 1, unitPrice: 12500, taxRate: 21 },
        { description: 'Ballonnen', unitCount: 3, unitPrice: 450, taxRate: 21 },
      ],
      { include_tax: true },
    );
    const items = invoice.items.slice(1).map((line) => ({ ...line, unitCount: 1 }));
    const partial = await creditNoteOf(invoice, items, 'F2026-9003');
    await expectValid(partial.xml, 'en16931');
    expect(partial.xml).toContain(`<cbc:IssueDate>${invoice.invoice_date}</cbc:IssueDate>`);
    expect(tag(partial.xml, 'cbc:PayableAmount')).toBe('4.50');
  });
});

describe('UBL refusals', () => {
  it('a concept has no UBL (409); an unknown or deleted invoice is 404', async () => {
    const { id } = await contactWith(BUSINESS_NL);
    const concept = await api.concept(id, [{ description: 'Iets', unitPrice: 1000 }]);
    const res = await fetchUbl(concept.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(UBL_MESSAGES.concept);
    expect((await fetchUbl(999_999)).statusCode).toBe(404);
    expect((await fetchUbl('geen-id')).statusCode).toBe(404);
    expect((await api.call('DELETE', `/invoice.delete/${concept.id}`)).statusCode).toBe(200);
    expect((await fetchUbl(concept.uuid)).statusCode).toBe(404);
  });

  it('a Dutch business buyer without KvK number gets a 422 naming the KvK-nummer', async () => {
    const invoice = await publishedInvoice({ ...BUSINESS_NL, company_name: 'Zonder KvK BV', coc_id: null }, [
      { description: 'Springkussen', unitPrice: 10000 },
    ]);
    const res = await fetchUbl(invoice.id);
    expect(res.statusCode).toBe(422);
    const message = UBL_MESSAGES.missingCoc('Zonder KvK BV');
    expect(message).toContain('KvK-nummer');
    expect(res.json()).toMatchObject({ message, errors: { coc_id: [message] } });
    // Once the contact has one, the e-invoice follows (an identifier, not a frozen address).
    await t.ctx.db
      .updateTable('contacts')
      .set({ coc_id: '87654321' })
      .where('id', '=', invoice.contact?.id ?? 0)
      .execute();
    const again = await fetchUbl(invoice.id);
    expect(again.statusCode).toBe(200);
    await expectValid(again.body, 'si-ubl');
  });
});

describe('"UBL meesturen" on the contact', () => {
  const contactBody = {
    contact_type: 'business',
    company_name: 'Scholengroep Noord',
    email_address: 'facturen@noord.nl',
    address_line_1: 'Schoolstraat 1',
    postal_code: '9711 AA',
    city: 'Groningen',
    country: 'nl',
    send_ubl: true,
  };

  it('needs the KvK number of a Dutch business, and is kept on the contact', async () => {
    const refused = await api.call('POST', '/contact.create', contactBody);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.coc_id).toEqual([CONTACT_MESSAGES.ublNeedsCoc]);
    const created = await api.call('POST', '/contact.create', { ...contactBody, coc_id: '01234567' });
    expect(created.statusCode, created.body).toBe(200);
    const contact = created.json().entry.model;
    expect(contact.send_ubl).toBe(true);
    // Clearing the KvK number while the setting is on is refused; switching it off is fine.
    const cleared = await api.call('PATCH', `/contact.update/${contact.id}`, { coc_id: null });
    expect(cleared.statusCode).toBe(422);
    const off = await api.call('PATCH', `/contact.update/${contact.id}`, { send_ubl: false });
    expect(off.json().entry.model.send_ubl).toBe(false);
  });

  it('sends the UBL beside the PDF with an invoice mail, valid by SI-UBL', async () => {
    const created = await api.call('POST', '/contact.create', { ...contactBody, coc_id: '07654321' });
    const contact = created.json().entry.model;
    const concept = await api.concept(contact.id, [
      { description: 'Springkussen (1 dag)', unitPrice: 12500 },
    ]);
    const { draft } = (await api.call('GET', `/invoice.mail/${concept.id}`)).json().entry.model;
    const sent = await api.call('POST', `/invoice.send/${concept.id}`, { ...draft, to: 'facturen@noord.nl' });
    expect(sent.statusCode, sent.body).toBe(200);
    const number = sent.json().entry.model.invoice_id;
    const row = await t.ctx.db
      .selectFrom('outbox_mails')
      .select('attachments')
      .where('ref_id', '=', concept.id)
      .executeTakeFirstOrThrow();
    const attachments = JSON.parse(row.attachments ?? '[]') as Array<{
      filename: string;
      content_type: string;
      content_base64: string;
    }>;
    expect(attachments.map((a) => [a.filename, a.content_type])).toEqual([
      [`factuur-${number}.pdf`, 'application/pdf'],
      [`factuur-${number}.xml`, 'application/xml'],
    ]);
    const xml = Buffer.from(attachments[1]?.content_base64 ?? '', 'base64').toString('utf8');
    await expectValid(xml, 'si-ubl');
    expect(tag(xml, 'cbc:ID')).toBe(number);
  });
});
