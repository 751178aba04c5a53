import type { PaymentMethod } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { ContactRecord } from '../contacts/index.ts';
import { payUrlForMail } from '../ideal/index.ts';
import { findInvoiceByRef, findOrderInvoice } from '../invoices/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import type { CheckedArticle, priceOrderArticles } from './order-lines.ts';
import { renderOrderConfirmation } from './order-mail.ts';
import { orderMailInputOf } from './order-mail-input.ts';

/**
 * The changed order confirmation (order.update with `send_confirmation`): the order
 * confirmation as it is after the change, subject "Gewijzigde orderbevestiging #…", queued in the
 * change's transaction (so it goes out once, exactly when the change is committed). The safety
 * papers went with the first confirmation and are not sent again.
 */
export const enqueueChangedConfirmation = async (options: {
  ctx: AppContext;
  trx: Db;
  orderId: number;
  paymentMethod: PaymentMethod;
  contact: ContactRecord & { email_address: string };
  articles: readonly CheckedArticle[];
  priced: Awaited<ReturnType<typeof priceOrderArticles>>;
}) => {
  const { ctx, trx, orderId, contact, priced } = options;
  const found = await findOrderInvoice(trx, ctx.dbKind, orderId);
  const invoice =
    options.paymentMethod === 'ideal' && found && !found.deleted_at
      ? await findInvoiceByRef(trx, ctx.dbKind, { id: found.id })
      : undefined;
  const mail = renderOrderConfirmation(
    await orderMailInputOf({
      trx,
      orderId,
      contact,
      articles: options.articles,
      priced,
      paymentMethod: options.paymentMethod,
      payUrl: invoice ? await payUrlForMail(ctx, invoice, trx) : null,
      changed: true,
    }),
  );
  await enqueueMail(trx, { ...mail, kind: 'order_changed', ref: { type: 'order', id: orderId } });
};
