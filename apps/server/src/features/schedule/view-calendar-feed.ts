import type { CalendarFeedModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';

/** Whether the person has a calendar address, and since when (the address itself is shown once). */
export const viewCalendarFeed = async ({
  ctx,
  userId,
}: {
  ctx: AppContext;
  userId: number;
}): Promise<CalendarFeedModel> => {
  const row = await createCalendarFeedRepository(ctx.db).findByUser(userId);
  return { active: Boolean(row), created_at: row?.created_at ?? null };
};
