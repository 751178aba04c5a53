import { ORDER_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { readStoredSettings } from '../settings/index.ts';
import { createIdealRepository } from './ideal.repository.ts';
import { idealPayUrlOf } from './ideal-link.ts';

/** iDEAL can be chosen for an order only while the server has a Mollie key (spec §5). */
export const requireIdealAvailable = (ctx: AppContext, method: 'cash' | 'ideal') => {
  if (method === 'ideal' && !ctx.config.mollie.apiKey)
    throw validationFailed(ORDER_MESSAGES.idealDisabled, { payment_method: [ORDER_MESSAGES.idealDisabled] });
};

/**
 * A new iDEAL order, in its transaction: fixes the deposit percentage of the settings on the
 * order's invoice (a later change of the setting does not change this order) and answers the
 * invoice's "Betaal met iDEAL" link for the confirmation mail.
 */
export const prepareOrderIdeal = async (options: { ctx: AppContext; trx: Db; orderId: number }) => {
  const { ctx, trx, orderId } = options;
  const invoice = await createIdealRepository(trx).invoiceOfOrder(orderId);
  if (!invoice) return null;
  const percent = (await readStoredSettings(trx)).payment_deposit_percent;
  if (percent > 0 && percent < 100) await createIdealRepository(trx).setDeposit(invoice.id, percent);
  return idealPayUrlOf(ctx.config, invoice.uuid);
};
