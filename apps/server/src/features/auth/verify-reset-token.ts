import { AUTH_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../users/index.ts';
import { createAuthRepository } from './auth.repository.ts';
import { purposeOf } from './password-link-purpose.ts';
import { hashToken } from './tokens.ts';

/** Whether a reset (or invitation) link can still be used. */
export const verifyResetToken = async ({ ctx, token }: { ctx: AppContext; token: string }) => {
  const row = await createAuthRepository(ctx.db).findUsableResetToken(hashToken(token));
  const user = row ? await findUserById(ctx.db, row.user_id) : undefined;
  if (!user || user.deactivated_at) throw new AppError('gone', AUTH_MESSAGES.tokenGone);
  return { valid: true as const, purpose: purposeOf(user), email_address: user.email };
};
