import { geoDistanceEntrySchema, geoDistanceQuerySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeDistance } from './geo-distance.ts';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo.distance',
    {
      schema: {
        tags: ['Afstanden'],
        description:
          'Road distance (metres), driving time (seconds) and transport costs (cents) from the company ' +
          'address to a contact (`contact_id`: id or uuid) or to a typed address (`address_line_1`, ' +
          '`postal_code`, `city`, `country`). `estimated` is true unless an OSRM router measured the ' +
          'route between two addresses located by PDOK; distance null when an end cannot be located.',
        querystring: geoDistanceQuerySchema,
        response: { 200: geoDistanceEntrySchema },
      },
    },
    async (request) => ({ entry: { model: await describeDistance(app.ctx, request.query) } }),
  );
};
