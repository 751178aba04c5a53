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
import { attachItemDocument } from './attach-item-document.ts';
import { createCategory } from './create-category.ts';
import { createItem } from './create-item.ts';
import { createUnit } from './create-unit.ts';
import { deleteItem } from './delete-item.ts';
import { listCategories } from './list-categories.ts';
import { listItems } from './list-items.ts';
import { searchItems } from './search-items.ts';
import { updateItem } from './update-item.ts';
import { updateUnit } from './update-unit.ts';
import { viewItem } from './view-item.ts';
import { viewItemAvailability } from './view-item-availability.ts';
import { viewUnit } from './view-unit.ts';

export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['Artikelen'];
  const categoryTags = ['Categorieën'];
  const unitTags = ['Voorraad'];

  app.get(
    '/items.view',
    { schema: { tags, querystring: itemsViewQuerySchema, response: { 200: itemsListSchema } } },
    (request) => listItems({ ctx, query: request.query }),
  );

  app.get(
    '/item.search/:query',
    { schema: { tags, params: itemSearchParamsSchema, response: { 200: itemSearchResultsSchema } } },
    (request) => searchItems({ ctx, query: request.params.query }),
  );

  app.get(
    '/item.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: itemEntrySchema } } },
    async (request) => ({
      entry: { model: await viewItem({ ctx, ref: parseRecordRef(request.params.id) }) },
    }),
  );

  app.post(
    '/item.create',
    {
      config: { idempotent: true },
      schema: { tags, body: itemWriteRequestSchema, response: { 200: itemEntrySchema } },
    },
    async (request) => ({ entry: { model: await createItem({ ctx, body: request.body }) } }),
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
      entry: { model: await updateItem({ ctx, ref: parseRecordRef(request.params.id), body: request.body }) },
    }),
  );

  app.delete(
    '/item.delete/:id',
    { schema: { tags, params: idParamSchema, response: { 200: itemDeleteResponseSchema } } },
    (request) => deleteItem({ ctx, ref: parseRecordRef(request.params.id) }),
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
    (request) => viewItemAvailability({ ctx, ref: parseRecordRef(request.params.id), range: request.query }),
  );

  app.post(
    '/item.attach/document',
    { schema: { tags, body: itemAttachDocumentRequestSchema, response: { 200: itemEntrySchema } } },
    async (request) => ({
      entry: {
        model: await attachItemDocument({
          ctx,
          itemId: request.body.item_id,
          assetId: request.body.asset_id,
        }),
      },
    }),
  );

  app.get(
    '/categories.view',
    { schema: { tags: categoryTags, response: { 200: categoriesListSchema } } },
    () => listCategories({ ctx }),
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
    async (request) => ({ entry: { model: await createCategory({ ctx, name: request.body.name }) } }),
  );

  app.post(
    '/unit.create',
    {
      config: { idempotent: true },
      schema: { tags: unitTags, body: unitCreateRequestSchema, response: { 200: unitEntrySchema } },
    },
    async (request) => ({ entry: { model: await createUnit({ ctx, body: request.body }) } }),
  );

  app.get(
    '/unit.view/:id',
    { schema: { tags: unitTags, params: idParamSchema, response: { 200: unitEntrySchema } } },
    async (request) => ({
      entry: { model: await viewUnit({ ctx, ref: parseRecordRef(request.params.id) }) },
    }),
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
      entry: { model: await updateUnit({ ctx, ref: parseRecordRef(request.params.id), body: request.body }) },
    }),
  );
};
