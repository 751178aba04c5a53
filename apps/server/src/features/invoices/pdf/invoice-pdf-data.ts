import type { AddressForm, InvoiceTotals } from '@app/domain';

export type InvoicePdfParty = {
  name: string;
  /** "t.a.v." line: the contact person. */
  attention: string | null;
  addressLines: string[];
  vatId: string | null;
  cocId: string | null;
};

export type InvoicePdfLine = {
  description: string;
  unitCount: number;
  unitPriceCents: number;
  /**
   * With prices including VAT: the unit price excluding VAT (art. 35a asks for it), rounded to
   * the cent; null when the unit price already excludes VAT.
   */
  unitPriceExclCents: number | null;
  /** "21%", or "verlegd" under reverse charge. */
  taxLabel: string;
  /** Why a 0% line carries no VAT, printed under its description. */
  note: string | null;
  /** Including or excluding VAT, like the unit price. */
  amountCents: number;
};

export type InvoicePdfData = {
  /** The invoice number; null for a concept that has none (a concept may keep one it had). */
  number: string | null;
  isConcept: boolean;
  conceptId: number;
  invoiceDate: string;
  /** The delivery date, or the first day of a delivery period. */
  deliveryFrom: string;
  deliveryUntil: string | null;
  dueDate: string;
  /** The payment day of a paid invoice: the PDF then states it was paid instead of asking. */
  paidAt: string | null;
  /**
   * The invoice of a cash order: paid in cash at delivery, so the PDF asks for no bank transfer
   * ("Contant te betalen bij levering", or "Contant ontvangen op {datum}" once paid).
   */
  cashPayment: boolean;
  /** Btw verlegd: no VAT on the lines; the buyer's VAT id is stated. */
  reverseCharge: boolean;
  identifier: string | null;
  customerNumber: number | null;
  seller: InvoicePdfParty & {
    email: string | null;
    phone: string | null;
    iban: string | null;
    accountHolder: string | null;
    bic: string | null;
  };
  buyer: InvoicePdfParty | null;
  includeTax: boolean;
  lines: InvoicePdfLine[];
  totals: InvoiceTotals;
  /** PNG or JPEG bytes. */
  logo: Buffer | null;
  /** A credit note (CREDITFACTUUR): the invoice it credits; null on an invoice. */
  creditOf?: { number: string; date: string } | null;
  /** The company's form of address for customers ("je" or "u"); "je" when not given. */
  addressForm?: AddressForm;
};
