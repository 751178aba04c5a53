/** Payment reminders (herinnering, aanmaning): by hand and by the daily job. */
export { createReminderJob } from './reminder-job.ts';
export { reminderRoutes } from './reminders.routes.ts';
