import { createHash, randomBytes } from 'node:crypto';
import { type CalendarFeedModel, SCHEDULE_MESSAGES } from '@app/contracts';
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
import { nowIso } from '../../lib/time.ts';
import { createCalendarFeedRepository } from './calendar-feed.repository.ts';
import { createJobService, type JobServiceDeps } from './jobs.service.ts';

/** How far the feed looks back and ahead: recent history for reference, half a year of planning. */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 182;

// 32 random bytes in base64url: 43 characters, 256 bits, unguessable.
const SECRET_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const TYPE_LABEL = { delivery: 'Bezorging', pickup: 'Ophaling' } as const;

/**
 * A private iCalendar address per user, for the calendar app on the crew's phones (which fetch
 * it without a login). The secret is in the path; only its SHA-256 hash is stored, so it is shown
 * once, when made. Renewing replaces it and the old address stops working at once.
 */
export const createCalendarFeedService = (ctx: AppContext, deps: JobServiceDeps = {}) => {
  const repo = createCalendarFeedRepository(ctx.db);
  const jobs = createJobService(ctx, deps);

  return {
    status: async (userId: number): Promise<CalendarFeedModel> => {
      const row = await repo.findByUser(userId);
      return { active: Boolean(row), created_at: row?.created_at ?? null };
    },

    /** A new secret address for the user; any earlier one ends. */
    renew: async (userId: number): Promise<CalendarFeedModel> => {
      const secret = randomBytes(32).toString('base64url');
      const now = nowIso();
      await repo.replace(userId, hashOf(secret), now);
      const path = `/api/calendar/${secret}.ics`;
      return { active: true, created_at: now, path, url: `${ctx.config.appUrl}${path}` };
    },

    remove: async (userId: number): Promise<CalendarFeedModel> => {
      await repo.remove(userId);
      return { active: false, created_at: null };
    },

    /** The .ics text behind a feed address; a wrong or ended secret is a 404. */
    render: async (file: string, now = new Date()): Promise<string> => {
      const secret = SECRET_PATTERN.exec(file)?.[1];
      const feed = secret ? await repo.findByHash(hashOf(secret)) : undefined;
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
        for (const job of await jobs.jobsBetween(start, end, { withDistances: false })) {
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
    },
  };
};
