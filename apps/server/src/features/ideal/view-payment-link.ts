import { INVOICE_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { findInvoiceByRef } from '../invoices/index.ts';
import { idealAmountOf } from './ideal-amount.ts';
import { idealPayUrlOf } from './ideal-link.ts';

/** The invoice's "Betaal met iDEAL" link (null while iDEAL is off or nothing is asked). */
export const viewPaymentLink = async ({ ctx, id }: { ctx: AppContext; id: string }) => {
  const ref = parseRecordRef(id);
  const row = ref ? await findInvoiceByRef(ctx.db, ctx.dbKind, ref) : undefined;
  if (!row || row.deleted_at) throw notFound(INVOICE_MESSAGES.notFound);
  const payable = row.status !== 'paid' && row.status !== 'uncollectable';
  const { amount, deposit } = payable ? await idealAmountOf(ctx.db, row) : { amount: 0, deposit: false };
  const url = amount > 0 ? idealPayUrlOf(ctx.config, row.uuid) : null;
  return { url, amount: url ? amount : 0, deposit: url ? deposit : false };
};

/** The link for a mail about the invoice (reminder, invoice mail), inside the caller's reads. */
export const payUrlForMail = async (
  ctx: AppContext,
  row: Parameters<typeof idealAmountOf>[1],
  db = ctx.db,
) => {
  if (!ctx.config.mollie.apiKey || row.status === 'paid' || row.status === 'uncollectable') return null;
  const { amount } = await idealAmountOf(db, row);
  return amount > 0 ? idealPayUrlOf(ctx.config, row.uuid) : null;
};
