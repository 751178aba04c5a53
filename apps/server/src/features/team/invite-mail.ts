import { ROLE_LABELS, type Role } from '@app/contracts';
import { withFullStop } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { companySenderOf } from '../../lib/company-sender.ts';
import { nowIso } from '../../lib/time.ts';
import { issuePasswordLink } from '../auth/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { readStoredSettings } from '../settings/index.ts';

/** An invitation link stays usable a week: long enough for a colleague who is off for a few days. */
export const INVITE_TOKEN_TTL_S = 7 * 24 * 60 * 60;

/**
 * Voids the person's older links, makes a new one and queues the invitation in the caller's
 * transaction (the outbox sends it once the transaction commits). The link opens the same page
 * as a password reset: the person chooses a password there.
 */
export const queueInviteMail = async (
  ctx: AppContext,
  trx: Db,
  user: { id: number; email: string; given_name: string; role: Role },
  invitedBy: string,
) => {
  const token = await issuePasswordLink(trx, user.id, INVITE_TOKEN_TTL_S);
  const company = await readStoredSettings(trx);
  const companyName = company.identity_company_name || 'de backoffice';
  await enqueueMail(trx, {
    kind: 'user_invite',
    ref: { type: 'user', id: user.id },
    ...companySenderOf({
      identity_company_name: company.identity_company_name,
      identity_email_address: company.identity_email_address,
    }),
    to: user.email,
    subject: `Uitnodiging voor ${companyName}`,
    text: [
      `Hallo${user.given_name ? ` ${user.given_name}` : ''},`,
      '',
      withFullStop(
        `${invitedBy} nodigt je uit om als ${ROLE_LABELS[user.role].toLowerCase()} mee te werken in de backoffice van ${companyName}`,
      ),
      'Kies je wachtwoord via deze link; daarna log je in met je e-mailadres:',
      '',
      `${ctx.config.appUrl}/passwords/${token}`,
      '',
      'De link is 7 dagen geldig en werkt één keer.',
    ].join('\n'),
  });
  return nowIso();
};
