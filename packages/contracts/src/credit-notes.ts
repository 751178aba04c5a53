import { z } from 'zod';
import { isoDateSchema } from './common.ts';

/**
 * POST /api/invoice.credit/{id}: a credit note concept for a published invoice; without lines it
 * credits everything left, with lines the units given (a partial credit).
 */
export const invoiceCreditRequestSchema = z
  .object({
    lines: z
      .array(
        z.object({
          uuid: z.string().max(64),
          unitCount: z.number().min(0).max(1_000_000),
        }),
      )
      .min(1, 'Kies minstens één regel om te crediteren.')
      .max(500)
      .optional(),
  })
  .default({});
export type InvoiceCreditRequest = z.input<typeof invoiceCreditRequestSchema>;

/** GET /api/invoices.export?from=&until=: the published documents of a period, as a ZIP. */
export const invoicesExportQuerySchema = z.object({
  from: isoDateSchema,
  until: isoDateSchema,
});
export type InvoicesExportQuery = z.input<typeof invoicesExportQuerySchema>;
