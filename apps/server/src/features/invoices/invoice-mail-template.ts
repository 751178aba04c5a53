import type { InvoiceModel } from '@app/contracts';
import { formatIban, formatInvoiceDate, formatMoney, invoicePaymentReference } from '@app/domain';

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

const greetingOf = (invoice: InvoiceModel) => {
  const person = invoice.reference
    ? `${invoice.reference.first_name} ${invoice.reference.last_name}`.trim()
    : '';
  if (person) return `Beste ${person},`;
  if (invoice.contact?.contact_type === 'individual' && invoice.contact.display_name.trim())
    return `Beste ${invoice.contact.display_name.trim()},`;
  return 'Beste relatie,';
};

/**
 * The Dutch mail that goes with an invoice PDF: the number, amount and due date, and how to pay
 * (or that it was paid). People may edit it before sending.
 */
export const invoiceMailDraft = (
  invoice: InvoiceModel,
  recipients: MailRecipients,
  /** "Betaal met iDEAL" (issue 28): the invoice's payment link while iDEAL is on. */
  payUrl: string | null = null,
) => {
  const company = filled(invoice.company_details.identity_company_name);
  const number = invoice.invoice_id ?? INVOICE_NUMBER_PLACEHOLDER;
  const reference = invoice.invoice_id ? invoicePaymentReference(invoice) : INVOICE_NUMBER_PLACEHOLDER;
  const amount = formatMoney(invoice.total_amount);
  const iban = filled(invoice.company_details.identity_bank_account_id);
  const holder = filled(invoice.company_details.identity_bank_account_holder);
  const payee = iban ? ` op ${formatIban(iban)}${holder ? ` t.n.v. ${holder}` : ''}` : '';
  const payment =
    invoice.status === 'paid' && invoice.paid_at
      ? `Deze factuur is op ${formatInvoiceDate(invoice.paid_at)} betaald; je ontvangt hem voor je administratie. Dank je wel!`
      : `Wij verzoeken je vriendelijk het bedrag vóór ${formatInvoiceDate(invoice.due_date)} over te maken${payee}, onder vermelding van ${reference}.`;
  const reverseCharge = invoice.vat_treatment === 'reverse_charge' ? ' (btw verlegd)' : '';
  const message = [
    greetingOf(invoice),
    '',
    `Hierbij ontvang je factuur ${number} van ${formatInvoiceDate(invoice.invoice_date)} voor een bedrag van ${amount}${reverseCharge}.`,
    '',
    payment,
    ...(payUrl && invoice.status !== 'paid' ? ['', `Betaal met iDEAL: ${payUrl}`] : []),
    '',
    'De factuur vind je als PDF in de bijlage. Heb je vragen? Beantwoord dan gewoon deze e-mail.',
    '',
    'Met vriendelijke groet,',
    '',
    company,
  ].join('\n');
  return {
    to: defaultRecipientOf(recipients),
    subject: company ? `Factuur ${number} van ${company}` : `Factuur ${number}`,
    message: message.trimEnd(),
  };
};

/** Fills in the number given at sending (a concept is published first). */
export const fillInvoiceNumber = (text: string, invoiceId: string) =>
  text.replaceAll(INVOICE_NUMBER_PLACEHOLDER, invoiceId);
