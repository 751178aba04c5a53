import {
  contactCreateRequestSchema,
  contactDeleteResponseSchema,
  contactDetailEntrySchema,
  contactEntrySchema,
  contactImportReportSchema,
  contactSearchParamsSchema,
  contactSearchQuerySchema,
  contactSearchResultsSchema,
  contactsListSchema,
  contactsViewQuerySchema,
  contactUpdateRequestSchema,
  idParamSchema,
  peopleListSchema,
  peopleViewQuerySchema,
  personCreateRequestSchema,
  personDeleteResponseSchema,
  personEntrySchema,
  personUpdateRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FILE_NAME, exportContactsXlsx, XLSX_MIME } from './contacts-export.ts';
import { importContacts } from './contacts-import.service.ts';
import { readImportFile } from './contacts-import-form.ts';
import { createContact } from './create-contact.ts';
import { createPerson } from './create-person.ts';
import { deleteContact } from './delete-contact.ts';
import { deletePerson } from './delete-person.ts';
import { listContacts } from './list-contacts.ts';
import { listPeople } from './list-people.ts';
import { restoreContact } from './restore-contact.ts';
import { searchContacts } from './search-contacts.ts';
import { updateContact } from './update-contact.ts';
import { updatePerson } from './update-person.ts';
import { viewContact } from './view-contact.ts';

const uuidParamSchema = z.object({ uuid: z.string().min(1).max(64) });

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['Contacten'];
  const peopleTags = ['Contactpersonen'];

  app.get(
    '/contacts.view',
    { schema: { tags, querystring: contactsViewQuerySchema, response: { 200: contactsListSchema } } },
    (request) => {
      const q = request.query;
      return listContacts({
        ctx,
        filter: {
          q: q.q,
          sort: q.sort,
          direction: q.direction,
          page: q.page,
          perPage: q.per_page,
          includeDeactivated: q.include_deactivated,
        },
      });
    },
  );

  app.get(
    '/contact.search/:query',
    {
      schema: {
        tags,
        params: contactSearchParamsSchema,
        querystring: contactSearchQuerySchema,
        response: { 200: contactSearchResultsSchema },
      },
    },
    (request) => searchContacts({ ctx, term: request.params.query, limit: request.query.limit }),
  );

  app.get(
    '/contact.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: contactDetailEntrySchema } } },
    async (request) => ({ entry: { model: await viewContact({ ctx, ref: request.params.id }) } }),
  );

  app.post(
    '/contact.create',
    {
      config: { idempotent: true },
      schema: { tags, body: contactCreateRequestSchema, response: { 200: contactEntrySchema } },
    },
    async (request) => ({ entry: { model: await createContact({ ctx, input: request.body }) } }),
  );

  app.patch(
    '/contact.update/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: contactUpdateRequestSchema,
        response: { 200: contactEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await updateContact({ ctx, ref: request.params.id, patch: request.body }) },
    }),
  );

  app.delete(
    '/contact.delete/:id',
    { schema: { tags, params: idParamSchema, response: { 200: contactDeleteResponseSchema } } },
    (request) => deleteContact({ ctx, ref: request.params.id }),
  );

  app.post(
    '/contact.restore/:uuid',
    { schema: { tags, params: uuidParamSchema, response: { 200: contactEntrySchema } } },
    (request) => restoreContact({ ctx, ref: request.params.uuid }),
  );

  app.post(
    '/contact.import',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: contactImportReportSchema } } },
    async (request) => importContacts(ctx, await readImportFile(request)),
  );

  app.get('/contact.export', { schema: { tags, produces: [XLSX_MIME] } }, async (_request, reply) =>
    reply
      .header('Content-Type', XLSX_MIME)
      .header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
      .header('Cache-Control', 'no-store')
      .send(await exportContactsXlsx(ctx)),
  );

  // People ---------------------------------------------------------------------------------------

  app.get(
    '/people.view',
    { schema: { tags: peopleTags, querystring: peopleViewQuerySchema, response: { 200: peopleListSchema } } },
    (request) => listPeople({ ctx, contactRef: request.query.contact_id }),
  );

  app.post(
    '/person.create',
    {
      config: { idempotent: true },
      schema: { tags: peopleTags, body: personCreateRequestSchema, response: { 200: personEntrySchema } },
    },
    (request) => createPerson({ ctx, input: request.body }),
  );

  app.patch(
    '/person.update/:id',
    {
      schema: {
        tags: peopleTags,
        params: idParamSchema,
        body: personUpdateRequestSchema,
        response: { 200: personEntrySchema },
      },
    },
    (request) => updatePerson({ ctx, ref: request.params.id, patch: request.body }),
  );

  app.delete(
    '/person.delete/:id',
    { schema: { tags: peopleTags, params: idParamSchema, response: { 200: personDeleteResponseSchema } } },
    (request) => deletePerson({ ctx, ref: request.params.id }),
  );
};
