import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the settings feature. */
export const settingsRoutes: FastifyPluginAsyncZod = async (_app) => {};
