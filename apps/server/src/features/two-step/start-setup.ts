import { TWO_STEP_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../users/index.ts';
import { sealSecret } from './secret-box.ts';
import { describeTotpSetup, generateTotpSecret } from './totp.ts';
import { createTwoStepRepository } from './two-step.repository.ts';

/**
 * Makes a new secret for the signed-in person and keeps it, not yet on, until a code from the app
 * confirms it. Starting again replaces an unconfirmed secret (a retried request just shows the
 * newest one), never one that is on.
 */
export const startTwoStepSetup = async (opts: { ctx: AppContext; userId: number }) => {
  const { ctx, userId } = opts;
  const secret = generateTotpSecret();
  const email = await ctx.db.transaction().execute(async (trx) => {
    const repo = createTwoStepRepository(trx);
    if ((await repo.find(userId))?.enabled_at)
      throw new AppError('conflict', TWO_STEP_MESSAGES.alreadyEnabled);
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('not_found', TWO_STEP_MESSAGES.userNotFound);
    await repo.savePending(userId, sealSecret(secret, ctx.config.jwtSecret));
    return user.email;
  });
  return describeTotpSetup(secret, email);
};
