import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { isoInSeconds, nowIso } from '../../lib/time.ts';

export const createAuthRepository = (db: Db) => ({
  createSession: async (userId: number) => {
    const id = randomUUID();
    await db
      .insertInto('auth_sessions')
      .values({ id, user_id: userId, created_at: nowIso(), revoked_at: null })
      .execute();
    return id;
  },

  findSession: (id: string) =>
    db.selectFrom('auth_sessions').selectAll().where('id', '=', id).executeTakeFirst(),

  revokeSession: (id: string) =>
    db
      .updateTable('auth_sessions')
      .set({ revoked_at: nowIso() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute(),

  revokeAllSessionsOfUser: (userId: number) =>
    db
      .updateTable('auth_sessions')
      .set({ revoked_at: nowIso() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute(),

  insertRefreshToken: (sessionId: string, tokenHash: string, ttlSeconds: number) =>
    db
      .insertInto('refresh_tokens')
      .values({
        token_hash: tokenHash,
        session_id: sessionId,
        created_at: nowIso(),
        expires_at: isoInSeconds(ttlSeconds),
        used_at: null,
      })
      .execute(),

  findRefreshToken: (tokenHash: string) =>
    db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  /** Marks a refresh token used; false when another request used it first. */
  consumeRefreshToken: async (tokenHash: string) => {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ used_at: nowIso() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  insertResetToken: (userId: number, tokenHash: string, ttlSeconds: number) =>
    db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: nowIso(),
        expires_at: isoInSeconds(ttlSeconds),
        used_at: null,
      })
      .execute(),

  findUsableResetToken: (tokenHash: string) =>
    db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst(),

  consumeResetToken: async (tokenHash: string) => {
    const result = await db
      .updateTable('password_reset_tokens')
      .set({ used_at: nowIso() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Marks every still unused reset token of a user used, so older links die with a password change. */
  consumeAllResetTokensOfUser: (userId: number) =>
    db
      .updateTable('password_reset_tokens')
      .set({ used_at: nowIso() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute(),
});

// The role is read with the session on every request, so a changed role counts at once.
export const findSessionState = preparedQuery((db, slot) =>
  db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['auth_sessions.revoked_at', 'users.role', 'users.deactivated_at'])
    .where('auth_sessions.id', '=', slot<string>(0)),
);
