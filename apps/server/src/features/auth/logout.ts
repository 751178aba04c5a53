import { AUTH_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuthRepository } from './auth.repository.ts';
import { hashToken } from './tokens.ts';

/** Ends the bearer's login, else the login the refresh token (used or not) belongs to. */
export const logout = async (options: {
  ctx: AppContext;
  sessionId: string | null;
  refreshToken?: string | undefined;
}) => {
  const { ctx, sessionId, refreshToken } = options;
  const repo = createAuthRepository(ctx.db);
  const target =
    sessionId ?? (refreshToken ? (await repo.findRefreshToken(hashToken(refreshToken)))?.session_id : null);
  if (!target) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  await repo.revokeSession(target);
};
