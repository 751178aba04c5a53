import {
  idParamSchema,
  outstandingEntrySchema,
  paymentCreateRequestSchema,
  paymentEntrySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPayment } from './create-payment.ts';
import { deletePayment } from './delete-payment.ts';
import { readOutstanding } from './outstanding.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Betalingen'];

  app.post(
    '/payment.create',
    {
      config: { idempotent: true },
      schema: { tags, body: paymentCreateRequestSchema, response: { 200: paymentEntrySchema } },
    },
    async (request) => ({ entry: await createPayment({ ctx: app.ctx, input: request.body }) }),
  );

  app.delete(
    '/payment.delete/:id',
    { schema: { tags, params: idParamSchema, response: { 200: paymentEntrySchema } } },
    async (request) => ({ entry: await deletePayment({ ctx: app.ctx, id: request.params.id }) }),
  );

  app.get(
    '/invoices.outstanding',
    { schema: { tags: ['Facturen'], response: { 200: outstandingEntrySchema } } },
    async () => ({ entry: { model: await readOutstanding({ ctx: app.ctx }) } }),
  );
};
