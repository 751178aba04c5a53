import {
  bookingPendingCountSchema,
  bookingSettingsPatchSchema,
  bookingSettingsSchema,
  idParamSchema,
  orderDeclineRequestSchema,
  orderEntrySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { viewOrder } from '../orders/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { readBookingSettings, writeBookingSettings } from './booking-settings.ts';
import { confirmBooking, declineBooking } from './decide-booking.ts';

/** Staff side of online booking (behind login): confirm or decline a request, the count, settings. */
export const bookingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Orders'];

  app.post(
    '/order.confirm/:id',
    { schema: { tags, params: idParamSchema, response: { 200: orderEntrySchema } } },
    async (request) => {
      const id = await confirmBooking({ ctx: app.ctx, orderRef: request.params.id });
      return { entry: { model: await viewOrder({ ctx: app.ctx, ref: String(id) }) } };
    },
  );

  app.post(
    '/order.decline/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: orderDeclineRequestSchema,
        response: { 200: orderEntrySchema },
      },
    },
    async (request) => {
      const id = await declineBooking({
        ctx: app.ctx,
        orderRef: request.params.id,
        reason: request.body.reason,
      });
      return { entry: { model: await viewOrder({ ctx: app.ctx, ref: String(id) }) } };
    },
  );

  app.get(
    '/booking.pending_count',
    { schema: { tags, response: { 200: bookingPendingCountSchema } } },
    async () => ({ count: await createBookingRepository(app.ctx.db).countOpen() }),
  );

  app.get(
    '/booking.settings',
    { schema: { tags: ['Instellingen'], response: { 200: bookingSettingsSchema } } },
    () => readBookingSettings(app.ctx.db),
  );

  app.patch(
    '/booking.settings',
    {
      schema: {
        tags: ['Instellingen'],
        body: bookingSettingsPatchSchema,
        response: { 200: bookingSettingsSchema },
      },
    },
    (request) =>
      writeBookingSettings({ db: app.ctx.db, patch: request.body, userId: requireAuth(request).userId }),
  );
};
