import { TWO_STEP_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { revokeSessionsOf } from '../auth/index.ts';
import { isTwoStepEnabled, removeTwoStep } from '../two-step/index.ts';
import { findUserById } from '../users/index.ts';

/**
 * An owner removes a colleague's second step (a lost phone and lost recovery codes). The
 * colleague's logins end too: whoever held a session of that account before the reset must
 * prove the password again, and the colleague sets two-step up anew after signing in.
 * Owners use "uitzetten" for their own account, which asks for a code or the password.
 */
export const resetTwoStep = async (opts: { ctx: AppContext; id: number; actingUserId: number }) => {
  const { ctx, id } = opts;
  if (id === opts.actingUserId) throw new AppError('conflict', TWO_STEP_MESSAGES.resetOwnAccount);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, id))) throw notFound(TWO_STEP_MESSAGES.userNotFound);
    if (!(await isTwoStepEnabled(trx, id))) throw new AppError('conflict', TWO_STEP_MESSAGES.notEnabled);
    await removeTwoStep(trx, id);
    await revokeSessionsOf(trx, id);
    await recordAudit({ db: trx, entity: 'user', entityId: String(id), action: 'two_step_reset' });
  });
  return { message: TWO_STEP_MESSAGES.reset };
};
