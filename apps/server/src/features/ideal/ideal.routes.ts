import {
  IDEAL_MESSAGES,
  idealStatusEntrySchema,
  idParamSchema,
  invoicePaymentLinkEntrySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readStoredSettings } from '../settings/index.ts';
import { invoiceUuidOfToken } from './ideal-link.ts';
import { idealPageHtml } from './ideal-page.ts';
import { returnFromIdeal } from './return-from-ideal.ts';
import { startIdealPayment } from './start-ideal-payment.ts';
import { syncIdealPayment } from './sync-ideal-payment.ts';
import { viewPaymentLink } from './view-payment-link.ts';

const tokenParams = z.object({ token: z.string().min(1).max(120) });

export const idealRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Betalingen'];

  // Mollie posts `id=tr_…` form-encoded; parsed here only (this plugin's scope).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/ideal.status', { schema: { tags, response: { 200: idealStatusEntrySchema } } }, async () => ({
    entry: {
      model: {
        available: Boolean(app.ctx.config.mollie.apiKey),
        deposit_percent: (await readStoredSettings(app.ctx.db)).payment_deposit_percent,
      },
    },
  }));

  app.get(
    '/invoice.payment_link/:id',
    { schema: { tags, params: idParamSchema, response: { 200: invoicePaymentLinkEntrySchema } } },
    async (request) => ({ entry: { model: await viewPaymentLink({ ctx: app.ctx, id: request.params.id }) } }),
  );

  // The customer's "Betaal met iDEAL": a fresh Mollie payment for what is asked now, then Mollie.
  app.get(
    '/ideal.pay/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: tokenParams,
        description:
          'The customer\'s "Betaal met iDEAL" link: 303 to Mollie\'s checkout for what the invoice asks now, or a small Dutch HTML page when it cannot be paid.',
      },
    },
    async (request, reply) => {
      const page = (status: number, message: string) =>
        reply.code(status).type('text/html; charset=utf-8').send(idealPageHtml(message));
      try {
        const { checkoutUrl } = await startIdealPayment({ ctx: app.ctx, token: request.params.token });
        return reply.redirect(checkoutUrl, 303);
      } catch (error) {
        if (error instanceof AppError) return page(error.statusCode, error.message);
        request.log.error({ err: error }, 'iDEAL-betaling starten mislukt');
        return page(503, IDEAL_MESSAGES.providerDown);
      }
    },
  );

  // Where Mollie sends the customer back: the status as Mollie has it now.
  app.get(
    '/ideal.return/:token',
    {
      config: { public: true },
      schema: {
        tags,
        params: tokenParams,
        description:
          'Where Mollie sends the customer back: a small Dutch HTML page with the status as Mollie has it.',
      },
    },
    async (request, reply) => {
      const uuid = invoiceUuidOfToken(app.ctx.config, request.params.token);
      const message = uuid
        ? await returnFromIdeal({ ctx: app.ctx, invoiceUuid: uuid })
        : IDEAL_MESSAGES.unknownLink;
      return reply
        .code(uuid ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(idealPageHtml(message));
    },
  );

  // Mollie's webhook: says only "look at this id". Always the same empty 200, whatever the id, so
  // it tells a caller nothing; only when Mollie cannot be asked is it 503, so Mollie tries again.
  const webhookDescription =
    "Mollie's webhook (form-encoded `id=tr_…`). Always an empty 200 (503 while Mollie cannot be asked); the payment's status is read from Mollie, never from the call.";
  app.post(
    '/ideal.webhook',
    { config: { public: true }, schema: { tags, description: webhookDescription } },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | null | undefined;
      const id = typeof body?.id === 'string' ? body.id : '';
      try {
        await syncIdealPayment({ ctx: app.ctx, mollieId: id });
      } catch (error) {
        request.log.warn({ err: error }, 'iDEAL-webhook: Mollie niet bereikbaar');
        return reply.code(503).send();
      }
      return reply.code(200).send();
    },
  );
};
