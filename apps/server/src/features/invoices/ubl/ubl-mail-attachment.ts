import type { InvoiceModel } from '@app/contracts';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/database.ts';
import { createInvoiceRepository } from '../invoices.repository.ts';
import { buildInvoiceUbl } from './invoice-ubl.ts';

/**
 * The UBL e-invoice as a mail attachment when the invoice's contact has "UBL meesturen" on, else
 * nothing. Runs in the sending transaction (after publishing a concept), on the frozen details.
 */
export const ublAttachmentFor = async (options: {
  ctx: AppContext;
  trx: Db;
  invoice: InvoiceModel;
  pdf: Buffer;
}) => {
  const { ctx, trx, invoice } = options;
  if (!invoice.contact) return [];
  const repo = createInvoiceRepository(trx, ctx.dbKind);
  const contact = await repo.findContact(invoice.contact.id);
  if (contact?.send_ubl !== 1) return [];
  const row = await repo.lockById(invoice.id);
  const { xml, fileName } = await buildInvoiceUbl({ ctx, db: trx, invoice, row, pdf: options.pdf });
  return [{ filename: fileName, contentType: 'application/xml', content: Buffer.from(xml, 'utf8') }];
};
