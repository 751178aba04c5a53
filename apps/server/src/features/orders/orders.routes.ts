import {
  baseVersionQuerySchema,
  idParamSchema,
  orderCashCreateRequestSchema,
  orderEntrySchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderRevertResponseSchema,
  orderSearchParamsSchema,
  orderSearchQuerySchema,
  orderSearchResultsSchema,
  ordersListSchema,
  ordersViewQuerySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOrderService } from './orders.service.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrderService(app.ctx);
  const tags = ['Orders'];

  app.get(
    '/orders.view',
    { schema: { tags, querystring: ordersViewQuerySchema, response: { 200: ordersListSchema } } },
    (request) => {
      const q = request.query;
      return orders.list({
        statuses: q.status,
        q: q.q,
        contactId: q.contact_id,
        page: q.page,
        perPage: q.per_page,
      });
    },
  );

  app.get(
    '/order.search/:query',
    {
      schema: {
        tags,
        params: orderSearchParamsSchema,
        querystring: orderSearchQuerySchema,
        response: { 200: orderSearchResultsSchema },
      },
    },
    (request) => orders.search(request.params.query, request.query.limit),
  );

  app.get(
    '/order.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: orderEntrySchema } } },
    async (request) => ({ entry: { model: await orders.view(request.params.id) } }),
  );

  app.post(
    '/order.quote',
    { schema: { tags, body: orderQuoteRequestSchema, response: { 200: orderQuoteSchema } } },
    (request) => orders.quote(request.body),
  );

  app.post(
    '/order.cashcreate',
    {
      config: { idempotent: true },
      schema: { tags, body: orderCashCreateRequestSchema, response: { 200: orderEntrySchema } },
    },
    async (request) => ({ entry: { model: await orders.cashCreate(request.body) } }),
  );

  app.delete(
    '/order.revert/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: baseVersionQuerySchema,
        response: { 200: orderRevertResponseSchema },
      },
    },
    (request) => orders.revert(request.params.id, request.query.version),
  );
};
