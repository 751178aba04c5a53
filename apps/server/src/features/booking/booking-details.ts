import type { OrderStatusValue, PaymentMethodValue } from '@app/contracts';
import { pickupWindowOf } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { idealPayUrlOf } from '../ideal/index.ts';
import { viewOrder } from '../orders/index.ts';
import { readAddressForm } from '../settings/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { paymentTextOf } from './booking-payment.ts';

/** One line as the customer booked it: units of one article, period and windows counted together. */
export type BookingArticle = {
  name: string;
  quantity: number;
  from: string;
  until: string;
  deliveryTime: string | null;
  /** The pickup window on the last day; null: nothing is picked up (bought goods). */
  pickupTime: string | null;
};

/**
 * The practical details of a booking, the same in the mails and on the status page: the order
 * number, what comes when, where to, how to pay and what the transport costs. Only what the
 * customer gave or the order holds: never the stored address of a contact that was reused by its
 * e-mail address, nor serial numbers.
 */
export type BookingDetails = {
  orderNumber: number;
  status: OrderStatusValue;
  createdAt: string;
  articles: BookingArticle[];
  address: { address_line_1: string; postal_code: string; city: string } | null;
  paymentMethod: PaymentMethodValue;
  paymentText: string;
  payUrl: string | null;
  transportCents: number | null;
  totalCents: number;
};

/** On `db` (the caller's transaction when there is one, so a mail sees the rows just written). */
export const bookingDetailsOf = async (options: {
  ctx: AppContext;
  db?: Db;
  orderId: number;
}): Promise<BookingDetails> => {
  const db = options.db ?? options.ctx.db;
  const ctx = { ...options.ctx, db };
  const order = await viewOrder({ ctx, ref: options.orderId });
  const request = await createBookingRepository(db).findByOrderId(order.id);
  const lines = new Map<string, BookingArticle>();
  for (const r of order.reservations) {
    if (r.status !== 'active' && order.status !== 'cancelled') continue;
    const pickupTime = r.unit.item.type === 'rentable' ? pickupWindowOf(r.pickup_time) : null;
    const key = [r.unit.item.uuid, r.reserved_from, r.reserved_until, r.delivery_time, pickupTime].join('|');
    const line = lines.get(key);
    if (line) line.quantity += r.quantity;
    else
      lines.set(key, {
        name: r.unit.item.name,
        quantity: r.quantity,
        from: r.reserved_from,
        until: r.reserved_until,
        deliveryTime: r.delivery_time,
        pickupTime,
      });
  }
  const payUrl =
    order.payment_method === 'ideal' && order.status === 'confirmed' && order.invoice && !order.is_paid
      ? idealPayUrlOf(ctx.config, order.invoice.uuid)
      : null;
  const address =
    request?.delivery_address_line_1 && request.delivery_postal_code && request.delivery_city
      ? {
          address_line_1: request.delivery_address_line_1,
          postal_code: request.delivery_postal_code,
          city: request.delivery_city,
        }
      : null;
  return {
    orderNumber: order.id,
    status: order.status,
    createdAt: order.created_at,
    articles: [...lines.values()],
    address,
    paymentMethod: order.payment_method,
    paymentText: paymentTextOf({
      method: order.payment_method,
      status: order.status,
      paid: order.is_paid,
      payUrl,
      form: await readAddressForm(db),
    }),
    payUrl,
    transportCents: order.transport.amount,
    totalCents: order.total_amount,
  };
};
