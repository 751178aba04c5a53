import type { InvoiceModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { buildInvoiceUbl, UBL_MESSAGES, type UblInvoiceModel } from './ubl/invoice-ubl.ts';

export type ExportUbl = { fileName: string; xml: string | Buffer } | { missing: string };

/**
 * The UBL file of one document for the quarter's export, with its PDF embedded as in
 * GET /api/invoice.ubl/{id}. A document the UBL builder refuses (a Dutch business buyer without a
 * KvK number) is left out of the ZIP's ubl/ folder rather than failing the whole export: its PDF
 * is in the ZIP, and the overview's "UBL" column says why it has none.
 */
export const buildExportUbl = async (
  ctx: AppContext,
  invoice: InvoiceModel,
  row: InvoiceRow,
  pdf: Buffer,
): Promise<ExportUbl> => {
  try {
    return await buildInvoiceUbl({ ctx, db: ctx.db, invoice: invoice as UblInvoiceModel, row, pdf });
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500)
      return { missing: error.errors?.coc_id ? UBL_MESSAGES.missingCocShort : error.message };
    throw error;
  }
};
