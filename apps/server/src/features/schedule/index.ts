/** The agenda: deliveries and pickups from the orders, the driver's day route, check-off, the calendar feed. */

export { jobsBetween } from './load-jobs.ts';
export { scheduleRoutes } from './schedule.routes.ts';
