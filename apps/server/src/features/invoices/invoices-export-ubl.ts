import type { InvoiceModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';

/**
 * The UBL file of one document for the quarter's export, or null to leave it out.
 *
 * MERGE HOOK: the UBL e-invoice (issue 27 part 5, `buildInvoiceUbl` for GET /api/invoice.ubl/{id})
 * is built on another branch. When both are merged, answer here
 * `{ fileName: <the UBL route's file name>, xml: await buildInvoiceUbl(...) }` (a document the UBL
 * builder refuses, e.g. a Dutch business buyer without KvK, may answer null so the export still
 * completes). Until then the export holds the PDFs and the overview only.
 */
export const buildExportUbl = async (
  _ctx: AppContext,
  _invoice: InvoiceModel,
): Promise<{ fileName: string; xml: string | Buffer } | null> => null;
