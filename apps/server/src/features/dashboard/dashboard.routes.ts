import { dashboardTodayQuerySchema, dashboardTodaySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewToday } from './view-today.ts';

/** Vandaag: the owner's and office's morning screen. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard.today',
    {
      schema: {
        tags: ['Vandaag'],
        querystring: dashboardTodayQuerySchema,
        response: { 200: dashboardTodaySchema },
      },
    },
    async (request) => viewToday({ ctx: app.ctx, date: request.query.date }),
  );
};
