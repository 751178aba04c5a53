import { addCalendarDays, nextReminderOf, todayCalendarDate } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ScheduledJob } from '../scheduler/index.ts';
import { readReminderSettings } from '../settings/index.ts';
import { createReminderRepository } from './reminders.repository.ts';
import { sendReminder } from './send-reminder.ts';

export const REMINDER_JOB = 'reminders';

/**
 * Automatic reminders as a scheduled job: one period per REMINDER_INTERVAL_S (default 900 s), so
 * of several processes one claims each period (scheduled_runs); each reminder itself is claimed by
 * its unique (invoice, level) row, so even overlapping runs send it once. With the setting off it
 * does nothing. The herinnering goes out `first_after_days` after the due date, the aanmaning
 * `second_after_days` after it and never within `second_after_days` of the herinnering (see
 * nextReminderOf), also for an invoice long overdue when reminders were switched on.
 */
export const createReminderJob = (opts: {
  ctx: AppContext;
  intervalSeconds: number;
  log: FastifyBaseLogger;
}): ScheduledJob => ({
  name: REMINDER_JOB,
  periodOf: (now) => String(Math.floor(now.getTime() / (opts.intervalSeconds * 1000))),
  run: async ({ now }) => {
    const settings = await readReminderSettings(opts.ctx.db);
    if (!settings.automatic) return;
    const today = todayCalendarDate(now);
    const due = await createReminderRepository(opts.ctx.db).dueInvoices(
      addCalendarDays(today, -Math.min(settings.firstAfterDays, settings.secondAfterDays)),
    );
    const invoices = new Map<number, { due: string; sent: Array<{ level: 1 | 2; sentAt: string }> }>();
    for (const row of due) {
      const entry = invoices.get(row.id) ?? { due: row.due_date, sent: [] };
      if (row.level !== null && row.sent_at !== null)
        entry.sent.push({ level: row.level === 2 ? 2 : 1, sentAt: row.sent_at });
      invoices.set(row.id, entry);
    }
    for (const [id, { due: dueDate, sent }] of invoices) {
      const next = nextReminderOf({ dueDate, sent, schedule: settings, automatic: true });
      const level = next && next.from <= today ? next.level : null;
      if (level === null) continue;
      try {
        await sendReminder({ ctx: opts.ctx, id: String(id), automatic: true, level });
      } catch (error) {
        // Refused (paid meanwhile, no e-mail address, sent by another process): the next invoice.
        if (error instanceof AppError)
          opts.log.info({ invoiceId: id, reason: error.message }, 'herinnering niet verstuurd');
        else throw error;
      }
    }
  },
});
