import type { CompanyDetails } from '@app/contracts';
import {
  type AddressForm,
  deliveryWindowText,
  formatLongDate,
  formatMoney,
  inForm,
  reservationPeriodText,
  salutationOf,
  withFullStop,
} from '@app/domain';
import { companySenderOf } from '../../lib/company-sender.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { OutboxMail } from '../outbox/index.ts';
import type { BookingArticle, BookingDetails } from './booking-details.ts';

export type BookingMailKind = 'received' | 'confirmed' | 'declined' | 'expired';

export type BookingMailInput = {
  kind: BookingMailKind;
  to: string;
  /** Who the mail opens with: a consumer's first name ("je") or full name ("u"), or the company. */
  name: string;
  /** The company's form of address for customers ("je" or "u"). */
  form: AddressForm;
  company: CompanyDetails;
  statusUrl: string | null;
  details: BookingDetails;
  holdHours?: number;
  reason?: string | null;
};

const subjectOf = (kind: BookingMailKind, form: AddressForm) => {
  const say = inForm(form);
  switch (kind) {
    case 'received':
      return 'Aanvraag ontvangen';
    case 'confirmed':
      return 'Boeking bevestigd';
    case 'declined':
      return `${say('Je', 'Uw')} aanvraag is helaas niet mogelijk`;
    case 'expired':
      return `${say('Je', 'Uw')} aanvraag is verlopen`;
  }
};

const introOf = (input: BookingMailInput) => {
  const say = inForm(input.form);
  switch (input.kind) {
    case 'received':
      return `Bedankt voor ${say('je', 'uw')} aanvraag. We houden de artikelen ${input.holdHours ?? 48} uur voor ${say('je', 'u')} vast en laten ${say('je', 'u')} zo snel mogelijk weten of alles doorgaat.`;
    case 'confirmed':
      return `Goed nieuws: ${say('je', 'uw')} boeking is bevestigd. We zien ${say('je', 'u')} op de afgesproken dag.`;
    case 'declined':
      return `Helaas kunnen we ${say('je', 'uw')} aanvraag niet bevestigen.${input.reason ? ` Reden: ${withFullStop(input.reason.trim())}` : ''} ${say('Neem gerust', 'Neemt u gerust')} contact met ons op voor andere dagen of artikelen.`;
    case 'expired':
      return `We konden ${say('je', 'uw')} aanvraag niet op tijd bevestigen; de gereserveerde artikelen zijn weer vrijgegeven. ${say('Neem gerust contact met ons op of vraag opnieuw aan.', 'Neemt u gerust contact met ons op of vraagt u opnieuw aan.')}`;
  }
};

const titleOf = (a: BookingArticle) => `${a.quantity > 1 ? `${a.quantity} × ` : ''}${a.name}`;

/** "Springkasteel Jungle: 6 feb. 2027 t/m 7 feb. 2027" (a rental) or "2 × Ballonnen" (bought). */
const articleText = (a: BookingArticle) =>
  a.pickupTime === null ? titleOf(a) : `${titleOf(a)}: ${reservationPeriodText(a.from, a.until)}`;

/** When it comes and, for a rental, when it is picked up again. */
const windowsOf = (a: BookingArticle) => [
  ...(a.deliveryTime ? [`Levering: ${formatLongDate(a.from)} ${deliveryWindowText(a.deliveryTime)}`] : []),
  ...(a.pickupTime ? [`Ophalen: ${formatLongDate(a.until)} ${deliveryWindowText(a.pickupTime)}`] : []),
];

const addressLines = (details: BookingDetails) =>
  details.address
    ? [details.address.address_line_1, `${details.address.postal_code} ${details.address.city}`]
    : [];

/**
 * A customer's mail about a booking request ("Aanvraag ontvangen" and what follows). The request
 * and the confirmation carry the practical details: order number, each article's delivery and
 * pickup, the delivery address, transport, total and how to pay (with the iDEAL link once
 * confirmed). A declined or expired request names the order and its articles.
 */
export const renderBookingMail = (input: BookingMailInput): OutboxMail => {
  const { details } = input;
  const company = input.company.identity_company_name?.trim() ?? '';
  const subject = `${subjectOf(input.kind, input.form)}${company ? ` – ${company}` : ''}`;
  const greeting = salutationOf(input.form, input.name);
  const intro = introOf(input);
  const detailed = input.kind === 'received' || input.kind === 'confirmed';
  const orderLine = `Ordernummer: ${details.orderNumber}`;
  const address = addressLines(details);
  const amounts = [
    ...(details.transportCents !== null ? [`Transportkosten: ${formatMoney(details.transportCents)}`] : []),
    `Totaal (incl. btw): ${formatMoney(details.totalCents)}`,
  ];
  const payment = `Betalen: ${details.paymentText}`;
  const statusText = `Bekijk de status van ${inForm(input.form)('je', 'uw')} aanvraag`;
  const statusLink = input.statusUrl ? `${statusText}: ${input.statusUrl}` : null;
  const text = [
    greeting,
    '',
    intro,
    '',
    orderLine,
    '',
    ...details.articles.flatMap((a) => [
      `- ${articleText(a)}`,
      ...(detailed ? windowsOf(a).map((w) => `  ${w}`) : []),
    ]),
    ...(detailed
      ? [
          ...(address.length > 0 ? ['', 'Afleveradres', ...address] : []),
          '',
          ...amounts,
          '',
          payment,
          ...(details.payUrl ? [`Betaal met iDEAL: ${details.payUrl}`] : []),
        ]
      : []),
    ...(statusLink ? ['', statusLink] : []),
    '',
    'Met vriendelijke groet,',
    company,
  ].join('\n');
  const h2 = (title: string) => `<h2 style="font-size:16px;margin:16px 0 4px;">${escapeHtml(title)}</h2>`;
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(orderLine)}</strong></p>
<ul>${details.articles
    .map(
      (a) =>
        `<li>${escapeHtml(articleText(a))}${
          detailed
            ? windowsOf(a)
                .map((w) => `<br>${escapeHtml(w)}`)
                .join('')
            : ''
        }</li>`,
    )
    .join('')}</ul>
${
  detailed
    ? `${address.length > 0 ? `${h2('Afleveradres')}<p>${address.map(escapeHtml).join('<br>')}</p>` : ''}
<p>${amounts.map((line, i) => (i === amounts.length - 1 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line))).join('<br>')}</p>
<p>${escapeHtml(payment)}${details.payUrl ? ` <a href="${escapeHtml(details.payUrl)}">Betaal met iDEAL</a>` : ''}</p>`
    : ''
}
${input.statusUrl ? `<p><a href="${escapeHtml(input.statusUrl)}">${escapeHtml(statusText)}</a></p>` : ''}
<p>Met vriendelijke groet,<br>${escapeHtml(company)}</p>
</body></html>`;
  return {
    to: input.to,
    ...companySenderOf(input.company),
    subject,
    text,
    html,
    kind: `booking_${input.kind}`,
    ref: { type: 'order', id: details.orderNumber },
  };
};
