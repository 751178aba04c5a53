import { INVOICE_MESSAGES, type InvoiceModel } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/database.ts';
import { AppError, conflict, notFound, validationFailed } from '../../../lib/app-error.ts';
import { readAddressForm } from '../../settings/index.ts';
import { renderInvoicePdf } from '../invoice-pdf.ts';
import { pdfDataOf, pdfFileNameOf, readInvoiceLogo } from '../invoice-render.ts';
import { createInvoiceRepository, type InvoiceRow } from '../invoices.repository.ts';
import { loadInvoice } from '../view-invoice.ts';
import { buildUblDocument, lacksRequiredBuyerCoc, type UblInvoiceInput } from './ubl-document.ts';
import { writeUblXml } from './ubl-xml.ts';

export const UBL_MESSAGES = {
  concept:
    'Een concept heeft nog geen e-factuur (UBL): publiceer de factuur eerst, dan krijgt ze haar nummer.',
  renderFailed: 'De e-factuur (UBL) kon niet worden gemaakt.',
  missingCoc: (name: string) =>
    `Voor een e-factuur (UBL) aan een Nederlands bedrijf is het KvK-nummer van de klant nodig: vul het KvK-nummer van ${name} in bij het contact.`,
  /** The quarter overview's "UBL" column for such a document. */
  missingCocShort: 'KvK-nummer van de klant ontbreekt',
} as const;

/** The fields the credit-note work adds to the invoice model (read when present). */
type CreditFields = {
  kind: 'invoice' | 'credit_note';
  credited_invoice: { uuid: string; number: string | null; date: string } | null;
};
export type UblInvoiceModel = InvoiceModel & Partial<CreditFields>;

const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => text(value) || null;
const countryCodeOf = (value: string | null | undefined) => (text(value) || 'nl').toUpperCase();

/** The buyer's KvK number and e-mail: the KvK as frozen at publishing, else the contact's own. */
export type UblBuyerExtras = { cocId: string | null; email: string | null };

const readBuyerExtras = async (db: Db, ctx: AppContext, row: InvoiceRow): Promise<UblBuyerExtras> => {
  let frozenCoc: string | null = null;
  try {
    frozenCoc = orNull(
      (JSON.parse(row.contact_details ?? 'null') as { coc_id?: string | null } | null)?.coc_id,
    );
  } catch {
    frozenCoc = null;
  }
  const live =
    row.contact_id === null
      ? undefined
      : await createInvoiceRepository(db, ctx.dbKind).findContact(row.contact_id);
  return { cocId: frozenCoc ?? orNull(live?.coc_id), email: orNull(live?.email_address) };
};

const kindOf = (invoice: UblInvoiceModel) => invoice.kind ?? 'invoice';

/** "factuur-F2026-0001.xml", "creditfactuur-F2026-0002.xml". */
export const ublFileNameOf = (invoice: UblInvoiceModel) =>
  `${kindOf(invoice) === 'credit_note' ? 'creditfactuur' : 'factuur'}-${(invoice.invoice_id ?? String(invoice.id)).replace(/[^A-Za-z0-9._-]+/g, '_')}.xml`;

/** The pure mapping's input from the invoice model (published), the buyer extras and the PDF. */
export const ublInputOf = (
  invoice: UblInvoiceModel,
  extras: UblBuyerExtras,
  pdf: { fileName: string; bytes: Buffer } | null,
): UblInvoiceInput => {
  const company = invoice.company_details;
  const contact = invoice.contact;
  const credited = invoice.credited_invoice ?? null;
  return {
    kind: kindOf(invoice),
    number: invoice.invoice_id ?? String(invoice.id),
    issueDate: invoice.invoice_date,
    dueDate: invoice.due_date,
    identifier: invoice.identifier,
    deliveryFrom: invoice.delivery_from ?? invoice.invoice_date,
    deliveryUntil: invoice.delivery_until,
    includeTax: invoice.include_tax,
    reverseCharge: invoice.vat_treatment === 'reverse_charge',
    cashPayment: invoice.payment_method === 'cash',
    fromOrder: invoice.payment_method !== null,
    paidAt: invoice.status === 'paid' ? invoice.paid_at : null,
    seller: {
      name: text(company.identity_company_name),
      street: text(company.identity_address_line_1),
      additionalStreet: orNull(company.identity_address_line_2),
      city: text(company.identity_city),
      postalCode: orNull(company.identity_postal_code),
      countryCode: countryCodeOf(company.identity_country),
      vatId: orNull(company.identity_vat_id),
      cocId: orNull(company.identity_coc_id),
      email: orNull(company.identity_email_address),
      phone: orNull(company.identity_phone_number),
      iban: orNull(company.identity_bank_account_id),
    },
    buyer: {
      type: contact?.contact_type ?? 'individual',
      name: text(contact?.display_name),
      street: text(contact?.address_line_1),
      additionalStreet: orNull(contact?.address_line_2),
      city: text(contact?.city),
      postalCode: orNull(contact?.postal_code),
      countryCode: countryCodeOf(contact?.country),
      vatId: orNull(contact?.vat_id),
      cocId: extras.cocId,
      email: extras.email,
      contactName: invoice.reference
        ? orNull(`${invoice.reference.first_name} ${invoice.reference.last_name}`)
        : null,
    },
    lines: invoice.items.map((item) => ({
      description: item.description,
      unitCount: item.unitCount,
      unitPriceCents: item.unitPrice,
      taxRate: item.taxRate,
      zeroRateReason: item.zeroRateReason,
    })),
    perRate: invoice.totals.per_rate.map((part) => ({
      rate: part.rate,
      baseCents: part.base,
      taxCents: part.tax,
    })),
    totalExclCents: invoice.totals.total_excl,
    totalInclCents: invoice.totals.total_incl,
    creditedInvoice: credited ? { number: credited.number ?? '', date: credited.date } : null,
    pdf: pdf ? { fileName: pdf.fileName, base64: pdf.bytes.toString('base64') } : null,
  };
};

/**
 * The UBL of a published invoice in the caller's reach (`db` may be a transaction): refuses a
 * concept (409), a deleted one (404) and a Dutch business buyer without KvK number (422).
 */
export const buildInvoiceUbl = async (options: {
  ctx: AppContext;
  db: Db;
  invoice: UblInvoiceModel;
  row: InvoiceRow;
  pdf: Buffer;
}) => {
  const { invoice } = options;
  if (invoice.deleted_at) throw notFound(INVOICE_MESSAGES.notFound);
  if (invoice.status === 'concept') throw conflict(UBL_MESSAGES.concept);
  const extras = await readBuyerExtras(options.db, options.ctx, options.row);
  const input = ublInputOf(invoice, extras, { fileName: pdfFileNameOf(invoice), bytes: options.pdf });
  if (lacksRequiredBuyerCoc(input.buyer)) {
    const message = UBL_MESSAGES.missingCoc(input.buyer.name);
    throw validationFailed(message, { coc_id: [message] });
  }
  return { xml: writeUblXml(buildUblDocument(input)), fileName: ublFileNameOf(invoice) };
};

/** `GET /api/invoice.ubl/{id}`: the published invoice or credit note as UBL 2.1 XML. */
export const renderInvoiceUbl = async (options: { ctx: AppContext; raw: string; log: FastifyBaseLogger }) => {
  const { ctx } = options;
  const { row, model } = await loadInvoice({ ctx, raw: options.raw });
  const invoice = model as UblInvoiceModel;
  if (invoice.deleted_at) throw notFound(INVOICE_MESSAGES.notFound);
  if (invoice.status === 'concept') throw conflict(UBL_MESSAGES.concept);
  try {
    const logo = await readInvoiceLogo(ctx, invoice.company_details.identity_company_logo);
    const pdf = await renderInvoicePdf(pdfDataOf(invoice, logo, await readAddressForm(ctx.db)));
    return await buildInvoiceUbl({ ctx, db: ctx.db, invoice, row, pdf });
  } catch (error) {
    if (error instanceof AppError) throw error;
    options.log.error({ err: error }, 'UBL maken mislukt');
    throw new AppError('internal_error', UBL_MESSAGES.renderFailed);
  }
};
