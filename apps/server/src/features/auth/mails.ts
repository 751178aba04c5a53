import type { MailMessage } from '../../lib/mailer.ts';

export const renderResetMail = (opts: { to: string; name: string; link: string }): MailMessage => ({
  to: opts.to,
  subject: 'Herstel je wachtwoord',
  text: [
    `Hallo${opts.name ? ` ${opts.name}` : ''},`,
    '',
    'Je hebt gevraagd om je wachtwoord te herstellen. Kies een nieuw wachtwoord via deze link:',
    '',
    opts.link,
    '',
    'De link is 60 minuten geldig en werkt één keer. Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren.',
  ].join('\n'),
});
