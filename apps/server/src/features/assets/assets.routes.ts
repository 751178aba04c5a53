import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: asset.create / assets.view / asset.delete, filled in by the assets feature. */
export const assetRoutes: FastifyPluginAsyncZod = async (_app) => {};
