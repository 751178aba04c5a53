import type { InvoiceModel } from '@app/contracts';
import {
  type AddressForm,
  creditNoteSettlementText,
  formatIban,
  formatInvoiceDate,
  formatMoney,
  inForm,
  invoicePaymentReference,
  salutationOf,
} from '@app/domain';

/** The outbox's kind and record type of an invoice mail (its history on the invoice's page). */
export const INVOICE_MAIL_KIND = 'invoice';
export const INVOICE_MAIL_REF = 'invoice';

/**
 * Stands for the invoice number in a mail about a concept: the number is given when sending
 * publishes the concept, and replaces this text in the subject and message then.
 */
export const INVOICE_NUMBER_PLACEHOLDER = '{factuurnummer}';

export type MailRecipients = {
  contactEmail: string | null;
  personEmail: string | null;
};

const filled = (value: string | null | undefined) => (value ?? '').trim();

/** The contact person's address when there is one, else the contact's. */
export const defaultRecipientOf = ({ contactEmail, personEmail }: MailRecipients) =>
  filled(personEmail) || filled(contactEmail);

/** Who the mail opens with: the contact person named on the invoice ("t.a.v."), else a consumer by name. */
const addresseeOf = (invoice: InvoiceModel) => {
  const person = invoice.reference
    ? `${invoice.reference.first_name} ${invoice.reference.last_name}`.trim()
    : '';
  if (person) return person;
  return invoice.contact?.contact_type === 'individual' ? invoice.contact.display_name.trim() : '';
};

/**
 * The Dutch mail that goes with an invoice PDF: the number, amount and due date, and how to pay
 * (or that it was paid); for a credit note how its amount is settled. Written in the company's
 * form of address. People may edit it before sending.
 */
export const invoiceMailDraft = (
  invoice: InvoiceModel,
  recipients: MailRecipients,
  /** "Betaal met iDEAL": the invoice's payment link while iDEAL is on. */
  payUrl: string | null,
  form: AddressForm,
) => {
  const say = inForm(form);
  const company = filled(invoice.company_details.identity_company_name);
  const number = invoice.invoice_id ?? INVOICE_NUMBER_PLACEHOLDER;
  const reference = invoice.invoice_id ? invoicePaymentReference(invoice) : INVOICE_NUMBER_PLACEHOLDER;
  const amount = formatMoney(invoice.total_amount);
  const iban = filled(invoice.company_details.identity_bank_account_id);
  const holder = filled(invoice.company_details.identity_bank_account_holder);
  const payee = iban ? ` op ${formatIban(iban)}${holder ? ` t.n.v. ${holder}` : ''}` : '';
  const isCredit = invoice.kind === 'credit_note';
  const title = isCredit ? 'creditfactuur' : 'factuur';
  const reverseCharge = invoice.vat_treatment === 'reverse_charge' ? ' (btw verlegd)' : '';
  const credited = invoice.credited_invoice?.number
    ? `, ter creditering van factuur ${invoice.credited_invoice.number}`
    : '';
  const intro = isCredit
    ? `Hierbij ${say('ontvang je', 'ontvangt u')} creditfactuur ${number} van ${formatInvoiceDate(invoice.invoice_date)} voor een bedrag van ${formatMoney(Math.abs(invoice.total_amount))}${reverseCharge}${credited}.`
    : `Hierbij ${say('ontvang je', 'ontvangt u')} factuur ${number} van ${formatInvoiceDate(invoice.invoice_date)} voor een bedrag van ${amount}${reverseCharge}.`;
  const payment = isCredit
    ? creditNoteSettlementText(invoice.total_amount, invoice.status === 'paid' ? invoice.paid_at : null)
    : invoice.status === 'paid' && invoice.paid_at
      ? `Deze factuur is op ${formatInvoiceDate(invoice.paid_at)} betaald; ${say('je ontvangt', 'u ontvangt')} hem voor ${say('je', 'uw')} administratie. ${say('Dank je wel!', 'Hartelijk dank!')}`
      : `${say('Wij verzoeken je', 'Wij verzoeken u')} vriendelijk het bedrag vóór ${formatInvoiceDate(invoice.due_date)} over te maken${payee}, onder vermelding van ${reference}.`;
  const message = [
    salutationOf(form, addresseeOf(invoice)),
    '',
    intro,
    '',
    payment,
    ...(payUrl && invoice.status !== 'paid' && !isCredit ? ['', `Betaal met iDEAL: ${payUrl}`] : []),
    '',
    `De ${title} ${say('vind je', 'vindt u')} als PDF in de bijlage. ${say('Heb je vragen? Beantwoord dan gewoon', 'Heeft u vragen? Beantwoord dan gewoon')} deze e-mail.`,
    '',
    'Met vriendelijke groet,',
    '',
    company,
  ].join('\n');
  const subjectTitle = isCredit ? 'Creditfactuur' : 'Factuur';
  return {
    to: defaultRecipientOf(recipients),
    subject: company ? `${subjectTitle} ${number} van ${company}` : `${subjectTitle} ${number}`,
    message: message.trimEnd(),
  };
};

/** Fills in the number given at sending (a concept is published first). */
export const fillInvoiceNumber = (text: string, invoiceId: string) =>
  text.replaceAll(INVOICE_NUMBER_PLACEHOLDER, invoiceId);
