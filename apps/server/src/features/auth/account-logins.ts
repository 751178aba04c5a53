import type { Db } from '../../db/database.ts';
import { createAuthRepository } from './auth.repository.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

/** Ends every login of the person (call inside the caller's transaction). */
export const revokeSessionsOf = (db: Db, userId: number) =>
  createAuthRepository(db).revokeAllSessionsOfUser(userId);

/** Voids every password link (reset or invitation) sent to the person. */
export const voidPasswordLinksOf = (db: Db, userId: number) =>
  createAuthRepository(db).consumeAllResetTokensOfUser(userId);

/**
 * A new link to choose a password (an invitation), valid `ttlSeconds`, after voiding the older
 * ones; answers the token for the mail (only its hash is stored).
 */
export const issuePasswordLink = async (db: Db, userId: number, ttlSeconds: number) => {
  await voidPasswordLinksOf(db, userId);
  const token = newOpaqueToken();
  await createAuthRepository(db).insertResetToken(userId, hashToken(token), ttlSeconds);
  return token;
};
