import { IDEAL_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { findInvoiceByRef } from '../invoices/index.ts';
import { createIdealRepository } from './ideal.repository.ts';
import { syncIdealPayment } from './sync-ideal-payment.ts';

/**
 * The customer is back from Mollie: the invoice's newest iDEAL payment is brought up to date the
 * same way as by the webhook (what Mollie answers counts), which also covers a local APP_URL that
 * Mollie's webhook cannot reach. Answers the Dutch text for the thank-you page.
 */
export const returnFromIdeal = async ({ ctx, invoiceUuid }: { ctx: AppContext; invoiceUuid: string }) => {
  const row = await findInvoiceByRef(ctx.db, ctx.dbKind, { uuid: invoiceUuid });
  if (!row) return IDEAL_MESSAGES.unknownLink;
  const latest = (await createIdealRepository(ctx.db).listOf(row.id))[0];
  if (!latest) return IDEAL_MESSAGES.notPaid;
  try {
    await syncIdealPayment({ ctx, mollieId: latest.mollie_id });
  } catch (error) {
    ctx.log.warn({ err: error }, 'iDEAL-status ophalen mislukt');
    return IDEAL_MESSAGES.processing;
  }
  const status = (await createIdealRepository(ctx.db).findByMollieId(latest.mollie_id))?.status;
  if (status === 'paid') return IDEAL_MESSAGES.thanks;
  if (status === 'open' || status === 'pending' || status === 'authorized') return IDEAL_MESSAGES.processing;
  return IDEAL_MESSAGES.notPaid;
};
