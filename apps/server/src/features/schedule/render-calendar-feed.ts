import { SCHEDULE_MESSAGES } from '@app/contracts';
import {
  addCalendarDays,
  addressQuery,
  buildICalendar,
  type CalendarEvent,
  jobArticleText,
  todayCalendarDate,
  windowMinutes,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';
import { hashOfSecret, SECRET_PATTERN } from './calendar-feed-secret.ts';
import { jobsBetween } from './load-jobs.ts';

/** How far the feed looks back and ahead: recent history for reference, half a year of planning. */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 182;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const TYPE_LABEL = { delivery: 'Bezorging', pickup: 'Ophaling' } as const;

/**
 * The .ics text behind a feed address: every job from four weeks back to half a year ahead. A
 * wrong or ended secret is a 404.
 */
export const renderCalendarFeed = async (options: {
  ctx: AppContext;
  file: string;
  now?: Date;
}): Promise<string> => {
  const { ctx } = options;
  const now = options.now ?? new Date();
  const repo = createCalendarFeedRepository(ctx.db);
  const secret = SECRET_PATTERN.exec(options.file)?.[1];
  const feed = secret ? await repo.findByHash(hashOfSecret(secret)) : undefined;
  if (!feed) throw notFound(SCHEDULE_MESSAGES.feedNotFound);
  await repo.touch(feed.user_id, now.toISOString());
  const today = todayCalendarDate(now);
  const events: CalendarEvent[] = [];
  const host = new URL(ctx.config.appUrl).hostname || 'localhost';
  const from = addCalendarDays(today, -FEED_DAYS_BACK);
  const until = addCalendarDays(today, FEED_DAYS_AHEAD);
  // jobs.view's 31-day limit protects the screens; the feed reads its window in month chunks.
  for (let start = from; start <= until; start = addCalendarDays(start, 31)) {
    const end = addCalendarDays(start, 30) < until ? addCalendarDays(start, 30) : until;
    for (const job of await jobsBetween({ ctx, from: start, until: end, withDistances: false })) {
      const { start: startMinutes, end: endMinutes } = windowMinutes(job.time);
      const article = jobArticleText({
        ...job.unit.item,
        quantity: job.quantity,
        bundle: job.bundle?.name,
      });
      events.push({
        uid: `${job.id}@${host}`,
        date: job.date,
        startTime: hhmm(startMinutes),
        endTime: hhmm(endMinutes),
        summary: `${TYPE_LABEL[job.type]}: ${article} – ${job.contact.display_name}`,
        location: addressQuery(job.contact),
        description: [
          `${TYPE_LABEL[job.type]} tussen ${job.time} uur`,
          `Contact: ${job.contact.display_name}`,
          job.contact.phone_number ? `Telefoon: ${job.contact.phone_number}` : null,
          `Product: ${article}`,
          job.unit.serial_number ? `Serienummer: ${job.unit.serial_number}` : null,
          `Order #${job.order_id}`,
        ]
          .filter(Boolean)
          .join('\n'),
        url: `${ctx.config.appUrl}/schedule/${job.date}/timeline`,
      });
    }
  }
  return buildICalendar({ name: 'Verhuur – bezorgen en ophalen', events, now });
};
