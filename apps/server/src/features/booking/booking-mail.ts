import type { CompanyDetails } from '@app/contracts';
import { formatMoney, reservationPeriodText } from '@app/domain';
import { companySenderOf } from '../../lib/company-sender.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { OutboxMail } from '../outbox/index.ts';

export type BookingMailKind = 'received' | 'confirmed' | 'declined' | 'expired';

export type BookingMailInput = {
  kind: BookingMailKind;
  orderId: number;
  to: string;
  name: string;
  company: CompanyDetails;
  statusUrl: string | null;
  articles: ReadonlyArray<{ name: string; from: string; until: string }>;
  totalCents: number;
  holdHours?: number;
  reason?: string | null;
};

const SUBJECT: Record<BookingMailKind, string> = {
  received: 'Aanvraag ontvangen',
  confirmed: 'Boeking bevestigd',
  declined: 'Je aanvraag is helaas niet mogelijk',
  expired: 'Je aanvraag is verlopen',
};

const introOf = (input: BookingMailInput) => {
  switch (input.kind) {
    case 'received':
      return `Bedankt voor je aanvraag. We houden de artikelen ${input.holdHours ?? 48} uur voor je vast en laten je zo snel mogelijk weten of alles doorgaat.`;
    case 'confirmed':
      return 'Goed nieuws: je boeking is bevestigd. We zien je op de afgesproken dag.';
    case 'declined':
      return `Helaas kunnen we je aanvraag niet bevestigen.${input.reason ? ` Reden: ${input.reason}` : ''} Neem gerust contact met ons op voor andere dagen of artikelen.`;
    case 'expired':
      return 'We konden je aanvraag niet op tijd bevestigen; de gereserveerde artikelen zijn weer vrijgegeven. Neem gerust contact met ons op of vraag opnieuw aan.';
  }
};

/** A customer's mail about a booking request ("Aanvraag ontvangen" and what follows). */
export const renderBookingMail = (input: BookingMailInput): OutboxMail => {
  const company = input.company.identity_company_name?.trim() ?? '';
  const subject = `${SUBJECT[input.kind]}${company ? ` – ${company}` : ''}`;
  const greeting = `Beste ${input.name},`;
  const intro = introOf(input);
  const articles = input.articles.map((a) => `${a.name}: ${reservationPeriodText(a.from, a.until)}`);
  const link = input.statusUrl ? `Bekijk de status van je aanvraag: ${input.statusUrl}` : null;
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
${input.statusUrl ? `<p><a href="${escapeHtml(input.statusUrl)}">Bekijk de status van je aanvraag</a></p>` : ''}
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
