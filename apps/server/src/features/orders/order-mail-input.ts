import type { OrderInvoiceLine, PaymentMethod } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { ContactRecord } from '../contacts/index.ts';
import { countryNameOf } from '../contacts/index.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import { readAddressForm } from '../settings/index.ts';
import { type CheckedArticle, orderLinesOf } from './order-lines.ts';
import type { ConfirmationInput } from './order-mail.ts';

/**
 * The order confirmation's input as the order's write transaction has it (sender, contact,
 * articles, prices): one mapping for the first confirmation (order.cashcreate) and the changed one
 * (order.update), so both mails describe an order the same way.
 */
export const orderMailInputOf = async (options: {
  trx: Db;
  orderId: number;
  /** The contact, with the (trimmed) address the mail goes to. */
  contact: ContactRecord & { email_address: string };
  articles: readonly CheckedArticle[];
  priced: { lines: readonly OrderInvoiceLine[]; total: number };
  paymentMethod: PaymentMethod;
  payUrl: string | null;
  changed?: boolean;
}): Promise<ConfirmationInput> => {
  const { contact } = options;
  return {
    orderId: options.orderId,
    ...(options.changed ? { changed: true } : {}),
    company: await readCompanyDetails(options.trx),
    contact: {
      display_name: contact.display_name,
      email_address: contact.email_address,
      address_line_1: contact.address_line_1,
      address_line_2: contact.address_line_2,
      postal_code: contact.postal_code,
      city: contact.city,
      country: countryNameOf(contact.country),
    },
    // One line per article and days ("5 × Statafel"), without the units' serial numbers.
    articles: orderLinesOf(options.articles).map((a) => ({
      name: a.name,
      itemType: a.itemType,
      quantity: a.quantity,
      from: a.from,
      until: a.until,
      deliveryTime: a.deliveryTime,
    })),
    lines: options.priced.lines,
    totalCents: options.priced.total,
    paymentMethod: options.paymentMethod,
    payUrl: options.payUrl,
    form: await readAddressForm(options.trx),
  };
};
