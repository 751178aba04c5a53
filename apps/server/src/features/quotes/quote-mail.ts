import type { CompanyDetails } from '@app/contracts';
import { formatDisplayDate, formatMoney, inForm, salutationOf } from '@app/domain';
import { companySenderOf } from '../../lib/company-sender.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailAttachment, MailMessage } from '../../lib/mailer.ts';
import type { QuoteDocument } from './quote-document.ts';

/**
 * The mail with a quote: the link to view and accept it online, its total, how long it is valid,
 * the PDF attached; in the company's form of address, from the company with replies to it.
 */
export const renderQuoteMail = (input: {
  to: string;
  document: QuoteDocument;
  company: CompanyDetails;
  link: string;
  pdf: MailAttachment;
}): MailMessage => {
  const { document } = input;
  const say = inForm(document.form);
  const company = input.company.identity_company_name?.trim() || 'Verhuur';
  const phone = input.company.identity_phone_number?.trim() ?? '';
  const subject = `Offerte ${document.number} – ${company}`;
  const greeting = salutationOf(document.form, document.buyer.individual ? document.buyer.name : null);
  const intro = say(
    `Hierbij ontvang je onze offerte ${document.number} (${formatMoney(document.totals.totalInclCents)} incl. btw). Je vindt hem ook als PDF in de bijlage.`,
    `Hierbij ontvangt u onze offerte ${document.number} (${formatMoney(document.totals.totalInclCents)} incl. btw). U vindt hem ook als PDF in de bijlage.`,
  );
  const accept = say(
    'Bekijk de offerte en accepteer hem online, in een minuut op je telefoon:',
    'Bekijk de offerte en accepteer hem online, in een minuut op uw telefoon:',
  );
  const validity = `De offerte is geldig tot en met ${formatDisplayDate(document.validUntil)}. Pas na het accepteren reserveren we de artikelen voor ${say('je', 'u')}.`;
  const questions = phone
    ? say(
        `Vragen? Bel ons op ${phone} of beantwoord deze e-mail.`,
        `Vragen? Bel ons op ${phone} of beantwoord deze e-mail.`,
      )
    : say('Vragen? Beantwoord deze e-mail.', 'Vragen? Beantwoord deze e-mail.');
  const text = [
    greeting,
    '',
    intro,
    '',
    accept,
    input.link,
    '',
    validity,
    '',
    questions,
    '',
    'Met vriendelijke groet,',
    company,
  ].join('\n');
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(accept)}<br><a href="${escapeHtml(input.link)}">Offerte ${escapeHtml(document.number)} bekijken en accepteren</a></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(questions)}</p>
<p>Met vriendelijke groet,<br>${escapeHtml(company)}</p>
</body></html>`;
  return {
    to: input.to,
    ...companySenderOf(input.company),
    subject,
    text,
    html,
    attachments: [input.pdf],
  };
};
