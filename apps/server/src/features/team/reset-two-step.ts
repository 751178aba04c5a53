import { TWO_STEP_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createUserRepository } from '../users/user.repository.ts';
import { createTwoStepRepository } from './two-step.repository.ts';

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
    if (!(await createUserRepository(trx).findById(id))) throw notFound(TWO_STEP_MESSAGES.userNotFound);
    const repo = createTwoStepRepository(trx);
    if (!(await repo.find(id))?.enabled_at) throw new AppError('conflict', TWO_STEP_MESSAGES.notEnabled);
    await repo.remove(id);
    await createAuthRepository(trx).revokeAllSessionsOfUser(id);
    await recordAudit({ db: trx, entity: 'user', entityId: String(id), action: 'two_step_reset' });
  });
  return { message: TWO_STEP_MESSAGES.reset };
};
