import { TWO_STEP_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { generateRecoveryCodes, hashRecoveryCode } from './totp.ts';
import { createTwoStepRepository } from './two-step.repository.ts';
import { useTotpCode } from './use-code.ts';

/**
 * Turns two-step on once the app gives a right code for the pending secret, and answers the ten
 * recovery codes; only their hashes are kept, so this is the one time they can be shown.
 */
export const confirmTwoStepSetup = async (opts: { ctx: AppContext; userId: number; code: string }) => {
  const { ctx, userId } = opts;
  const codes = generateRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    const repo = createTwoStepRepository(trx);
    const row = await repo.find(userId);
    if (!row) throw new AppError('conflict', TWO_STEP_MESSAGES.notStarted);
    if (row.enabled_at) throw new AppError('conflict', TWO_STEP_MESSAGES.alreadyEnabled);
    const outcome = await useTotpCode({
      db: trx,
      userId,
      code: opts.code,
      serverSecret: ctx.config.jwtSecret,
    });
    if (outcome !== 'ok') {
      const message = outcome === 'replayed' ? TWO_STEP_MESSAGES.codeReplayed : TWO_STEP_MESSAGES.codeInvalid;
      throw validationFailed(message, { code: [message] });
    }
    await repo.enable(userId);
    await repo.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
    await recordAudit({ db: trx, entity: 'user', entityId: String(userId), action: 'two_step_enabled' });
  });
  return { recovery_codes: codes };
};
