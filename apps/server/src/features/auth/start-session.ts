import type { Role } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { toPublicUser, toRole, type UserRow, updateUserAccount } from '../users/index.ts';
import { createAuthRepository } from './auth.repository.ts';
import {
  ACCESS_TOKEN_TTL_S,
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_S,
  signAccessToken,
} from './tokens.ts';

/**
 * Where a person lands after signing in: the owner and Kantoor on Vandaag (their morning screen),
 * a driver on the agenda (the only section a driver has).
 */
export const afterLoginPathOf = (role: Role): string => (role === 'driver' ? '/schedule' : '/vandaag');

/** A new access token and refresh token for the login `sessionId`. */
export const issueTokens = async (options: { ctx: AppContext; userId: number; sessionId: string }) => {
  const { ctx, userId, sessionId } = options;
  const refreshToken = newOpaqueToken();
  await createAuthRepository(ctx.db).insertRefreshToken(
    sessionId,
    hashToken(refreshToken),
    REFRESH_TOKEN_TTL_S,
  );
  return {
    access_token: await signAccessToken({ userId, sessionId }, ctx.config.jwtSecret),
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_S,
    token_type: 'Bearer' as const,
  };
};

/** Starts a login for `user` (the password, and the code when asked, were right). */
export const startSession = async (options: { ctx: AppContext; user: UserRow; db?: Db }) => {
  const { ctx, user } = options;
  const db = options.db ?? ctx.db;
  const sessionId = await createAuthRepository(db).createSession(user.id);
  await updateUserAccount(db, user.id, { last_sign_in_at: nowIso() });
  return {
    authorization: await issueTokens({ ctx, userId: user.id, sessionId }),
    user: toPublicUser(user),
    redirect_to: afterLoginPathOf(toRole(user.role)),
  };
};
