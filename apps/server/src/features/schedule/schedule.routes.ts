import {
  calendarFeedEntrySchema,
  calendarFileParamsSchema,
  dayRouteEntrySchema,
  jobCompleteRequestSchema,
  jobCompletionEntrySchema,
  jobDateParamsSchema,
  jobIdParamsSchema,
  jobsViewQuerySchema,
  jobsViewSchema,
  jobTimelineSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { completeJob } from './complete-job.ts';
import { planDayRoute } from './plan-day-route.ts';
import { removeCalendarFeed } from './remove-calendar-feed.ts';
import { renderCalendarFeed } from './render-calendar-feed.ts';
import { renewCalendarFeed } from './renew-calendar-feed.ts';
import { undoJobCompletion } from './undo-job-completion.ts';
import { viewCalendarFeed } from './view-calendar-feed.ts';
import { viewJobTimeline } from './view-job-timeline.ts';
import { viewJobs } from './view-jobs.ts';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['Agenda'];

  app.get(
    '/jobs.view',
    { schema: { tags, querystring: jobsViewQuerySchema, response: { 200: jobsViewSchema } } },
    (request) => viewJobs({ ctx, query: request.query }),
  );

  app.get(
    '/job.timeline/:date',
    { schema: { tags, params: jobDateParamsSchema, response: { 200: jobTimelineSchema } } },
    (request) => viewJobTimeline({ ctx, rawDate: request.params.date }),
  );

  app.get(
    '/job.route/:date',
    { schema: { tags, params: jobDateParamsSchema, response: { 200: dayRouteEntrySchema } } },
    async (request) => ({ entry: { model: await planDayRoute({ ctx, rawDate: request.params.date }) } }),
  );

  app.post(
    '/job.complete/:id',
    {
      schema: {
        tags,
        description:
          "The driver ticks a delivery or pickup off ({id} e.g. delivery-12), optionally with the cash received (cents), which is registered as a payment on the order's invoice.",
        params: jobIdParamsSchema,
        body: jobCompleteRequestSchema,
        response: { 200: jobCompletionEntrySchema },
      },
    },
    async (request) => ({
      entry: {
        model: await completeJob({
          ctx: app.ctx,
          id: request.params.id,
          input: request.body,
          userId: requireAuth(request).userId,
        }),
      },
    }),
  );

  app.delete(
    '/job.complete/:id',
    {
      schema: {
        tags,
        description: 'Undoes a check-off; the cash payment it registered is removed.',
        params: jobIdParamsSchema,
        response: { 200: jobCompletionEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await undoJobCompletion({ ctx: app.ctx, id: request.params.id }) },
    }),
  );

  app.get(
    '/calendar_feed.view',
    { schema: { tags, response: { 200: calendarFeedEntrySchema } } },
    async (request) => ({
      entry: { model: await viewCalendarFeed({ ctx, userId: requireAuth(request).userId }) },
    }),
  );

  app.post(
    '/calendar_feed.renew',
    { schema: { tags, response: { 200: calendarFeedEntrySchema } } },
    async (request) => ({
      entry: { model: await renewCalendarFeed({ ctx, userId: requireAuth(request).userId }) },
    }),
  );

  app.delete(
    '/calendar_feed.delete',
    { schema: { tags, response: { 200: calendarFeedEntrySchema } } },
    async (request) => ({
      entry: { model: await removeCalendarFeed({ ctx, userId: requireAuth(request).userId }) },
    }),
  );

  // Fetched by calendar apps without a login: the unguessable secret in the path is the key.
  app.get(
    '/calendar/:file',
    {
      config: { public: true },
      schema: {
        tags,
        params: calendarFileParamsSchema,
        description: 'Het persoonlijke iCalendar-overzicht (text/calendar) van bezorgingen en ophalingen.',
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed({ ctx, file: request.params.file });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="agenda.ics"')
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(body);
    },
  );
};
