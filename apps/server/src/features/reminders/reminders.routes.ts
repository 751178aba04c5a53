import { idParamSchema, invoiceEntrySchema, reminderPreviewEntrySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewReminder, sendReminder } from './send-reminder.ts';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Facturen'];

  app.get(
    '/invoice.reminder/:id',
    { schema: { tags, params: idParamSchema, response: { 200: reminderPreviewEntrySchema } } },
    async (request) => ({ entry: { model: await previewReminder({ ctx: app.ctx, id: request.params.id }) } }),
  );

  app.post(
    '/invoice.remind/:id',
    {
      config: { idempotent: true },
      schema: { tags, params: idParamSchema, response: { 200: invoiceEntrySchema } },
    },
    async (request) => ({ entry: { model: await sendReminder({ ctx: app.ctx, id: request.params.id }) } }),
  );
};
