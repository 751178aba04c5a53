import { addCalendarDays, type CalendarDate, toCalendarDate } from './dates.ts';

export type ReminderLevelValue = 1 | 2;

/** The days of the reminder settings: after the due date, and for the aanmaning also after the herinnering. */
export type ReminderSchedule = { firstAfterDays: number; secondAfterDays: number };

export type SentReminderDay = { level: ReminderLevelValue; sentAt: string | Date };

export type NextReminder = { level: ReminderLevelValue; from: CalendarDate };

/**
 * The next reminder of an overdue invoice and the first (Amsterdam) day it may go out; null once
 * both went out. The herinnering goes out automatically `firstAfterDays` after the due date, and
 * by hand as soon as the invoice is overdue. The aanmaning goes out automatically
 * `secondAfterDays` after the due date, and never, automatically or by hand, within
 * `secondAfterDays` of the herinnering: a customer gets the time the settings promise between the
 * two, also when reminders were switched on for an invoice long overdue.
 */
export const nextReminderOf = (options: {
  dueDate: CalendarDate;
  sent: readonly SentReminderDay[];
  schedule: ReminderSchedule;
  automatic: boolean;
}): NextReminder | null => {
  const { dueDate, schedule, automatic } = options;
  const herinnering = options.sent.find((r) => r.level === 1);
  if (options.sent.some((r) => r.level === 2)) return null;
  if (!herinnering)
    return { level: 1, from: addCalendarDays(dueDate, automatic ? schedule.firstAfterDays : 1) };
  const byDueDate = addCalendarDays(dueDate, automatic ? schedule.secondAfterDays : 1);
  const byHerinnering = addCalendarDays(toCalendarDate(herinnering.sentAt), schedule.secondAfterDays);
  return { level: 2, from: byDueDate > byHerinnering ? byDueDate : byHerinnering };
};
