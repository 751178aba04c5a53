import type { AppContext } from '../../context.ts';
import { verifySecondStep } from '../two-step/index.ts';
import type { UserRow } from '../users/index.ts';
import { startSession } from './start-session.ts';

/** Two-step sign-in: the code (or a recovery code) after the password gives the session. */
export const loginSecondStep = async (options: {
  ctx: AppContext;
  user: UserRow;
  proof: { code?: string | undefined; recovery_code?: string | undefined };
}) => {
  const { ctx, user, proof } = options;
  await ctx.db.transaction().execute((trx) =>
    verifySecondStep({
      ctx,
      db: trx,
      userId: user.id,
      code: proof.code,
      recoveryCode: proof.recovery_code,
    }),
  );
  return startSession({ ctx, user });
};
