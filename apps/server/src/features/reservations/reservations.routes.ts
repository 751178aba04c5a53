import { ITEM_MESSAGES, idParamSchema, reservationReleaseResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseReservationWithoutOrder } from './release-reservation.ts';

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/reservation.release/:id',
    {
      schema: {
        tags: ['Artikelen'],
        summary: 'Geeft een reservering zonder order vrij',
        params: idParamSchema,
        response: { 200: reservationReleaseResponseSchema },
      },
    },
    async (request) => ({
      entry: { model: await releaseReservationWithoutOrder({ ctx: app.ctx, raw: request.params.id }) },
      message: ITEM_MESSAGES.reservationReleased,
    }),
  );
};
