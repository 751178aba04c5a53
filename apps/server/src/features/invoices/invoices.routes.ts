import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the invoices feature. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (_app) => {};
