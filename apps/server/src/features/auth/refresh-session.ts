import { AUTH_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuthRepository } from './auth.repository.ts';
import { issueTokens } from './start-session.ts';
import { hashToken } from './tokens.ts';

const refreshFailed = () => new AppError('unauthenticated', AUTH_MESSAGES.refreshFailed);

/** Rotates the refresh token; presenting an already-used one ends that whole login. */
export const refreshSession = async ({ ctx, refreshToken }: { ctx: AppContext; refreshToken: string }) => {
  const repo = createAuthRepository(ctx.db);
  const tokenHash = hashToken(refreshToken);
  const row = await repo.findRefreshToken(tokenHash);
  if (!row) throw refreshFailed();
  const session = await repo.findSession(row.session_id);
  if (!session || session.revoked_at || row.expires_at <= new Date().toISOString()) throw refreshFailed();
  if (row.used_at || !(await repo.consumeRefreshToken(tokenHash))) {
    await repo.revokeSession(session.id);
    throw refreshFailed();
  }
  return { authorization: await issueTokens({ ctx, userId: session.user_id, sessionId: session.id }) };
};
