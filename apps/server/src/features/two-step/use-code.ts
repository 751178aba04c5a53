import type { Db } from '../../db/database.ts';
import { openSecret } from './secret-box.ts';
import { checkTotpCode, totpClock } from './totp.ts';
import { createTwoStepRepository } from './two-step.repository.ts';

export type CodeOutcome = 'ok' | 'invalid' | 'replayed';

/**
 * Checks a TOTP code of `userId` at the clock's instant and, when right, records its time step as
 * used (with a conditional update, so two requests with the same code cannot both pass). Writes
 * nothing when the code is refused. Call inside the transaction of what the code allows.
 */
export const useTotpCode = async (opts: {
  db: Db;
  userId: number;
  code: string;
  serverSecret: Uint8Array;
}): Promise<CodeOutcome> => {
  const repo = createTwoStepRepository(opts.db);
  const row = await repo.find(opts.userId);
  const secret = row ? openSecret(row.secret_box, opts.serverSecret) : null;
  if (!row || !secret) return 'invalid';
  const check = checkTotpCode({
    secret,
    code: opts.code,
    now: totpClock.now(),
    lastUsedStep: row.last_used_step,
  });
  if (!check.ok) return check.reason;
  return (await repo.claimStep(opts.userId, check.step, row.last_used_step)) ? 'ok' : 'replayed';
};
