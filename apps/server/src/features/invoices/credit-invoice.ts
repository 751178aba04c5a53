import type { InvoiceModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { createCreditNote } from './create-credit-note.ts';
import { invoiceModelIn } from './view-invoice.ts';
import { withLockedInvoice } from './with-locked-invoice.ts';

/** A credit note concept for a published invoice: all that is left, or the lines given. */
export const creditInvoice = (options: {
  ctx: AppContext;
  raw: string;
  lines?: Array<{ uuid: string; unitCount: number }> | undefined;
}): Promise<InvoiceModel> => {
  const { ctx } = options;
  return withLockedInvoice({
    ctx,
    raw: options.raw,
    work: async (trx, invoice) =>
      invoiceModelIn({
        db: trx,
        kind: ctx.dbKind,
        id: await createCreditNote({ trx, kind: ctx.dbKind, invoice, request: options.lines }),
      }),
  });
};
