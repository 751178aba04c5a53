import { INVOICE_MESSAGES, type InvoiceModel } from '@app/contracts';
import {
  type AddressForm,
  computeLineTotal,
  type TaxRate,
  unitPriceExclTax,
  ZERO_RATE_REASON_NOTES,
  zeroRateReasonFor,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { readAssetFileByUrl } from '../assets/index.ts';
import { countryNameOf } from '../contacts/index.ts';
import { readAddressForm } from '../settings/index.ts';
import { type InvoicePdfData, type InvoicePdfParty, renderInvoicePdf } from './invoice-pdf.ts';

type InvoiceView = InvoiceModel;

const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => text(value) || null;

/** "3526 KL  Utrecht" and the country unless it is the Netherlands. */
const addressLinesOf = (fields: {
  line1: string | null | undefined;
  line2: string | null | undefined;
  postalCode: string | null | undefined;
  city: string | null | undefined;
  country: string | null | undefined;
}) => {
  const country = text(fields.country).toLowerCase();
  const place = [text(fields.postalCode), text(fields.city)].filter(Boolean).join('  ');
  return [
    text(fields.line1),
    text(fields.line2),
    place,
    country && country !== 'nl' ? countryNameOf(country) : '',
  ].filter(Boolean);
};

const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The logo as PNG/JPEG bytes (pdfkit reads only those); WebP and others go through sharp. */
export const readInvoiceLogo = async (ctx: AppContext, url: string | undefined): Promise<Buffer | null> => {
  if (!url) return null;
  try {
    const bytes = await readAssetFileByUrl({ ctx, url });
    if (!bytes) return null;
    if (isPng(bytes) || isJpeg(bytes)) return bytes;
    const sharp = (await import('sharp')).default;
    return await sharp(bytes).png().toBuffer();
  } catch {
    // A missing or unreadable logo gives a PDF without logo rather than no PDF.
    return null;
  }
};

/** The PDF's data; `addressForm` is the company's current form of address for customers. */
export const pdfDataOf = (
  invoice: InvoiceView,
  logo: Buffer | null,
  addressForm: AddressForm,
): InvoicePdfData => {
  const company = invoice.company_details;
  const seller: InvoicePdfData['seller'] = {
    name: text(company.identity_company_name),
    attention: null,
    addressLines: addressLinesOf({
      line1: company.identity_address_line_1,
      line2: company.identity_address_line_2,
      postalCode: company.identity_postal_code,
      city: company.identity_city,
      country: company.identity_country,
    }),
    vatId: orNull(company.identity_vat_id),
    cocId: orNull(company.identity_coc_id),
    email: orNull(company.identity_email_address),
    phone: orNull(company.identity_phone_number),
    iban: orNull(company.identity_bank_account_id),
    accountHolder: orNull(company.identity_bank_account_holder),
    bic: orNull(company.identity_bank_swift_bic),
  };
  const contact = invoice.contact;
  const buyer: InvoicePdfParty | null = contact
    ? {
        name: contact.display_name,
        attention: invoice.reference
          ? `${invoice.reference.first_name} ${invoice.reference.last_name}`.trim()
          : null,
        addressLines: addressLinesOf({
          line1: contact.address_line_1,
          line2: contact.address_line_2,
          postalCode: contact.postal_code,
          city: contact.city,
          country: contact.country,
        }),
        vatId: orNull(contact.vat_id),
        cocId: null,
      }
    : null;
  const reverseCharge = invoice.vat_treatment === 'reverse_charge';
  return {
    number: invoice.invoice_id,
    isConcept: invoice.status === 'concept',
    conceptId: invoice.concept_id,
    invoiceDate: invoice.invoice_date,
    // No delivery date of its own means delivered on the invoice date.
    deliveryFrom: invoice.delivery_from ?? invoice.invoice_date,
    deliveryUntil: invoice.delivery_until,
    dueDate: invoice.due_date,
    paidAt: invoice.status === 'paid' ? invoice.paid_at : null,
    cashPayment: invoice.payment_method === 'cash',
    reverseCharge,
    identifier: invoice.identifier,
    customerNumber: contact?.id ?? null,
    seller,
    buyer,
    includeTax: invoice.include_tax && !reverseCharge,
    lines: invoice.items.map((item) => {
      const line = {
        unitCount: item.unitCount,
        unitPriceCents: item.unitPrice,
        taxRate: item.taxRate as TaxRate,
      };
      const total = computeLineTotal(line, invoice.include_tax, invoice.vat_treatment);
      const reason = reverseCharge ? null : zeroRateReasonFor(item.taxRate, item.zeroRateReason);
      return {
        description: item.description,
        unitCount: item.unitCount,
        unitPriceCents: item.unitPrice,
        unitPriceExclCents:
          invoice.include_tax && !reverseCharge ? unitPriceExclTax(item.unitPrice, item.taxRate) : null,
        taxLabel: reverseCharge ? 'verlegd' : `${item.taxRate}%`,
        note: reason ? ZERO_RATE_REASON_NOTES[reason] : null,
        amountCents: invoice.include_tax && !reverseCharge ? total.inclCents : total.exclCents,
      };
    }),
    totals: {
      perRate: invoice.totals.per_rate.map((part) => ({
        rate: part.rate,
        baseCents: part.base,
        taxCents: part.tax,
      })),
      totalExclCents: invoice.totals.total_excl,
      totalTaxCents: invoice.totals.total_tax,
      totalInclCents: invoice.totals.total_incl,
    },
    logo,
    addressForm,
    creditOf:
      invoice.kind === 'credit_note' && invoice.credited_invoice
        ? { number: invoice.credited_invoice.number ?? '', date: invoice.credited_invoice.date }
        : null,
  };
};

/** Safe ASCII file name with the number, or the concept id. */
export const pdfFileNameOf = (invoice: Pick<InvoiceView, 'status' | 'invoice_id' | 'concept_id' | 'kind'>) =>
  invoice.status !== 'concept' && invoice.invoice_id
    ? `${invoice.kind === 'credit_note' ? 'creditfactuur' : 'factuur'}-${invoice.invoice_id.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`
    : `concept-${invoice.concept_id}.pdf`;

export const renderInvoice = async (ctx: AppContext, invoice: InvoiceView) => {
  const logo = await readInvoiceLogo(ctx, invoice.company_details.identity_company_logo);
  const pdf = await renderInvoicePdf(pdfDataOf(invoice, logo, await readAddressForm(ctx.db)));
  return { pdf, fileName: pdfFileNameOf(invoice) };
};

/**
 * Loads and renders an invoice for download. A refusal (unknown id) passes as it is; anything
 * else that breaks on the way to the PDF (unreadable stored data, a pdfkit error) is logged and
 * answered with the Dutch "De PDF van de factuur kon niet worden gemaakt." rather than a generic
 * server error, so the download shows what failed.
 */
export const renderInvoiceForDownload = async (
  ctx: AppContext,
  load: () => Promise<InvoiceView>,
  log: FastifyBaseLogger,
) => {
  try {
    return await renderInvoice(ctx, await load());
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'factuur-PDF maken mislukt');
    throw new AppError('internal_error', INVOICE_MESSAGES.renderFailed);
  }
};
