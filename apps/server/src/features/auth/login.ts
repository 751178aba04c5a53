import { AUTH_MESSAGES, TEAM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { CHALLENGE_TTL_S, isTwoStepEnabled, signChallenge } from '../two-step/index.ts';
import { burnPasswordCheck, findUserByUsername, verifyPassword } from '../users/index.ts';
import { startSession } from './start-session.ts';

/**
 * Signs in with username and password. A person with two-step on gets a signed challenge for the
 * code step instead of a session.
 */
export const login = async ({
  ctx,
  username,
  password,
}: {
  ctx: AppContext;
  username: string;
  password: string;
}) => {
  const user = await findUserByUsername(ctx.db, username.trim());
  if (!user) {
    await burnPasswordCheck(password);
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  // Said only to someone who knows the password: it tells nothing to a guesser.
  if (user.deactivated_at) throw new AppError('forbidden', TEAM_MESSAGES.deactivated);
  if (await isTwoStepEnabled(ctx.db, user.id)) {
    return {
      second_step_required: true as const,
      challenge: await signChallenge(user.id, ctx.config.jwtSecret),
      expires_in: CHALLENGE_TTL_S,
    };
  }
  return startSession({ ctx, user });
};
