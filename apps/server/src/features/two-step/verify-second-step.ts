import { TWO_STEP_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { readChallenge } from './challenge.ts';
import { hashRecoveryCode } from './totp.ts';
import { createTwoStepRepository } from './two-step.repository.ts';
import { useTotpCode } from './use-code.ts';

const challengeGone = () => new AppError('unauthenticated', TWO_STEP_MESSAGES.challengeGone);

/** The person a sign-in challenge belongs to, while they may still sign in with two-step on. */
export const findChallengedUser = async (ctx: AppContext, challenge: string): Promise<UserRow> => {
  const userId = await readChallenge(challenge, ctx.config.jwtSecret);
  if (userId === null) throw challengeGone();
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deactivated_at) throw challengeGone();
  if (!(await createTwoStepRepository(ctx.db).find(userId))?.enabled_at) throw challengeGone();
  return user;
};

/**
 * The second step of a sign-in: a current TOTP code (not used before) or an unused recovery code,
 * which is then spent. A wrong one is `invalid_credentials`, so the sign-in protection counts it
 * like a wrong password. Runs in the transaction `db` that also starts the session.
 */
export const verifySecondStep = async (opts: {
  ctx: AppContext;
  db: Db;
  userId: number;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}) => {
  const { ctx, db, userId } = opts;
  if (opts.recoveryCode !== undefined) {
    const used = await createTwoStepRepository(db).consumeRecoveryCode(
      userId,
      hashRecoveryCode(opts.recoveryCode),
    );
    if (!used) throw new AppError('invalid_credentials', TWO_STEP_MESSAGES.recoveryCodeInvalid);
    return;
  }
  const outcome = await useTotpCode({
    db,
    userId,
    code: opts.code ?? '',
    serverSecret: ctx.config.jwtSecret,
  });
  if (outcome === 'replayed') throw new AppError('invalid_credentials', TWO_STEP_MESSAGES.codeReplayed);
  if (outcome !== 'ok') throw new AppError('invalid_credentials', TWO_STEP_MESSAGES.codeInvalid);
};
