import {
  type AddressForm,
  computeInvoiceTotals,
  computeLineTotal,
  type InvoiceTotals,
  type OrderInvoiceLine,
  type PaymentMethod,
  toCalendarDate,
  unitPriceExclTax,
  ZERO_RATE_REASON_NOTES,
  type ZeroRateReason,
  zeroRateReasonFor,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { ContactRecord } from '../contacts/index.ts';
import { countryNameOf } from '../contacts/index.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import type { CustomerLine } from '../orders/index.ts';
import { readAddressForm } from '../settings/index.ts';

export type QuoteDocumentLine = {
  description: string;
  unitCount: number;
  /** Cents including VAT. */
  unitPriceCents: number;
  unitPriceExclCents: number;
  taxRate: OrderInvoiceLine['taxRate'];
  zeroRateReason: ZeroRateReason | null;
  /** Why a 0 % line carries no VAT, printed under it. */
  note: string | null;
  amountCents: number;
  /** What the line is for and its article, handed to the invoice on acceptance (the reports read them). */
  kind: OrderInvoiceLine['kind'];
  itemId: number | null;
};

/**
 * A quote's version as the customer sees it, fixed when it is made or changed: the parties as
 * they were, the lines priced by the one pricing path, the totals with VAT, the terms version and
 * the form of address. The PDF and the customer's page are drawn from it alone, so one version
 * always gives the same PDF bytes (the SHA-256 an acceptance records stays reproducible), and the
 * accepted order is billed exactly these lines.
 */
export type QuoteDocument = {
  number: string;
  /** The day of this version (Amsterdam). */
  date: string;
  validUntil: string;
  revision: number;
  /** The instant of this version: also the PDF's creation date. */
  revisedAt: string;
  termsVersion: number;
  form: AddressForm;
  seller: {
    name: string;
    addressLines: string[];
    email: string | null;
    phone: string | null;
    cocId: string | null;
    vatId: string | null;
    logoUrl: string | null;
  };
  buyer: { name: string; individual: boolean; addressLines: string[]; vatId: string | null };
  customerLines: CustomerLine[];
  lines: QuoteDocumentLine[];
  totals: InvoiceTotals;
  depositCents: number;
  transportCents: number;
  paymentMethod: PaymentMethod;
};

const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => text(value) || null;

/** "3526 KL  Utrecht" and the country unless it is the Netherlands (as on the invoice PDF). */
const addressLinesOf = (
  line1: string | null | undefined,
  line2: string | null | undefined,
  postalCode: string | null | undefined,
  city: string | null | undefined,
  country: string | null | undefined,
) => {
  const code = text(country).toLowerCase();
  const place = [text(postalCode), text(city)].filter(Boolean).join('  ');
  return [text(line1), text(line2), place, code && code !== 'nl' ? countryNameOf(code) : ''].filter(Boolean);
};

const documentLineOf = (line: OrderInvoiceLine): QuoteDocumentLine => {
  const reason = zeroRateReasonFor(line.taxRate, line.zeroRateReason) ?? null;
  return {
    description: line.description,
    unitCount: line.unitCount,
    unitPriceCents: line.unitPriceCents,
    unitPriceExclCents: unitPriceExclTax(line.unitPriceCents, line.taxRate),
    taxRate: line.taxRate,
    zeroRateReason: line.zeroRateReason ?? null,
    note: reason ? ZERO_RATE_REASON_NOTES[reason] : null,
    amountCents: computeLineTotal(line, true).inclCents,
    kind: line.kind,
    itemId: line.itemId,
  };
};

/** The quote's document for this version, read inside the writing transaction. */
export const buildQuoteDocument = async (options: {
  db: Db;
  number: string;
  validUntil: string;
  revision: number;
  revisedAt: string;
  termsVersion: number;
  contact: ContactRecord;
  customerLines: CustomerLine[];
  lines: readonly OrderInvoiceLine[];
  depositCents: number;
  transportCents: number;
  paymentMethod: PaymentMethod;
}): Promise<QuoteDocument> => {
  const company = await readCompanyDetails(options.db);
  const contact = options.contact;
  return {
    number: options.number,
    date: toCalendarDate(options.revisedAt),
    validUntil: options.validUntil,
    revision: options.revision,
    revisedAt: options.revisedAt,
    termsVersion: options.termsVersion,
    form: await readAddressForm(options.db),
    seller: {
      name: text(company.identity_company_name),
      addressLines: addressLinesOf(
        company.identity_address_line_1,
        company.identity_address_line_2,
        company.identity_postal_code,
        company.identity_city,
        company.identity_country,
      ),
      email: orNull(company.identity_email_address),
      phone: orNull(company.identity_phone_number),
      cocId: orNull(company.identity_coc_id),
      vatId: orNull(company.identity_vat_id),
      logoUrl: orNull(company.identity_company_logo),
    },
    buyer: {
      name: contact.display_name,
      individual: contact.contact_type === 'individual',
      addressLines: addressLinesOf(
        contact.address_line_1,
        contact.address_line_2,
        contact.postal_code,
        contact.city,
        contact.country,
      ),
      vatId: orNull(contact.vat_id),
    },
    customerLines: options.customerLines,
    lines: options.lines.map(documentLineOf),
    totals: computeInvoiceTotals(options.lines, true),
    depositCents: options.depositCents,
    transportCents: options.transportCents,
    paymentMethod: options.paymentMethod,
  };
};

export const parseQuoteDocument = (json: string): QuoteDocument => JSON.parse(json) as QuoteDocument;

/** The document's lines as the order's invoice bills them when the quote is accepted. */
export const invoiceLinesOf = (document: QuoteDocument): OrderInvoiceLine[] =>
  document.lines.map((line) => ({
    description: line.description,
    unitCount: line.unitCount,
    unitPriceCents: line.unitPriceCents,
    taxRate: line.taxRate,
    ...(line.zeroRateReason ? { zeroRateReason: line.zeroRateReason } : {}),
    // A document written before lines had kinds: typed by hand, as far as the reports know.
    kind: line.kind ?? 'other',
    itemId: line.itemId ?? null,
  }));
