import { IDEAL_CUSTOMER_MESSAGES, IDEAL_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { findInvoiceByRef } from '../invoices/index.ts';
import { readAddressForm, readSetting } from '../settings/index.ts';
import { createIdealRepository } from './ideal.repository.ts';
import { idealAmountOf } from './ideal-amount.ts';
import { createIdealGateway } from './ideal-gateway.ts';
import { idealTokenOf, invoiceUuidOfToken } from './ideal-link.ts';

/** Mollie calls this; a local APP_URL cannot be reached, so there the return page reads the status. */
const webhookUrlOf = (appUrl: string) => {
  const host = new URL(appUrl).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '::1'
    ? null
    : `${appUrl}/api/ideal.webhook`;
};

/**
 * A customer opened "Betaal met iDEAL": a Mollie payment for what the invoice asks now (deposit or
 * open amount), recorded so the webhook knows the id, and its checkout URL to redirect to. No row
 * is written before Mollie answered; the customer gets a new payment each time (an abandoned one
 * expires at Mollie).
 */
export const startIdealPayment = async ({ ctx, token }: { ctx: AppContext; token: string }) => {
  const gateway = createIdealGateway(ctx.config.mollie);
  if (!gateway) throw notFound(IDEAL_MESSAGES.unavailable);
  const uuid = invoiceUuidOfToken(ctx.config, token);
  const row = uuid ? await findInvoiceByRef(ctx.db, ctx.dbKind, { uuid }) : undefined;
  if (!row || row.deleted_at) throw notFound(IDEAL_MESSAGES.unknownLink);
  const alreadyPaid = async () =>
    conflict(IDEAL_CUSTOMER_MESSAGES[await readAddressForm(ctx.db)].alreadyPaid);
  if (row.status === 'paid') throw await alreadyPaid();
  if (row.status === 'uncollectable') throw conflict(IDEAL_MESSAGES.notPayable);
  const { amount, deposit } = await idealAmountOf(ctx.db, row);
  if (amount <= 0) throw await alreadyPaid();
  const company = await readSetting(ctx.db, 'identity_company_name');
  const what = row.invoice_id
    ? `factuur ${row.invoice_id}`
    : row.order_id
      ? `order #${row.order_id}`
      : 'factuur';
  const description =
    `${deposit ? 'Aanbetaling ' : ''}${what} ${typeof company === 'string' ? company : ''}`.trim();
  const created = await gateway.createPayment({
    amountCents: amount,
    description: description.slice(0, 255),
    redirectUrl: `${ctx.config.appUrl}/api/ideal.return/${idealTokenOf(ctx.config, row.uuid)}`,
    webhookUrl: webhookUrlOf(ctx.config.appUrl),
    metadata: { invoice_uuid: row.uuid },
  });
  await createIdealRepository(ctx.db).insert({
    mollieId: created.id,
    invoiceId: row.id,
    amountCents: amount,
    status: 'open',
  });
  return { checkoutUrl: created.checkoutUrl };
};
