import type { OrderInvoiceLine, PaymentMethod } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { ContactRecord } from '../contacts/index.ts';
import { prepareOrderIdeal } from '../ideal/index.ts';
import { createInvoiceConcept } from '../invoices/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { handoverMailAttachments } from '../safety/index.ts';
import { conceptLinesOf } from './order-invoice-lines.ts';
import type { CheckedArticle } from './order-lines.ts';
import { renderOrderConfirmation } from './order-mail.ts';
import { orderMailInputOf } from './order-mail-input.ts';

/**
 * What a confirmed order gets in its own transaction, once its units are reserved: the concept
 * invoice over the rental period with the priced lines, the iDEAL deposit and link for an iDEAL
 * order, and (when asked and the contact has an e-mail address) the confirmation mail through the
 * outbox with the safety papers for a private customer. A new order and an accepted or converted
 * quote take this one path. Answers whether a mail was queued (kick the outbox after commit).
 */
export const writeOrderPaperwork = async (options: {
  ctx: AppContext;
  trx: Db;
  orderId: number;
  contact: ContactRecord;
  articles: readonly CheckedArticle[];
  priced: { lines: readonly OrderInvoiceLine[]; total: number };
  paymentMethod: PaymentMethod;
  today: string;
  mail: boolean;
}): Promise<boolean> => {
  const { ctx, trx, orderId, contact, articles, priced, today } = options;
  const firstDay = articles.reduce((day, a) => (a.from < day ? a.from : day), articles[0]?.from ?? today);
  const lastDay = articles.reduce((day, a) => (a.until > day ? a.until : day), firstDay);
  await createInvoiceConcept({
    trx,
    kind: ctx.dbKind,
    input: {
      contactId: contact.id,
      orderId,
      identifier: `Order #${orderId}`,
      invoiceDate: today,
      includeTax: true,
      // The rental period is the invoice's delivery period (art. 35a Wet OB).
      deliveryFrom: firstDay,
      deliveryUntil: lastDay === firstDay ? null : lastDay,
      lines: conceptLinesOf(priced.lines),
    },
  });
  const payUrl = options.paymentMethod === 'ideal' ? await prepareOrderIdeal({ ctx, trx, orderId }) : null;
  const email = contact.email_address?.trim();
  if (!options.mail || !email) return false;
  const mail = renderOrderConfirmation(
    await orderMailInputOf({
      trx,
      orderId,
      contact: { ...contact, email_address: email },
      articles,
      priced,
      paymentMethod: options.paymentMethod,
      payUrl,
    }),
  );
  // A private customer gets the safety papers (handover PDF) with the confirmation.
  const papers = await handoverMailAttachments({ ctx, db: trx, orderId, contactType: contact.contact_type });
  await enqueueMail(trx, {
    ...mail,
    ...papers,
    kind: 'order_confirmation',
    ref: { type: 'order', id: orderId },
  });
  return true;
};
