import {
  AUDIT_BOOKING_ACTOR,
  QUOTE_MESSAGES,
  quoteAcceptRequestSchema,
  quoteDeclineRequestSchema,
  quotePublicEntrySchema,
  quotePublicResultSchema,
  quoteTokenParamsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runAsActor } from '../audit/index.ts';
import { bookingRateLimit } from '../booking/index.ts';
import { acceptQuote } from './accept-quote.ts';
import { declineQuote } from './decline-quote.ts';
import { quotePdfFileName } from './quote-pdf-of.ts';
import { quotePageUrl } from './quote-token.ts';
import { sendPdf } from './quotes.routes.ts';
import { publicQuotePdf, viewPublicQuote } from './view-public-quote.ts';

/** Request bodies of the public routes are small; anything bigger is refused unread (413). */
const PUBLIC_BODY_LIMIT = 8 * 1024;

/**
 * The customer's side of a quote (/offerte/{token}): no sign-in (`public: true`), the link's token
 * is the key, limited per address like the booking routes (the same counters), and answers carry
 * only the quote itself: no ids, nothing of staff or other customers.
 */
export const quotePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['Offertes (klant)'];
  const readLimit = bookingRateLimit(app, 'read');
  const writeLimit = bookingRateLimit(app, 'create');

  app.get(
    '/quote_public.view/:token',
    {
      config: { public: true },
      onRequest: readLimit,
      schema: { tags, params: quoteTokenParamsSchema, response: { 200: quotePublicEntrySchema } },
    },
    async (request) => ({ entry: { model: await viewPublicQuote({ ctx, token: request.params.token }) } }),
  );

  app.get(
    '/quote_public.pdf/:token',
    {
      config: { public: true },
      onRequest: readLimit,
      schema: { tags, params: quoteTokenParamsSchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { pdf, number } = await publicQuotePdf({
        ctx,
        token,
        link: quotePageUrl(ctx.config.appUrl, token),
      });
      return sendPdf(reply, pdf, quotePdfFileName(number), 'inline');
    },
  );

  app.post(
    '/quote_public.accept/:token',
    {
      config: { public: true, idempotent: true },
      bodyLimit: PUBLIC_BODY_LIMIT,
      onRequest: writeLimit,
      schema: {
        tags,
        params: quoteTokenParamsSchema,
        body: quoteAcceptRequestSchema,
        response: { 200: quotePublicResultSchema },
      },
    },
    async (request) => {
      const { token } = request.params;
      await runAsActor({ name: AUDIT_BOOKING_ACTOR }, () =>
        acceptQuote({
          ctx,
          token,
          input: request.body,
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
        }),
      );
      return {
        entry: { model: await viewPublicQuote({ ctx, token }) },
        message: QUOTE_MESSAGES.acceptedDone,
      };
    },
  );

  app.post(
    '/quote_public.decline/:token',
    {
      config: { public: true, idempotent: true },
      bodyLimit: PUBLIC_BODY_LIMIT,
      onRequest: writeLimit,
      schema: {
        tags,
        params: quoteTokenParamsSchema,
        body: quoteDeclineRequestSchema,
        response: { 200: quotePublicResultSchema },
      },
    },
    async (request) => {
      const { token } = request.params;
      await runAsActor({ name: AUDIT_BOOKING_ACTOR }, () =>
        declineQuote({ ctx, token, input: request.body }),
      );
      return {
        entry: { model: await viewPublicQuote({ ctx, token }) },
        message: QUOTE_MESSAGES.declinedDone,
      };
    },
  );
};
