import { AUTH_MESSAGES, type Role, TEAM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { toRole } from '../team/route-access.ts';
import { CHALLENGE_TTL_S, signChallenge } from '../two-step/challenge.ts';
import { createTwoStepRepository } from '../two-step/two-step.repository.ts';
import { verifySecondStep } from '../two-step/verify-second-step.ts';
import { createUserRepository, toPublicUser, type UserRow } from '../users/user.repository.ts';
import { createAuthRepository } from './auth.repository.ts';
import { renderResetMail } from './mails.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import {
  ACCESS_TOKEN_TTL_S,
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_S,
  RESET_TOKEN_TTL_S,
  signAccessToken,
} from './tokens.ts';

/**
 * Where a person lands after signing in: the owner and Kantoor on Vandaag (their morning screen),
 * a driver on the agenda (the only section a driver has).
 */
export const afterLoginPathOf = (role: Role): string => (role === 'driver' ? '/schedule' : '/vandaag');

/** An invited colleague who has not signed in yet chooses a first password, not a new one. */
const purposeOf = (user: Pick<UserRow, 'invited_at' | 'last_sign_in_at'>) =>
  user.invited_at && !user.last_sign_in_at ? ('invite' as const) : ('reset' as const);

export const createAuthService = (ctx: AppContext) => {
  const repo = createAuthRepository(ctx.db);
  const users = createUserRepository(ctx.db);

  const issueTokens = async (userId: number, sessionId: string) => {
    const refreshToken = newOpaqueToken();
    await repo.insertRefreshToken(sessionId, hashToken(refreshToken), REFRESH_TOKEN_TTL_S);
    return {
      access_token: await signAccessToken({ userId, sessionId }, ctx.config.jwtSecret),
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_TTL_S,
      token_type: 'Bearer' as const,
    };
  };

  const startSession = async (user: UserRow) => {
    const sessionId = await repo.createSession(user.id);
    await users.update(user.id, { last_sign_in_at: nowIso() });
    return {
      authorization: await issueTokens(user.id, sessionId),
      user: toPublicUser(user),
      redirect_to: afterLoginPathOf(toRole(user.role)),
    };
  };

  const refreshFailed = () => new AppError('unauthenticated', AUTH_MESSAGES.refreshFailed);
  const tokenGone = () => new AppError('gone', AUTH_MESSAGES.tokenGone);

  return {
    login: async (username: string, password: string) => {
      const user = await users.findByUsername(username.trim());
      if (!user) {
        await burnPasswordCheck(password);
        throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(user.password_hash, password))) {
        throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      }
      // Said only to someone who knows the password: it tells nothing to a guesser.
      if (user.deactivated_at) throw new AppError('forbidden', TEAM_MESSAGES.deactivated);
      if ((await createTwoStepRepository(ctx.db).find(user.id))?.enabled_at) {
        return {
          second_step_required: true as const,
          challenge: await signChallenge(user.id, ctx.config.jwtSecret),
          expires_in: CHALLENGE_TTL_S,
        };
      }
      return startSession(user);
    },

    /** Two-step sign-in: the code (or a recovery code) after the password gives the session. */
    loginSecondStep: async (
      user: UserRow,
      proof: { code?: string | undefined; recovery_code?: string | undefined },
    ) => {
      await ctx.db.transaction().execute((trx) =>
        verifySecondStep({
          ctx,
          db: trx,
          userId: user.id,
          code: proof.code,
          recoveryCode: proof.recovery_code,
        }),
      );
      return startSession(user);
    },

    /** Rotates the refresh token; presenting an already-used one ends that whole login. */
    refresh: async (refreshToken: string) => {
      const tokenHash = hashToken(refreshToken);
      const row = await repo.findRefreshToken(tokenHash);
      if (!row) throw refreshFailed();
      const session = await repo.findSession(row.session_id);
      if (!session || session.revoked_at || row.expires_at <= new Date().toISOString()) throw refreshFailed();
      if (row.used_at || !(await repo.consumeRefreshToken(tokenHash))) {
        await repo.revokeSession(session.id);
        throw refreshFailed();
      }
      return { authorization: await issueTokens(session.user_id, session.id) };
    },

    currentUser: async (userId: number) => {
      const user = await users.findById(userId);
      if (!user) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
      return { user: toPublicUser(user) };
    },

    /** Ends the bearer's login, else the login the refresh token (used or not) belongs to. */
    logout: async (sessionId: string | null, refreshToken?: string) => {
      const target =
        sessionId ??
        (refreshToken ? (await repo.findRefreshToken(hashToken(refreshToken)))?.session_id : null);
      if (!target) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
      await repo.revokeSession(target);
    },

    /**
     * Same answer, on the same path, whether or not the account exists: the lookup, the token insert
     * (an fsync on SQLite) and the mail all happen in the background after the answer, so neither
     * the answer nor its timing tells whether an address has an account. Failures are logged.
     */
    requestPasswordReset: async (email: string) => {
      void ctx.mailer.sendLater(async () => {
        const user = await users.findByUsername(email.trim());
        if (!user || user.deactivated_at) return null;
        const token = newOpaqueToken();
        await repo.insertResetToken(user.id, hashToken(token), RESET_TOKEN_TTL_S);
        return renderResetMail({
          to: user.email,
          name: user.given_name,
          link: `${ctx.config.appUrl}/passwords/${token}`,
        });
      });
      return { message: AUTH_MESSAGES.resetRequested };
    },

    verifyResetToken: async (token: string) => {
      const row = await repo.findUsableResetToken(hashToken(token));
      const user = row ? await users.findById(row.user_id) : undefined;
      if (!user || user.deactivated_at) throw tokenGone();
      return { valid: true as const, purpose: purposeOf(user), email_address: user.email };
    },

    /**
     * Sets the new password, ends every login of that user and voids every other reset link sent to
     * them (an older mail must not reopen the account), all in one transaction.
     */
    updatePassword: async (token: string, password: string) => {
      const passwordHash = await hashPassword(password);
      const user = await ctx.db.transaction().execute(async (trx) => {
        const txRepo = createAuthRepository(trx);
        const row = await txRepo.findUsableResetToken(hashToken(token));
        if (!row || !(await txRepo.consumeResetToken(hashToken(token)))) throw tokenGone();
        const user = await createUserRepository(trx).findById(row.user_id);
        if (!user || user.deactivated_at) throw tokenGone();
        await createUserRepository(trx).updatePasswordHash(row.user_id, passwordHash);
        await txRepo.revokeAllSessionsOfUser(row.user_id);
        await txRepo.consumeAllResetTokensOfUser(row.user_id);
        return user;
      });
      return {
        message: purposeOf(user) === 'invite' ? AUTH_MESSAGES.passwordChosen : AUTH_MESSAGES.passwordChanged,
        email_address: user.email,
      };
    },
  };
};
