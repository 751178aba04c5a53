import {
  AUDIT_BOOKING_ACTOR,
  bookingAvailabilityQuerySchema,
  bookingAvailabilitySchema,
  bookingCreatedSchema,
  bookingCreateRequestSchema,
  bookingItemEntrySchema,
  bookingItemsSchema,
  bookingQuoteRequestSchema,
  bookingQuoteSchema,
  bookingSlugParamsSchema,
  bookingTokenParamsSchema,
  bookingViewEntrySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runAsActor } from '../audit/index.ts';
import { createBookingCatalogue } from './booking-catalogue.ts';
import { createCatalogueCache } from './booking-catalogue-cache.ts';
import { bookingRateLimit } from './booking-rate-limit.ts';
import { createBooking } from './create-booking.ts';
import { quoteBooking } from './quote-booking.ts';
import { viewBooking } from './view-booking.ts';

/** Request bodies of the public routes are small; anything bigger is refused unread (413). */
const PUBLIC_BODY_LIMIT = 32 * 1024;

/**
 * The public booking API for /boeken: no token (`public: true`), a per-address limit
 * on every route, answers with only what the page shows (slugs and a status token, no ids).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createBookingCatalogue(app.ctx);
  const cache = createCatalogueCache(app.ctx);
  const tags = ['Online boeken'];
  const read = { public: true };
  const readLimit = bookingRateLimit(app, 'read');

  app.get(
    '/booking.items',
    { config: read, onRequest: readLimit, schema: { tags, response: { 200: bookingItemsSchema } } },
    (request, reply) => cache.reply(request, reply, 'list', () => catalogue.list()),
  );

  app.get(
    '/booking.item/:slug',
    {
      config: read,
      onRequest: readLimit,
      schema: { tags, params: bookingSlugParamsSchema, response: { 200: bookingItemEntrySchema } },
    },
    (request, reply) =>
      cache.reply(request, reply, `item:${request.params.slug}`, async () => ({
        entry: { model: await catalogue.view(request.params.slug) },
      })),
  );

  app.get(
    '/booking.availability/:slug',
    {
      config: read,
      onRequest: readLimit,
      schema: {
        tags,
        params: bookingSlugParamsSchema,
        querystring: bookingAvailabilityQuerySchema,
        response: { 200: bookingAvailabilitySchema },
      },
    },
    (request) => catalogue.availability(request.params.slug, request.query.from, request.query.until),
  );

  app.post(
    '/booking.quote',
    {
      config: read,
      bodyLimit: PUBLIC_BODY_LIMIT,
      onRequest: bookingRateLimit(app, 'quote'),
      schema: { tags, body: bookingQuoteRequestSchema, response: { 200: bookingQuoteSchema } },
    },
    (request) => quoteBooking({ ctx: app.ctx, input: request.body }),
  );

  app.post(
    '/booking.create',
    {
      config: { public: true, idempotent: true },
      bodyLimit: PUBLIC_BODY_LIMIT,
      onRequest: bookingRateLimit(app, 'create'),
      schema: { tags, body: bookingCreateRequestSchema, response: { 200: bookingCreatedSchema } },
    },
    async (request) => ({
      // A customer on the public page: the audit trail names them as such.
      entry: {
        model: await runAsActor({ name: AUDIT_BOOKING_ACTOR }, () =>
          createBooking({ ctx: app.ctx, input: request.body, ip: request.ip }),
        ),
      },
    }),
  );

  app.get(
    '/booking.view/:token',
    {
      config: read,
      onRequest: readLimit,
      schema: { tags, params: bookingTokenParamsSchema, response: { 200: bookingViewEntrySchema } },
    },
    async (request) => ({
      entry: { model: await viewBooking({ ctx: app.ctx, token: request.params.token }) },
    }),
  );
};
