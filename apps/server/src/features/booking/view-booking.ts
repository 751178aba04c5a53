import { BOOKING_MESSAGES, BOOKING_STATUS_TEXT, type BookingView } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import { findOrderByRef, reservationsOfOrder } from '../orders/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { hashBookingToken } from './booking-token.ts';

const unknownToken = () =>
  new AppError('not_found', BOOKING_MESSAGES.tokenNotFound, { token: [BOOKING_MESSAGES.tokenNotFound] });

/**
 * The customer's status page of one request: status, period, articles (units of one article and
 * period counted together, no serial numbers) and total. Nothing about the contact or staff.
 */
export const viewBookingOfOrder = async (ctx: AppContext, orderId: number): Promise<BookingView> => {
  const order = await findOrderByRef(ctx.db, ctx.dbKind, { id: orderId });
  const request = await createBookingRepository(ctx.db).findByOrderId(orderId);
  if (!order || !request) throw unknownToken();
  const lines = new Map<string, BookingView['items'][number]>();
  for (const r of await reservationsOfOrder(ctx.db, ctx.dbKind, orderId)) {
    if (r.status !== 'active' && order.status !== 'cancelled') continue;
    const key = `${r.item_uuid}|${r.reserved_from}|${r.reserved_until}`;
    const line = lines.get(key);
    if (line) line.quantity += r.quantity;
    else
      lines.set(key, {
        name: r.item_name,
        from: r.reserved_from,
        until: r.reserved_until,
        quantity: r.quantity,
        delivery_time: r.delivery_time,
      });
  }
  const company = await readCompanyDetails(ctx.db);
  return {
    status: order.status,
    status_text: BOOKING_STATUS_TEXT[order.status],
    created_at: order.created_at,
    hold_until: order.status === 'pending' ? request.hold_until : null,
    decline_reason: order.status === 'cancelled' ? request.decline_reason : null,
    company_name: company.identity_company_name ?? '',
    items: [...lines.values()],
    total_amount: order.total_amount_cents,
  };
};

export const viewBooking = async (options: { ctx: AppContext; token: string }): Promise<BookingView> => {
  const request = await createBookingRepository(options.ctx.db).findByTokenHash(
    hashBookingToken(options.token),
  );
  if (!request) throw unknownToken();
  return viewBookingOfOrder(options.ctx, request.order_id);
};
