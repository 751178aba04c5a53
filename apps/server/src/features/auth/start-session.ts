import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { toPublicUser, type UserRow, updateUserAccount } from '../users/index.ts';
import { createAuthRepository } from './auth.repository.ts';
import {
  ACCESS_TOKEN_TTL_S,
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_S,
  signAccessToken,
} from './tokens.ts';

export const AFTER_LOGIN_PATH = '/schedule';

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
    redirect_to: AFTER_LOGIN_PATH,
  };
};
