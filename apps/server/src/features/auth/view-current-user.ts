import { AUTH_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, toPublicUser } from '../users/index.ts';

/** The signed-in person (check-session). */
export const viewCurrentUser = async ({ ctx, userId }: { ctx: AppContext; userId: number }) => {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  return { user: toPublicUser(user) };
};
