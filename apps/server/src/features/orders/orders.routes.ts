import {
  baseVersionQuerySchema,
  idParamSchema,
  orderCashCreateRequestSchema,
  orderDepositReturnRequestSchema,
  orderEntrySchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderRevertResponseSchema,
  orderSearchParamsSchema,
  orderSearchQuerySchema,
  orderSearchResultsSchema,
  ordersListSchema,
  ordersViewQuerySchema,
  orderUpdateRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOrder } from './cancel-order.ts';
import { createOrder } from './create-order.ts';
import { listOrders } from './list-orders.ts';
import { quoteOrder } from './quote-order.ts';
import { returnDeposit } from './return-deposit.ts';
import { searchOrders } from './search-orders.ts';
import { updateOrder } from './update-order.ts';
import { viewOrder } from './view-order.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['Orders'];

  app.get(
    '/orders.view',
    { schema: { tags, querystring: ordersViewQuerySchema, response: { 200: ordersListSchema } } },
    (request) => {
      const q = request.query;
      return listOrders({
        ctx,
        filter: { statuses: q.status, q: q.q, contactId: q.contact_id, page: q.page, perPage: q.per_page },
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
    (request) => searchOrders({ ctx, term: request.params.query, limit: request.query.limit }),
  );

  app.get(
    '/order.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: orderEntrySchema } } },
    async (request) => ({ entry: { model: await viewOrder({ ctx, ref: request.params.id }) } }),
  );

  app.post(
    '/order.quote',
    { schema: { tags, body: orderQuoteRequestSchema, response: { 200: orderQuoteSchema } } },
    (request) => quoteOrder({ ctx, input: request.body }),
  );

  app.post(
    '/order.cashcreate',
    {
      config: { idempotent: true },
      schema: { tags, body: orderCashCreateRequestSchema, response: { 200: orderEntrySchema } },
    },
    async (request) => ({ entry: { model: await createOrder({ ctx, input: request.body }) } }),
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
    (request) => cancelOrder({ ctx, ref: request.params.id, version: request.query.version }),
  );

  app.patch(
    '/order.update/:id',
    {
      // A retried change (same Idempotency-Key) answers the first answer: no second change or mail.
      config: { idempotent: true },
      schema: {
        tags,
        params: idParamSchema,
        body: orderUpdateRequestSchema,
        response: { 200: orderEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await updateOrder({ ctx, ref: request.params.id, input: request.body }) },
    }),
  );

  app.post(
    '/order.deposit_return/:id',
    {
      config: { idempotent: true },
      schema: {
        tags,
        description:
          'Na het ophalen: hoeveel borg er is teruggegeven (bedrag in centen, datum, manier); de rest van de ' +
          'ontvangen borg wordt ingehouden met een reden.',
        params: idParamSchema,
        body: orderDepositReturnRequestSchema,
        response: { 200: orderEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await returnDeposit({ ctx, ref: request.params.id, input: request.body }) },
    }),
  );
};
