import { BOOKING_MESSAGES, BOOKING_STATUS_TEXT, type BookingView } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { bookingDetailsOf } from './booking-details.ts';
import { hashBookingToken } from './booking-token.ts';

const unknownToken = () =>
  new AppError('not_found', BOOKING_MESSAGES.tokenNotFound, { token: [BOOKING_MESSAGES.tokenNotFound] });

/**
 * The customer's status page of one request: status, order number, articles with their delivery
 * and pickup windows (units of one article and period counted together, no serial numbers), the
 * delivery address as typed, how to pay, transport and total. Nothing about the contact or staff.
 */
export const viewBookingOfOrder = async (ctx: AppContext, orderId: number): Promise<BookingView> => {
  const request = await createBookingRepository(ctx.db).findByOrderId(orderId);
  if (!request) throw unknownToken();
  const details = await bookingDetailsOf({ ctx, orderId });
  const company = await readCompanyDetails(ctx.db);
  return {
    order_number: details.orderNumber,
    status: details.status,
    status_text: BOOKING_STATUS_TEXT[details.status],
    created_at: details.createdAt,
    hold_until: details.status === 'pending' ? request.hold_until : null,
    decline_reason: details.status === 'cancelled' ? request.decline_reason : null,
    company_name: company.identity_company_name ?? '',
    items: details.articles.map((a) => ({
      name: a.name,
      from: a.from,
      until: a.until,
      quantity: a.quantity,
      delivery_time: a.deliveryTime,
      pickup_time: a.pickupTime,
    })),
    delivery_address: details.address,
    payment_method: details.paymentMethod,
    payment_text: details.paymentText,
    pay_url: details.payUrl,
    transport_amount: details.transportCents,
    total_amount: details.totalCents,
  };
};

export const viewBooking = async (options: { ctx: AppContext; token: string }): Promise<BookingView> => {
  const request = await createBookingRepository(options.ctx.db).findByTokenHash(
    hashBookingToken(options.token),
  );
  if (!request) throw unknownToken();
  return viewBookingOfOrder(options.ctx, request.order_id);
};
