import {
  categoriesListSchema,
  categoryCreateRequestSchema,
  categoryEntrySchema,
  idParamSchema,
  itemAttachDocumentRequestSchema,
  itemAvailabilityQuerySchema,
  itemAvailabilitySchema,
  itemDeleteResponseSchema,
  itemEntrySchema,
  itemSearchParamsSchema,
  itemSearchResultsSchema,
  itemsListSchema,
  itemsViewQuerySchema,
  itemUpdateRequestSchema,
  itemWriteRequestSchema,
  unitCreateRequestSchema,
  unitEntrySchema,
  unitUpdateRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseRecordRef } from '../../lib/ids.ts';
import { createItemService } from './items.service.ts';

export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const items = createItemService(app.ctx);
  const tags = ['Artikelen'];
  const categoryTags = ['Categorieën'];
  const unitTags = ['Voorraad'];

  app.get(
    '/items.view',
    { schema: { tags, querystring: itemsViewQuerySchema, response: { 200: itemsListSchema } } },
    (request) => items.list(request.query),
  );

  app.get(
    '/item.search/:query',
    { schema: { tags, params: itemSearchParamsSchema, response: { 200: itemSearchResultsSchema } } },
    (request) => items.search(request.params.query),
  );

  app.get(
    '/item.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: itemEntrySchema } } },
    async (request) => ({ entry: { model: await items.view(parseRecordRef(request.params.id)) } }),
  );

  app.post(
    '/item.create',
    {
      config: { idempotent: true },
      schema: { tags, body: itemWriteRequestSchema, response: { 200: itemEntrySchema } },
    },
    async (request) => ({ entry: { model: await items.create(request.body) } }),
  );

  app.patch(
    '/item.update/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: itemUpdateRequestSchema,
        response: { 200: itemEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await items.update(parseRecordRef(request.params.id), request.body) },
    }),
  );

  app.delete(
    '/item.delete/:id',
    { schema: { tags, params: idParamSchema, response: { 200: itemDeleteResponseSchema } } },
    (request) => items.remove(parseRecordRef(request.params.id)),
  );

  app.get(
    '/item.availability/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: itemAvailabilityQuerySchema,
        response: { 200: itemAvailabilitySchema },
      },
      // The answer is built by computeAvailability (typed, trusted) and holds up to ~70,000 ids;
      // checking each against the schema again costs more than computing it, so it is sent as is.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    (request) => items.availability(parseRecordRef(request.params.id), request.query),
  );

  app.post(
    '/item.attach/document',
    { schema: { tags, body: itemAttachDocumentRequestSchema, response: { 200: itemEntrySchema } } },
    async (request) => ({
      entry: { model: await items.attachDocument(request.body.item_id, request.body.asset_id) },
    }),
  );

  app.get(
    '/categories.view',
    { schema: { tags: categoryTags, response: { 200: categoriesListSchema } } },
    () => items.listCategories(),
  );

  app.post(
    '/category.create',
    {
      config: { idempotent: true },
      schema: {
        tags: categoryTags,
        body: categoryCreateRequestSchema,
        response: { 200: categoryEntrySchema },
      },
    },
    async (request) => ({ entry: { model: await items.createCategory(request.body.name) } }),
  );

  app.post(
    '/unit.create',
    {
      config: { idempotent: true },
      schema: { tags: unitTags, body: unitCreateRequestSchema, response: { 200: unitEntrySchema } },
    },
    async (request) => ({ entry: { model: await items.createUnit(request.body) } }),
  );

  app.get(
    '/unit.view/:id',
    { schema: { tags: unitTags, params: idParamSchema, response: { 200: unitEntrySchema } } },
    async (request) => ({ entry: { model: await items.viewUnit(parseRecordRef(request.params.id)) } }),
  );

  app.patch(
    '/unit.update/:id',
    {
      schema: {
        tags: unitTags,
        params: idParamSchema,
        body: unitUpdateRequestSchema,
        response: { 200: unitEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await items.updateUnit(parseRecordRef(request.params.id), request.body) },
    }),
  );
};
