import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['Systeem'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.ctx.db);
      } catch (err) {
        // 503, not 500: a load balancer or monitor should see "not ready", and the cause is logged.
        request.log.error({ err }, 'gezondheidscontrole: database niet bereikbaar');
        throw new AppError('service_unavailable', 'De database is niet bereikbaar.');
      }
      return { status: 'ok' as const, database: app.ctx.dbKind };
    },
  );
};
