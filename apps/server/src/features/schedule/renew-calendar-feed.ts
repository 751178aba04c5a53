import { randomBytes } from 'node:crypto';
import type { CalendarFeedModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';
import { hashOfSecret } from './calendar-feed-secret.ts';

/**
 * A private iCalendar address for the person, for the calendar app on the crew's phones (which
 * fetch it without a login). The secret is in the path; renewing replaces it and the old address
 * stops working at once.
 */
export const renewCalendarFeed = async ({
  ctx,
  userId,
}: {
  ctx: AppContext;
  userId: number;
}): Promise<CalendarFeedModel> => {
  const secret = randomBytes(32).toString('base64url');
  const now = nowIso();
  await createCalendarFeedRepository(ctx.db).replace(userId, hashOfSecret(secret), now);
  const path = `/api/calendar/${secret}.ics`;
  return { active: true, created_at: now, path, url: `${ctx.config.appUrl}${path}` };
};
