import { TWO_STEP_MESSAGES, type TwoStepDisableRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { findUserById, verifyPassword } from '../users/index.ts';
import { createTwoStepRepository } from './two-step.repository.ts';
import { useTotpCode } from './use-code.ts';

/**
 * The signed-in person turns their own two-step off, proving it with a current code or their
 * password (an open session alone is not enough). Secret and recovery codes are removed.
 */
export const disableTwoStep = async (opts: {
  ctx: AppContext;
  userId: number;
  proof: TwoStepDisableRequest;
}) => {
  const { ctx, userId, proof } = opts;
  await ctx.db.transaction().execute(async (trx) => {
    const repo = createTwoStepRepository(trx);
    if (!(await repo.find(userId))?.enabled_at) throw new AppError('conflict', TWO_STEP_MESSAGES.notEnabled);
    if (proof.code !== undefined) {
      const outcome = await useTotpCode({
        db: trx,
        userId,
        code: proof.code,
        serverSecret: ctx.config.jwtSecret,
      });
      if (outcome !== 'ok') {
        const message =
          outcome === 'replayed' ? TWO_STEP_MESSAGES.codeReplayed : TWO_STEP_MESSAGES.codeInvalid;
        throw validationFailed(message, { code: [message] });
      }
    } else {
      const user = await findUserById(trx, userId);
      if (!user || !(await verifyPassword(user.password_hash, proof.password ?? ''))) {
        throw validationFailed(TWO_STEP_MESSAGES.passwordInvalid, {
          password: [TWO_STEP_MESSAGES.passwordInvalid],
        });
      }
    }
    await repo.remove(userId);
    await recordAudit({ db: trx, entity: 'user', entityId: String(userId), action: 'two_step_disabled' });
  });
  return { message: TWO_STEP_MESSAGES.disabled };
};
