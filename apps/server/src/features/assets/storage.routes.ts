import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: serves stored files under /storage/<container>/<key>, filled in by the assets feature. */
export const storageRoutes: FastifyPluginAsync = async (_app) => {};
