import { ITEM_MESSAGES, idParamSchema, reservationReleaseResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReservationService } from './reservations.service.ts';

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const reservations = createReservationService(app.ctx);

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
      entry: { model: await reservations.releaseWithoutOrder(request.params.id) },
      message: ITEM_MESSAGES.reservationReleased,
    }),
  );
};
