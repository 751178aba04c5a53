import { IDEAL_CUSTOMER_MESSAGES, IDEAL_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { findInvoiceByRef } from '../invoices/index.ts';
import { readAddressForm } from '../settings/index.ts';
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
  const say = IDEAL_CUSTOMER_MESSAGES[await readAddressForm(ctx.db)];
  const latest = (await createIdealRepository(ctx.db).listOf(row.id))[0];
  if (!latest) return say.notPaid;
  try {
    await syncIdealPayment({ ctx, mollieId: latest.mollie_id });
  } catch (error) {
    ctx.log.warn({ err: error }, 'iDEAL-status ophalen mislukt');
    return say.processing;
  }
  const status = (await createIdealRepository(ctx.db).findByMollieId(latest.mollie_id))?.status;
  if (status === 'paid') return say.thanks;
  if (status === 'open' || status === 'pending' || status === 'authorized') return say.processing;
  return say.notPaid;
};
