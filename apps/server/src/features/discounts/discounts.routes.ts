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
import { createDiscountService } from './discounts.service.ts';

export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  const discounts = createDiscountService(app.ctx);
  const tags = ['Kortingsacties'];
  const promotionTags = ['Promoties'];

  app.get('/discounts.view', { schema: { tags, response: { 200: discountsListSchema } } }, () =>
    discounts.listDiscounts(),
  );

  app.post(
    '/discount.create',
    {
      config: { idempotent: true },
      schema: { tags, body: discountCreateRequestSchema, response: { 200: discountEntrySchema } },
    },
    async (request) => ({ entry: { model: await discounts.createDiscount(request.body) } }),
  );

  app.get(
    '/discount.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: discountEntrySchema } } },
    async (request) => ({
      entry: { model: await discounts.viewDiscount(parseRecordRef(request.params.id)) },
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
      entry: { model: await discounts.updateDiscount(parseRecordRef(request.params.id), request.body) },
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
      discounts.quote({
        items: request.query.items,
        promo_code: request.query.promo_code,
        on: request.query.on,
      }),
  );

  app.get(
    '/promotions.view',
    { schema: { tags: promotionTags, response: { 200: promotionsListSchema } } },
    () => discounts.listPromotions(),
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
    async (request) => ({ entry: { model: await discounts.createPromotion(request.body) } }),
  );

  app.get(
    '/promotion.view/:id',
    { schema: { tags: promotionTags, params: idParamSchema, response: { 200: promotionEntrySchema } } },
    async (request) => ({
      entry: { model: await discounts.viewPromotion(parseRecordRef(request.params.id)) },
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
      entry: { model: await discounts.updatePromotion(parseRecordRef(request.params.id), request.body) },
    }),
  );
};
