import type { CalendarFeedModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';

/** Ends the person's calendar address. */
export const removeCalendarFeed = async ({
  ctx,
  userId,
}: {
  ctx: AppContext;
  userId: number;
}): Promise<CalendarFeedModel> => {
  await createCalendarFeedRepository(ctx.db).remove(userId);
  return { active: false, created_at: null };
};
