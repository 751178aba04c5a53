import { AUTH_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, hashPassword, setPasswordHash } from '../users/index.ts';
import { createAuthRepository } from './auth.repository.ts';
import { purposeOf } from './password-link-purpose.ts';
import { hashToken } from './tokens.ts';

/**
 * Sets the new password, ends every login of that user and voids every other reset link sent to
 * them (an older mail must not reopen the account), all in one transaction.
 */
export const updatePassword = async (options: { ctx: AppContext; token: string; password: string }) => {
  const { ctx, token } = options;
  const tokenGone = () => new AppError('gone', AUTH_MESSAGES.tokenGone);
  const passwordHash = await hashPassword(options.password);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const repo = createAuthRepository(trx);
    const row = await repo.findUsableResetToken(hashToken(token));
    if (!row || !(await repo.consumeResetToken(hashToken(token)))) throw tokenGone();
    const user = await findUserById(trx, row.user_id);
    if (!user || user.deactivated_at) throw tokenGone();
    await setPasswordHash(trx, row.user_id, passwordHash);
    await repo.revokeAllSessionsOfUser(row.user_id);
    await repo.consumeAllResetTokensOfUser(row.user_id);
    return user;
  });
  return {
    message: purposeOf(user) === 'invite' ? AUTH_MESSAGES.passwordChosen : AUTH_MESSAGES.passwordChanged,
    email_address: user.email,
  };
};
