import type { MailMessage } from './mailer.ts';

/**
 * Who a mail to a customer is from: the company's name and e-mail address from the company
 * details, with replies to that address. Without either (setup not done) the mail is
 * sent as MAIL_FROM as before.
 */
export const companySenderOf = (
  company: Record<string, string | undefined>,
): Pick<MailMessage, 'from' | 'replyTo'> => {
  const name = company.identity_company_name?.trim() ?? '';
  const address = company.identity_email_address?.trim() ?? '';
  return {
    ...(name || address ? { from: { name, address: address || null } } : {}),
    ...(address ? { replyTo: address } : {}),
  };
};
