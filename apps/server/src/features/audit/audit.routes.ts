import { auditViewQuerySchema, auditViewResultsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { viewAudit } from './view-audit.ts';

/** The audit trail is read-only over the API: there is no route that edits or deletes it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit.view',
    {
      schema: {
        tags: ['Geschiedenis'],
        querystring: auditViewQuerySchema,
        response: { 200: auditViewResultsSchema },
      },
    },
    (request) => viewAudit({ ctx: app.ctx, role: requireAuth(request).role, query: request.query }),
  );
};
