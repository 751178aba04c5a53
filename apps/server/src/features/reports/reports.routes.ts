import {
  reportPeriodQuerySchema,
  reportsExportQuerySchema,
  revenueQuerySchema,
  revenueResponseSchema,
  utilizationResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportReports, XLSX_MIME } from './export-reports.ts';
import { readRevenue } from './read-revenue.ts';
import { readUtilization } from './read-utilization.ts';

/** Rapportage: revenue, utilisation and their XLSX (owner only by the role table). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Rapportage'];

  app.get(
    '/reports.revenue',
    { schema: { tags, querystring: revenueQuerySchema, response: { 200: revenueResponseSchema } } },
    async (request) => ({ results: await readRevenue({ ctx: app.ctx, ...request.query }) }),
  );

  app.get(
    '/reports.utilization',
    { schema: { tags, querystring: reportPeriodQuerySchema, response: { 200: utilizationResponseSchema } } },
    async (request) => ({ results: await readUtilization({ ctx: app.ctx, ...request.query }) }),
  );

  app.get(
    '/reports.export',
    { schema: { tags, querystring: reportsExportQuerySchema, produces: [XLSX_MIME] } },
    async (request, reply) => {
      const { buffer, fileName } = await exportReports({ ctx: app.ctx, ...request.query });
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },
  );
};
