import type { CompanyDetails } from '@app/contracts';
import {
  type AddressForm,
  deliveryWindowText,
  formatDisplayDate,
  formatMoney,
  inForm,
  type OrderInvoiceLine,
  orderLineTitle,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  reservationPeriodText,
  salutationOf,
} from '@app/domain';
import { companySenderOf } from '../../lib/company-sender.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** One order line (all its units or pieces); serial numbers are for staff, not in the mail. */
export type ConfirmationArticle = {
  name: string;
  itemType: 'rentable' | 'sellable';
  quantity: number;
  from: string;
  until: string;
  deliveryTime: string;
};

export type ConfirmationInput = {
  orderId: number;
  company: CompanyDetails;
  contact: {
    display_name: string;
    email_address: string;
    address_line_1: string | null;
    address_line_2: string | null;
    postal_code: string | null;
    city: string | null;
    /** The Dutch country name. */
    country: string;
  };
  articles: readonly ConfirmationArticle[];
  lines: readonly OrderInvoiceLine[];
  totalCents: number;
  paymentMethod: PaymentMethod;
  /** "Betaal met iDEAL": the invoice's payment link for an iDEAL order, else null. */
  payUrl?: string | null;
  /** The confirmation after order.update: "Gewijzigde orderbevestiging". */
  changed?: boolean;
  /** The company's form of address for customers ("je" or "u"). */
  form: AddressForm;
};

const filled = (parts: ReadonlyArray<string | null | undefined>) =>
  parts.map((p) => (p ?? '').trim()).filter((p) => p !== '');

const companyLines = (company: CompanyDetails) => {
  const get = (key: string) => company[`identity_${key}`];
  return filled([
    get('company_name'),
    get('address_line_1'),
    get('address_line_2'),
    filled([get('postal_code'), get('city')]).join(' '),
    get('phone_number') ? `Telefoon ${get('phone_number')}` : null,
    get('email_address'),
    get('coc_id') ? `KvK ${get('coc_id')}` : null,
    get('vat_id') ? `Btw-id ${get('vat_id')}` : null,
  ]);
};

const addressLines = (contact: ConfirmationInput['contact']) =>
  filled([
    contact.address_line_1,
    contact.address_line_2,
    filled([contact.postal_code, contact.city]).join(' '),
    contact.country === 'Nederland' ? null : contact.country,
  ]);

const articleTitle = (a: ConfirmationArticle) => orderLineTitle(a.name, a.quantity);

const articleWhen = (a: ConfirmationArticle) =>
  a.itemType === 'rentable'
    ? `${reservationPeriodText(a.from, a.until)}, levering op ${formatDisplayDate(a.from)} ${deliveryWindowText(a.deliveryTime)}`
    : `levering op ${formatDisplayDate(a.from)} ${deliveryWindowText(a.deliveryTime)}`;

const lineAmount = (line: OrderInvoiceLine) => formatMoney(line.unitCount * line.unitPriceCents);

/**
 * The Dutch order confirmation (HTML and plain text): the company's identity, the products with
 * their days and delivery windows, the delivery address, the amounts and the payment method.
 */
export const renderOrderConfirmation = (input: ConfirmationInput): MailMessage => {
  const companyName = input.company.identity_company_name?.trim() || 'Verhuur';
  const subject = `${input.changed ? 'Gewijzigde orderbevestiging' : 'Orderbevestiging'} #${input.orderId} – ${companyName}`;
  const payment = PAYMENT_METHOD_LABELS[input.paymentMethod];
  const say = inForm(input.form);
  const greeting = salutationOf(input.form, input.contact.display_name);
  const intro = input.changed
    ? `${say('Je', 'Uw')} order #${input.orderId} is gewijzigd. Hierbij bevestigen we de order zoals die nu is; deze bevestiging vervangt de vorige.`
    : `Bedankt voor ${say('je', 'uw')} bestelling. Hierbij bevestigen we order #${input.orderId}.`;
  const paymentText =
    input.paymentMethod === 'cash'
      ? `Betaalmethode: ${payment}. ${say('Je betaalt', 'U betaalt')} het bedrag contant bij de levering.`
      : input.payUrl
        ? `Betaalmethode: ${payment}. Betaal met iDEAL: ${input.payUrl}`
        : `Betaalmethode: ${payment}.`;

  const text = [
    greeting,
    '',
    intro,
    '',
    'Producten',
    ...input.articles.map((a) => `- ${articleTitle(a)}: ${articleWhen(a)}`),
    '',
    'Afleveradres',
    ...addressLines(input.contact),
    '',
    'Bedragen (incl. btw)',
    ...input.lines.map((line) => `- ${line.description}: ${lineAmount(line)}`),
    `Totaal: ${formatMoney(input.totalCents)}`,
    '',
    paymentText,
    '',
    'Met vriendelijke groet,',
    '',
    ...companyLines(input.company),
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb;';
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<h2 style="font-size:16px;">Producten</h2>
<ul>
${input.articles
  .map((a) => `<li><strong>${escapeHtml(articleTitle(a))}</strong>: ${escapeHtml(articleWhen(a))}</li>`)
  .join('\n')}
</ul>
<h2 style="font-size:16px;">Afleveradres</h2>
<p>${addressLines(input.contact).map(escapeHtml).join('<br>')}</p>
<h2 style="font-size:16px;">Bedragen (incl. btw)</h2>
<table style="border-collapse:collapse;">
${input.lines
  .map(
    (line) =>
      `<tr><td style="${cell}">${escapeHtml(line.description)}</td><td style="${cell}text-align:right;white-space:nowrap;">${escapeHtml(lineAmount(line))}</td></tr>`,
  )
  .join('\n')}
<tr><td style="padding:4px 8px;"><strong>Totaal</strong></td><td style="padding:4px 8px;text-align:right;white-space:nowrap;"><strong>${escapeHtml(formatMoney(input.totalCents))}</strong></td></tr>
</table>
<p>${
    input.payUrl && input.paymentMethod !== 'cash'
      ? `Betaalmethode: ${escapeHtml(payment)}. <a href="${escapeHtml(input.payUrl)}">Betaal met iDEAL</a>`
      : escapeHtml(paymentText)
  }</p>
<p>Met vriendelijke groet,</p>
<p>${companyLines(input.company).map(escapeHtml).join('<br>')}</p>
</body></html>`;

  // From the company, and a reply goes to it, not to MAIL_FROM (often a no-reply address).
  return { to: input.contact.email_address, ...companySenderOf(input.company), subject, text, html };
};
