import { AUTH_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuthRepository } from './auth.repository.ts';
import { hashToken } from './tokens.ts';

/** Whether a reset (or invitation) link can still be used. */
export const verifyResetToken = async ({ ctx, token }: { ctx: AppContext; token: string }) => {
  if (!(await createAuthRepository(ctx.db).findUsableResetToken(hashToken(token))))
    throw new AppError('gone', AUTH_MESSAGES.tokenGone);
  return { valid: true as const };
};
