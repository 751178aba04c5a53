import { type AddressForm, inForm } from './address-form.ts';
import { formatInvoiceDate } from './dates.ts';
import { formatMoney } from './money.ts';

/**
 * A credit note never asks to pay a negative amount and is never "betaald": its amount (shown
 * positive) is settled against the invoice or paid back.
 */
export const creditNoteSettlementText = (totalCents: number, settledOn: string | null = null) =>
  `Het bedrag van ${formatMoney(Math.abs(totalCents))} wordt verrekend of teruggestort${
    settledOn ? ` (verrekend op ${formatInvoiceDate(settledOn)})` : ''
  }.`;

export type InvoiceClosingInput = {
  form: AddressForm;
  kind: 'invoice' | 'credit_note';
  isConcept: boolean;
  /** Including VAT; negative on a credit note. */
  totalCents: number;
  dueDate: string;
  /** The payment (or settlement) day; null while unpaid. */
  paidAt: string | null;
  /** Paid in cash at delivery: no bank transfer is asked for. */
  cashPayment: boolean;
  /** The payment reference (the invoice number, or CONCEPT plus the concept id). */
  reference: string;
  /** "IBAN NL.. t.n.v. ..", or '' without bank details. */
  payee: string;
};

/**
 * The closing sentence of an invoice or credit note: how to pay, that it was paid, or for a
 * credit note how its amount is settled; in the company's form of address.
 */
export const invoiceClosingText = (input: InvoiceClosingInput) => {
  const say = inForm(input.form);
  const total = formatMoney(input.totalCents);
  if (input.kind === 'credit_note') {
    return input.isConcept
      ? `Dit is een concept en geen geldige creditfactuur. ${creditNoteSettlementText(input.totalCents)}`
      : creditNoteSettlementText(input.totalCents, input.paidAt);
  }
  if (input.isConcept)
    return `Dit is een concept en geen geldige factuur. Betalingskenmerk: ${input.reference}.`;
  if (input.cashPayment)
    return input.paidAt
      ? `Contant ontvangen op ${formatInvoiceDate(input.paidAt)}`
      : 'Contant te betalen bij levering';
  if (input.paidAt)
    return `Deze factuur is op ${formatInvoiceDate(input.paidAt)} betaald (${total}, kenmerk ${input.reference}). ${say('Dank je wel!', 'Hartelijk dank!')}`;
  return `${say('Wij verzoeken je', 'Wij verzoeken u')} vriendelijk het totaalbedrag van ${total} vóór ${formatInvoiceDate(
    input.dueDate,
  )} over te maken${input.payee ? ` op ${input.payee}` : ''}, onder vermelding van ${input.reference}.`;
};
