import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the items feature. */
export const itemRoutes: FastifyPluginAsyncZod = async (_app) => {};
