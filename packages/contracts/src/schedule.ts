import { z } from 'zod';
import { entryOf, isoDateSchema, resultsOf } from './common.ts';
import { contactSummarySchema } from './contacts.ts';
import { SCHEDULE_MESSAGES, TIME_SLOTS } from './schedule-constants.ts';

export const timeSlotSchema = z.enum(TIME_SLOTS);
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const jobTypeSchema = z.enum(['delivery', 'pickup']);

/** The job's contact; the country as a Dutch name ('Nederland'), as contacts answer it. */
export const jobContactSchema = contactSummarySchema;
export type JobContact = z.infer<typeof jobContactSchema>;

export const jobImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  file_name: z.string(),
});

export const jobUnitSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  serial_number: z.string().nullable(),
  item: z.object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string(),
    type: z.enum(['rentable', 'sellable']),
    /** The item's first image only (none when it has no pictures). */
    images: z.array(jobImageSchema),
  }),
});

/** An agenda entry (spec §3 Job), derived from an order's reservation. */
export const jobModelSchema = z.object({
  /** '{type}-{reservation id}', stable: e.g. 'delivery-12'. */
  id: z.string(),
  date: isoDateSchema,
  type: jobTypeSchema,
  /** The time window, e.g. '08:00-10:00'. */
  time: timeSlotSchema,
  reservation_id: z.number().int(),
  order_id: z.number().int(),
  order_uuid: z.string(),
  contact: jobContactSchema,
  unit: jobUnitSchema,
  /** The package (bundle) this unit goes with, so the driver loads the set; null: a line of its own. */
  bundle: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Pieces the job brings: a sale's count, 1 for a rented unit. */
  quantity: z.number().int(),
  /** The order's notes for the driver (setup, power, access); null when none. */
  notes: z.string().nullable(),
  /** Cents incl. VAT to collect in cash: an unpaid cash order's invoice (or order) total; null when nothing is due. */
  amount_due: z.number().int().nullable(),
  /** When the driver ticked the job off; null while it is still to do. */
  completed_at: z.string().nullable(),
  /** Who ticked it off (the colleague's name); null while to do or when that account is gone. */
  completed_by: z.string().nullable(),
  /** Cents received in cash at this job; null when none was recorded. */
  cash_received: z.number().int().nullable(),
  /** Road metres from the company address; null when unknown. */
  distance: z.number().nullable(),
  /** Driving seconds from the company address; null when unknown. */
  duration: z.number().nullable(),
  /** True when distance and duration are estimates (straight line), not a route. */
  estimated: z.boolean(),
  /** The data credit to show with the distance (GeoNames, OpenStreetMap); null without one. */
  attribution: z.string().nullable(),
});
export type JobModel = z.infer<typeof jobModelSchema>;

/** `{date}` of job.timeline / job.route: 'yyyy-MM-dd' or an ISO date-time (its Amsterdam day). */
export const jobDateParamsSchema = z.object({ date: z.string().min(1).max(64) });

/** GET /job.timeline/{date}: the day's jobs per time slot; every slot is present, maybe empty. */
export const jobTimelineSchema = z.object({
  '08:00-10:00': z.array(jobModelSchema),
  '10:00-12:00': z.array(jobModelSchema),
  '12:00-14:00': z.array(jobModelSchema),
  '14:00-16:00': z.array(jobModelSchema),
  '16:00-18:00': z.array(jobModelSchema),
});
export type JobTimeline = z.infer<typeof jobTimelineSchema>;

/** GET /jobs.view?from=&until=: defaults to this week (Monday through Sunday, Amsterdam). */
export const jobsViewQuerySchema = z.object({
  from: z.string().max(64).optional(),
  until: z.string().max(64).optional(),
});

export const jobsViewSchema = resultsOf(jobModelSchema).extend({
  meta: z.object({
    from: isoDateSchema,
    until: isoDateSchema,
    /** The company's address as one line for a maps app (the start of every route); null when not filled in. */
    company_address: z.string().nullable(),
  }),
});
export type JobsView = z.infer<typeof jobsViewSchema>;

export const routeStopSchema = z.object({
  job_id: z.string(),
  type: jobTypeSchema,
  time: timeSlotSchema,
  contact_name: z.string(),
  /** The article as the job names it: "3 × Heliumfles" for a sale (domain `jobArticleText`). */
  item_name: z.string(),
  phone_number: z.string().nullable(),
  notes: z.string().nullable(),
  /** Cents to collect in cash at this stop; null when nothing is due. */
  amount_due: z.number().int().nullable(),
  /** When the stop was ticked off; null while to do. */
  completed_at: z.string().nullable(),
  /** The address as one line for a maps app; null when the contact has none. */
  address: z.string().nullable(),
  /** Metres and seconds from the previous stop (or the company); null when unknown. */
  leg_distance: z.number().nullable(),
  leg_duration: z.number().nullable(),
});
export type RouteStopModel = z.infer<typeof routeStopSchema>;

/** GET /job.route/{date}: the driver's day, a suggested order of the day's stops. */
export const dayRouteModelSchema = z.object({
  date: isoDateSchema,
  company_address: z.string().nullable(),
  stops: z.array(routeStopSchema),
  /** The whole trip from the company and back over the stops with a known distance; null without distances. */
  distance: z.number().nullable(),
  duration: z.number().nullable(),
  estimated: z.boolean(),
  /** The data credit to show with the figures (GeoNames, OpenStreetMap); null without one. */
  attribution: z.string().nullable(),
  /** Stops (job ids) without a known distance: kept in their window, not in the totals. */
  unlocated: z.array(z.string()),
  /** Google Maps links of the trip; more than one when the day has more than 9 stops. */
  route_urls: z.array(z.string()),
});
export type DayRouteModel = z.infer<typeof dayRouteModelSchema>;
export const dayRouteEntrySchema = entryOf(dayRouteModelSchema);

/** The signed-in user's calendar feed: whether one exists (its secret is shown only once). */
export const calendarFeedModelSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  /** Only in the answer of calendar_feed.renew: the secret address, shown this once. */
  url: z.string().optional(),
  /** The same address relative to the server ('/api/calendar/….ics'). */
  path: z.string().optional(),
});
export type CalendarFeedModel = z.infer<typeof calendarFeedModelSchema>;
export const calendarFeedEntrySchema = entryOf(calendarFeedModelSchema);

export const calendarFileParamsSchema = z.object({ file: z.string().min(1).max(200) });

/** POST /job.complete/{id}: optionally the cash received (cents), registered as a payment. */
export const jobCompleteRequestSchema = z
  .object({
    cash_received: z
      .number({ error: SCHEDULE_MESSAGES.cashInvalid })
      .int(SCHEDULE_MESSAGES.cashInvalid)
      .min(1, SCHEDULE_MESSAGES.cashInvalid)
      .max(100_000_000, SCHEDULE_MESSAGES.cashInvalid)
      .nullish(),
  })
  .nullish();
export type JobCompleteRequest = z.input<typeof jobCompleteRequestSchema>;

/** `{id}` of job.complete: the job's id, e.g. 'delivery-12'. */
export const jobIdParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const jobCompletionSchema = z.object({
  job_id: z.string(),
  completed_at: z.string().nullable(),
  completed_by: z.string().nullable(),
  cash_received: z.number().int().nullable(),
});
export const jobCompletionEntrySchema = z.object({ entry: z.object({ model: jobCompletionSchema }) });
