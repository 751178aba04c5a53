import { AUTH_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { findUserByUsername } from '../users/index.ts';
import { createAuthRepository } from './auth.repository.ts';
import { renderResetMail } from './mails.ts';
import { hashToken, newOpaqueToken, RESET_TOKEN_TTL_S } from './tokens.ts';

/**
 * Same answer, on the same path, whether or not the account exists: the lookup, the token insert
 * (an fsync on SQLite) and the mail all happen in the background after the answer, so neither
 * the answer nor its timing tells whether an address has an account. Failures are logged.
 */
export const requestPasswordReset = ({ ctx, email }: { ctx: AppContext; email: string }) => {
  void ctx.mailer.sendLater(async () => {
    const user = await findUserByUsername(ctx.db, email.trim());
    if (!user || user.deactivated_at) return null;
    const token = newOpaqueToken();
    await createAuthRepository(ctx.db).insertResetToken(user.id, hashToken(token), RESET_TOKEN_TTL_S);
    return renderResetMail({
      to: user.email,
      name: user.given_name,
      link: `${ctx.config.appUrl}/passwords/${token}`,
    });
  });
  return { message: AUTH_MESSAGES.resetRequested };
};
