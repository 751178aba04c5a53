import { idParamSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderInvoiceUbl } from './invoice-ubl.ts';

/** `GET /invoice.ubl/:id`: the published invoice or credit note as a UBL 2.1 e-invoice. */
export const invoiceUblRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoice.ubl/:id',
    { schema: { tags: ['Facturen'], params: idParamSchema, produces: ['application/xml'] } },
    async (request, reply) => {
      const { xml, fileName } = await renderInvoiceUbl({
        ctx: app.ctx,
        raw: request.params.id,
        log: request.log,
      });
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(xml);
    },
  );
};
