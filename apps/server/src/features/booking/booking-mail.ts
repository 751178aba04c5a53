import type { CompanyDetails } from '@app/contracts';
import { type AddressForm, formatMoney, inForm, reservationPeriodText, salutationOf } from '@app/domain';
import { companySenderOf } from '../../lib/company-sender.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { OutboxMail } from '../outbox/outbox.service.ts';

export type BookingMailKind = 'received' | 'confirmed' | 'declined' | 'expired';

export type BookingMailInput = {
  kind: BookingMailKind;
  orderId: number;
  to: string;
  /** Who the mail opens with: a consumer's first name ("je") or full name ("u"), or the company. */
  name: string;
  /** The company's form of address for customers ("je" or "u"). */
  form: AddressForm;
  company: CompanyDetails;
  statusUrl: string | null;
  articles: ReadonlyArray<{ name: string; from: string; until: string }>;
  totalCents: number;
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
      return `Helaas kunnen we ${say('je', 'uw')} aanvraag niet bevestigen.${input.reason ? ` Reden: ${input.reason}` : ''} ${say('Neem gerust', 'Neemt u gerust')} contact met ons op voor andere dagen of artikelen.`;
    case 'expired':
      return `We konden ${say('je', 'uw')} aanvraag niet op tijd bevestigen; de gereserveerde artikelen zijn weer vrijgegeven. ${say('Neem gerust contact met ons op of vraag opnieuw aan.', 'Neemt u gerust contact met ons op of vraagt u opnieuw aan.')}`;
  }
};

/** A customer's mail about a booking request ("Aanvraag ontvangen" and what follows). */
export const renderBookingMail = (input: BookingMailInput): OutboxMail => {
  const company = input.company.identity_company_name?.trim() ?? '';
  const subject = `${subjectOf(input.kind, input.form)}${company ? ` – ${company}` : ''}`;
  const greeting = salutationOf(input.form, input.name);
  const intro = introOf(input);
  const articles = input.articles.map((a) => `${a.name}: ${reservationPeriodText(a.from, a.until)}`);
  const statusText = `Bekijk de status van ${inForm(input.form)('je', 'uw')} aanvraag`;
  const link = input.statusUrl ? `${statusText}: ${input.statusUrl}` : null;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...articles.map((a) => `- ${a}`),
    `Totaal (incl. btw): ${formatMoney(input.totalCents)}`,
    ...(link ? ['', link] : []),
    '',
    'Met vriendelijke groet,',
    company,
  ].join('\n');
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>${articles.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>
<p>Totaal (incl. btw): <strong>${escapeHtml(formatMoney(input.totalCents))}</strong></p>
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
    ref: { type: 'order', id: input.orderId },
  };
};
