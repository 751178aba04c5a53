import {
  idParamSchema,
  quoteActionRequestSchema,
  quoteCreateRequestSchema,
  quoteEntrySchema,
  quotesListSchema,
  quotesViewQuerySchema,
  quoteUpdateRequestSchema,
} from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { readAcceptedDocument } from '../orders/index.ts';
import { convertQuote } from './convert-quote.ts';
import { createQuote } from './create-quote.ts';
import { listQuotes } from './list-quotes.ts';
import { parseQuoteDocument } from './quote-document.ts';
import { quotePdfFileName, quotePdfOf } from './quote-pdf-of.ts';
import { sendQuote } from './send-quote.ts';
import { updateQuote } from './update-quote.ts';
import { findQuoteRow, viewQuote } from './view-quote.ts';
import { withdrawQuote } from './withdraw-quote.ts';

export const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string, disposition = 'attachment') =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);

/** Quotes (offertes) for staff: make, change, list, view, PDF, send, withdraw, convert. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['Offertes'];
  const entry = { 200: quoteEntrySchema };

  app.post(
    '/quote.create',
    {
      config: { idempotent: true },
      schema: { tags, body: quoteCreateRequestSchema, response: entry },
    },
    async (request) => ({ entry: { model: await createQuote({ ctx, input: request.body }) } }),
  );

  app.patch(
    '/quote.update/:id',
    {
      config: { idempotent: true },
      schema: { tags, params: idParamSchema, body: quoteUpdateRequestSchema, response: entry },
    },
    async (request) => ({
      entry: { model: await updateQuote({ ctx, ref: request.params.id, input: request.body }) },
    }),
  );

  app.get(
    '/quotes.view',
    { schema: { tags, querystring: quotesViewQuerySchema, response: { 200: quotesListSchema } } },
    (request) => {
      const q = request.query;
      return listQuotes({ ctx, filter: { states: q.state, q: q.q, page: q.page, perPage: q.per_page } });
    },
  );

  app.get(
    '/quote.view/:id',
    { schema: { tags, params: idParamSchema, response: entry } },
    async (request) => ({ entry: { model: await viewQuote({ ctx, ref: request.params.id }) } }),
  );

  app.get(
    '/quote.pdf/:id',
    {
      schema: {
        tags,
        description: 'De offerte als PDF; na online accepteren met het acceptatieblok.',
        params: idParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const quote = await viewQuote({ ctx, ref: request.params.id });
      const row = await findQuoteRow({ ctx, ref: quote.id });
      const pdf = await quotePdfOf({
        ctx,
        document: parseQuoteDocument(row.document),
        link: null,
        acceptance: quote.acceptance,
      });
      return sendPdf(reply, pdf, quotePdfFileName(quote.number));
    },
  );

  app.get(
    '/quote.accepted_document/:id',
    {
      schema: {
        tags,
        description:
          'De PDF precies zoals de klant hem online accepteerde (de SHA-256 in de acceptatie is van dit bestand).',
        params: idParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const row = await findQuoteRow({ ctx, ref: request.params.id });
      const accepted = await readAcceptedDocument({ db: ctx.db, orderId: row.order_id });
      if (!accepted) throw notFound('Deze offerte is niet online geaccepteerd.');
      return sendPdf(reply, accepted.pdf, quotePdfFileName(`${row.number}-geaccepteerd`));
    },
  );

  app.post(
    '/quote.send/:id',
    { config: { idempotent: true }, schema: { tags, params: idParamSchema, response: entry } },
    async (request) => ({ entry: { model: await sendQuote({ ctx, ref: request.params.id }) } }),
  );

  app.post(
    '/quote.withdraw/:id',
    {
      config: { idempotent: true },
      schema: { tags, params: idParamSchema, body: quoteActionRequestSchema, response: entry },
    },
    async (request) => ({
      entry: { model: await withdrawQuote({ ctx, ref: request.params.id, input: request.body }) },
    }),
  );

  app.post(
    '/quote.convert/:id',
    {
      config: { idempotent: true },
      schema: { tags, params: idParamSchema, body: quoteActionRequestSchema, response: entry },
    },
    async (request) => ({
      entry: { model: await convertQuote({ ctx, ref: request.params.id, input: request.body }) },
    }),
  );
};
