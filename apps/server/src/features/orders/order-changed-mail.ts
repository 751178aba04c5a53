import type { PaymentMethod } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { ContactRecord } from '../contacts/contacts.repository.ts';
import { countryNameOf } from '../contacts/countries.ts';
import { payUrlForMail } from '../ideal/view-payment-link.ts';
import { createInvoiceRepository } from '../invoices/invoices.repository.ts';
import { readCompanyDetails } from '../invoices/invoices.service.ts';
import { findOrderInvoice } from '../invoices/order-invoice.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import type { CheckedArticle, priceOrderArticles } from './order-lines.ts';
import { renderOrderConfirmation } from './order-mail.ts';

/**
 * The changed order confirmation (issue 26, order.update with `send_confirmation`): the order
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
      ? await createInvoiceRepository(trx, ctx.dbKind).findByRef({ id: found.id })
      : undefined;
  const mail = renderOrderConfirmation({
    orderId,
    changed: true,
    company: await readCompanyDetails(trx),
    contact: {
      display_name: contact.display_name,
      email_address: contact.email_address,
      address_line_1: contact.address_line_1,
      address_line_2: contact.address_line_2,
      postal_code: contact.postal_code,
      city: contact.city,
      country: countryNameOf(contact.country),
    },
    articles: options.articles.map((a) => ({
      name: a.name,
      serialNumber: a.serialNumber ?? null,
      itemType: a.itemType,
      quantity: a.quantity,
      from: a.from,
      until: a.until,
      deliveryTime: a.deliveryTime,
    })),
    lines: priced.lines,
    totalCents: priced.total,
    paymentMethod: options.paymentMethod,
    payUrl: invoice ? await payUrlForMail(ctx, invoice, trx) : null,
  });
  await enqueueMail(trx, { ...mail, kind: 'order_changed', ref: { type: 'order', id: orderId } });
};
