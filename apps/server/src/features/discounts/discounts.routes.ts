import {
  discountCreateRequestSchema,
  discountEntrySchema,
  discountQuoteQuerySchema,
  discountQuoteSchema,
  discountsListSchema,
  discountUpdateRequestSchema,
  idParamSchema,
  promotionCreateRequestSchema,
  promotionEntrySchema,
  promotionsListSchema,
  promotionUpdateRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseRecordRef } from '../../lib/ids.ts';
import { createDiscount } from './create-discount.ts';
import { createPromotion } from './create-promotion.ts';
import { listDiscounts } from './list-discounts.ts';
import { listPromotions } from './list-promotions.ts';
import { quoteDiscounts } from './quote-discounts.ts';
import { updateDiscount } from './update-discount.ts';
import { updatePromotion } from './update-promotion.ts';
import { viewDiscount } from './view-discount.ts';
import { viewPromotion } from './view-promotion.ts';

export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['Kortingsacties'];
  const promotionTags = ['Promoties'];

  app.get('/discounts.view', { schema: { tags, response: { 200: discountsListSchema } } }, () =>
    listDiscounts({ ctx }),
  );

  app.post(
    '/discount.create',
    {
      config: { idempotent: true },
      schema: { tags, body: discountCreateRequestSchema, response: { 200: discountEntrySchema } },
    },
    async (request) => ({ entry: { model: await createDiscount({ ctx, body: request.body }) } }),
  );

  app.get(
    '/discount.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: discountEntrySchema } } },
    async (request) => ({
      entry: { model: await viewDiscount({ ctx, ref: parseRecordRef(request.params.id) }) },
    }),
  );

  app.patch(
    '/discount.update/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: discountUpdateRequestSchema,
        response: { 200: discountEntrySchema },
      },
    },
    async (request) => ({
      entry: {
        model: await updateDiscount({ ctx, ref: parseRecordRef(request.params.id), body: request.body }),
      },
    }),
  );

  app.get(
    '/discount.quote',
    {
      schema: {
        tags,
        description:
          'Wat elk artikel op een dag kost (standaard vandaag) met de kortingsacties van die dag en een ' +
          'optionele promotiecode: items=12:3,14 (artikel-id:eenheden, eenheden = huurdagen × aantal of stuks).',
        querystring: discountQuoteQuerySchema,
        response: { 200: discountQuoteSchema },
      },
    },
    (request) =>
      quoteDiscounts({
        ctx,
        input: { items: request.query.items, promo_code: request.query.promo_code, on: request.query.on },
      }),
  );

  app.get(
    '/promotions.view',
    { schema: { tags: promotionTags, response: { 200: promotionsListSchema } } },
    () => listPromotions({ ctx }),
  );

  app.post(
    '/promotion.create',
    {
      config: { idempotent: true },
      schema: {
        tags: promotionTags,
        body: promotionCreateRequestSchema,
        response: { 200: promotionEntrySchema },
      },
    },
    async (request) => ({ entry: { model: await createPromotion({ ctx, body: request.body }) } }),
  );

  app.get(
    '/promotion.view/:id',
    { schema: { tags: promotionTags, params: idParamSchema, response: { 200: promotionEntrySchema } } },
    async (request) => ({
      entry: { model: await viewPromotion({ ctx, ref: parseRecordRef(request.params.id) }) },
    }),
  );

  app.patch(
    '/promotion.update/:id',
    {
      schema: {
        tags: promotionTags,
        params: idParamSchema,
        body: promotionUpdateRequestSchema,
        response: { 200: promotionEntrySchema },
      },
    },
    async (request) => ({
      entry: {
        model: await updatePromotion({ ctx, ref: parseRecordRef(request.params.id), body: request.body }),
      },
    }),
  );
};
