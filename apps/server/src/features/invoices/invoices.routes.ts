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
import { exportInvoices, ZIP_MIME } from './export-invoices.ts';
import { createInvoiceMailService } from './invoice-mail.service.ts';
import { renderInvoiceForDownload } from './invoice-render.ts';
import { createInvoiceService } from './invoices.service.ts';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = createInvoiceService(app.ctx);
  const mails = createInvoiceMailService(app.ctx);
  const tags = ['Facturen'];

  app.get(
    '/invoices.view',
    { schema: { tags, querystring: invoicesViewQuerySchema, response: { 200: invoicesListSchema } } },
    (request) => {
      const q = request.query;
      return invoices.list({
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
    (request) => invoices.search(request.params.query, request.query.limit),
  );

  app.get(
    '/invoice.view/:id',
    { schema: { tags, params: idParamSchema, response: { 200: invoiceEntrySchema } } },
    async (request) => ({ entry: { model: await invoices.view(request.params.id) } }),
  );

  app.post(
    '/invoice.create',
    {
      config: { idempotent: true },
      schema: { tags, body: invoiceCreateRequestSchema, response: { 200: invoiceEntrySchema } },
    },
    async (request) => ({ entry: { model: await invoices.create(request.body) } }),
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
    async (request) => ({ entry: { model: await invoices.update(request.params.id, request.body) } }),
  );

  app.delete(
    '/invoice.delete/:id',
    { schema: { tags, params: idParamSchema, response: { 200: invoiceEntrySchema } } },
    async (request) => ({ entry: { model: await invoices.remove(request.params.id) } }),
  );

  app.post(
    '/invoice.duplicate/:id',
    {
      config: { idempotent: true },
      schema: { tags, params: idParamSchema, response: { 200: invoiceEntrySchema } },
    },
    async (request) => ({ entry: { model: await invoices.duplicate(request.params.id) } }),
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
      entry: { model: await invoices.credit(request.params.id, request.body.lines) },
    }),
  );

  app.get(
    '/invoices.export',
    { schema: { tags, querystring: invoicesExportQuerySchema, produces: ['application/zip'] } },
    async (request, reply) => {
      const { stream, fileName } = await exportInvoices({
        ctx: app.ctx,
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
    async (request) => ({ entry: { model: await mails.info(request.params.id) } }),
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
    async (request) => ({ entry: { model: await mails.send(request.params.id, request.body) } }),
  );

  app.get(
    '/invoice.render/:id',
    { schema: { tags, params: idParamSchema, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { pdf, fileName } = await renderInvoiceForDownload(
        app.ctx,
        () => invoices.view(request.params.id),
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
