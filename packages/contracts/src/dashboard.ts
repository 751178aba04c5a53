import { z } from 'zod';
import { isoDateResponseSchema, isoDateSchema } from './common.ts';

/** GET /api/dashboard.today?date= (default today in Amsterdam). */
export const dashboardTodayQuerySchema = z.object({ date: isoDateSchema.optional() });
export type DashboardTodayQuery = z.input<typeof dashboardTodayQuerySchema>;

export const dashboardJobSchema = z.object({
  /** The agenda's job id ('delivery-12'), stable for a list key. */
  id: z.string(),
  kind: z.enum(['delivery', 'pickup']),
  time_slot: z.string(),
  order_id: z.number().int(),
  contact_name: z.string(),
  city: z.string().nullable(),
  done: z.boolean(),
  /** Cash the driver still collects at this stop (an order's amount once, at its first open stop). */
  cash_to_collect: z.number().int(),
});
export type DashboardJob = z.infer<typeof dashboardJobSchema>;

/** The owner's morning screen: the day's jobs and what waits. Counts are numbers, money cents. */
export const dashboardTodaySchema = z.object({
  date: isoDateResponseSchema,
  jobs: z.array(dashboardJobSchema),
  cash_to_collect_total: z.number().int(),
  /** Online booking requests waiting for a decision (orders In behandeling, hold not run out). */
  booking_requests: z.number().int(),
  quotes_open: z.number().int(),
  quotes_expiring_7d: z.number().int(),
  invoices_overdue: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** Rentable units that may not go out on the day (blocked, inspection overdue under a blocking policy, or switched off). */
  units_out_of_service: z.number().int(),
  /** Rentable units whose inspection is overdue or falls due within 30 days of the day. */
  inspections_due_30d: z.number().int(),
  deposits_held: z.number().int(),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;
