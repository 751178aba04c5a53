import {
  idParamSchema,
  invoiceCreateRequestSchema,
  invoiceCreditRequestSchema,
  invoiceEntrySchema,
  invoiceMailInfoEntrySchema,
  invoiceSearchParamsSchema,
  invoiceSearchQuerySchema,
  invoiceSearchResultsSchema,
  invoiceSendRequestSchema,
  invoicesExportQuerySchema,
  invoicesListSchema,
  invoicesViewQuerySchema,
  invoiceUpdateRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInvoice } from './create-invoice.ts';
import { creditInvoice } from './credit-invoice.ts';
import { deleteInvoice } from './delete-invoice.ts';
import { duplicateInvoice } from './duplicate-invoice.ts';
import { exportInvoices, ZIP_MIME } from './export-invoices.ts';
import { renderInvoiceForDownload } from './invoice-render.ts';
import { listInvoices } from './list-invoices.ts';
import { searchInvoices } from './search-invoices.ts';
import { sendInvoice } from './send-invoice.ts';
import { updateInvoice } from './update-invoice.ts';
import { viewInvoice } from './view-invoice.ts';
import { viewInvoiceMail } from './view-invoice-mail.ts';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['Facturen'];

  app.get(
    '/invoices.view',
    { schema: { tags, querystring: invoicesViewQuerySchema, response: { 200: invoicesListSchema } } },
    (request) => {
      const q = request.query;
      return listInvoices({
        db: ctx.db,
        kind: ctx.dbKind,
        q: q.q,
        sort: q.sort,
        direction: q.direction,
        page: q.page,
        perPage: q.per_page,
        status: q.status,
        contactId: q.contact_id,
      });
    },
  );

  app.get(
    '/invoice.search/:query',
    {
      schema: {
        tags,
        params: invoiceSearchParamsSchema,
        querystring: invoiceSearchQuerySchema,
        response: { 200: invoiceSearchResultsSchema },
      },
    },
    (request) =>
      searchInvoices({
        db: ctx.db,
        kind: ctx.dbKind,
        term: request.params.query,
        limit: request.query.limit,
      }),
  );

  app.get(
    '/invoice.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: invoiceEntrySchema } } },
    async (request) => ({ entry: { model: await viewInvoice({ ctx, raw: request.params.id }) } }),
  );

  app.post(
    '/invoice.create',
    {
      config: { idempotent: true },
      schema: { tags, body: invoiceCreateRequestSchema, response: { 200: invoiceEntrySchema } },
    },
    async (request) => ({ entry: { model: await createInvoice({ ctx, input: request.body }) } }),
  );

  app.patch(
    '/invoice.update/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: invoiceUpdateRequestSchema,
        response: { 200: invoiceEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await updateInvoice({ ctx, raw: request.params.id, input: request.body }) },
    }),
  );

  app.delete(
    '/invoice.delete/:id',
    { schema: { tags, params: idParamSchema, response: { 200: invoiceEntrySchema } } },
    async (request) => ({ entry: { model: await deleteInvoice({ ctx, raw: request.params.id }) } }),
  );

  app.post(
    '/invoice.duplicate/:id',
    {
      config: { idempotent: true },
      schema: { tags, params: idParamSchema, response: { 200: invoiceEntrySchema } },
    },
    async (request) => ({ entry: { model: await duplicateInvoice({ ctx, raw: request.params.id }) } }),
  );

  app.post(
    '/invoice.credit/:id',
    {
      config: { idempotent: true },
      schema: {
        tags,
        params: idParamSchema,
        body: invoiceCreditRequestSchema,
        response: { 200: invoiceEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await creditInvoice({ ctx, raw: request.params.id, lines: request.body.lines }) },
    }),
  );

  app.get(
    '/invoices.export',
    { schema: { tags, querystring: invoicesExportQuerySchema, produces: ['application/zip'] } },
    async (request, reply) => {
      const { stream, fileName } = await exportInvoices({
        ctx,
        from: request.query.from,
        until: request.query.until,
      });
      return reply
        .header('Content-Type', ZIP_MIME)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/invoice.mail/:id',
    { schema: { tags, params: idParamSchema, response: { 200: invoiceMailInfoEntrySchema } } },
    async (request) => ({ entry: { model: await viewInvoiceMail({ ctx, raw: request.params.id }) } }),
  );

  app.post(
    '/invoice.send/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: invoiceSendRequestSchema,
        response: { 200: invoiceEntrySchema },
      },
    },
    async (request) => ({
      entry: { model: await sendInvoice({ ctx, raw: request.params.id, input: request.body }) },
    }),
  );

  app.get(
    '/invoice.render/:id',
    { schema: { tags, params: idParamSchema, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { pdf, fileName } = await renderInvoiceForDownload(
        ctx,
        () => viewInvoice({ ctx, raw: request.params.id }),
        request.log,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
