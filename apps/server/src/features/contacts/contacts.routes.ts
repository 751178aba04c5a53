import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the contacts feature. */
export const contactRoutes: FastifyPluginAsyncZod = async (_app) => {};
