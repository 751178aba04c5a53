import type { BookingQuote, bookingQuoteRequestSchema, OrderQuote } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { quoteOrder } from '../orders/index.ts';
import { unitsForReservation } from '../reservations/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { createBookingCatalogue } from './booking-catalogue.ts';
import { bookingTransportOf } from './booking-transport.ts';
import { resolveCart } from './resolve-cart.ts';

type QuoteInput = z.output<typeof bookingQuoteRequestSchema>;

/**
 * The cart's price as the order will have it: order.quote's pricing (discounts, promotion code,
 * transport from the postcode) on any unit of each article (the price does not depend on which);
 * serial numbers are left out of the descriptions. An address that cannot be located is priced
 * with the distance the customer gives (`distance_needed` asks for it and stays true while the
 * address is not located, so the page keeps the field). Nothing is reserved or
 * written.
 */
export const quoteBooking = async (options: {
  ctx: AppContext;
  input: QuoteInput;
}): Promise<BookingQuote> => {
  const { ctx, input } = options;
  const cart = await resolveCart(createBookingCatalogue(ctx), input.items);
  const serials: string[] = [];
  const items: Array<{ reservation: Record<string, unknown> }> = [];
  for (const { line, item } of cart) {
    if (item.type === 'bundle') {
      // A package is priced as one line; the order takes its articles' units.
      items.push({
        reservation: {
          item_id: item.id,
          product_name: item.name,
          from: line.from,
          until: line.until,
          delivery_time: line.delivery_time,
          quantity: line.quantity,
        },
      });
      continue;
    }
    const [unit] = await unitsForReservation(ctx.db, item.id);
    const unitId = unit?.id ?? 0;
    const reservation = {
      unit_id: unitId,
      product_name: item.name,
      from: line.from,
      until: line.until,
      delivery_time: line.delivery_time,
      quantity: item.type === 'rentable' ? 1 : line.quantity,
    };
    for (let n = 0; n < (item.type === 'rentable' ? line.quantity : 1); n++) items.push({ reservation });
  }
  for (const serial of await createBookingRepository(ctx.db).serialNumbersOf(
    items.flatMap((i) => (typeof i.reservation.unit_id === 'number' ? [i.reservation.unit_id] : [])),
  ))
    serials.push(` (${serial})`);
  const hasAddress = Boolean(input.postal_code);
  const address = {
    address_line_1: input.address_line_1 ?? null,
    postal_code: input.postal_code ?? null,
    city: input.city ?? null,
  };
  const transport = hasAddress
    ? await bookingTransportOf({ ctx, address, manualDistanceKm: input.manual_distance_km })
    : null;
  const quote: OrderQuote = await quoteOrder({
    ctx,
    input: {
      contact_method: 'create',
      existing_contact: null,
      create_contact: hasAddress
        ? {
            address_line_1: input.address_line_1,
            postal_code: input.postal_code,
            city: input.city,
            country: 'nl',
          }
        : null,
      items: items as Parameters<typeof quoteOrder>[0]['input']['items'],
      promo_code: input.promo_code,
      manual_distance_km: transport?.manualDistanceKm ?? null,
    },
  });
  // Not located: the distance the customer gives prices it; until then the amount is not known.
  const distanceNeeded = hasAddress && quote.distance_unknown;
  const strip = (text: string) => serials.reduce((t, s) => t.replace(s, ''), text);
  return {
    lines: quote.lines.map((l) => ({
      description: strip(l.description),
      unit_count: l.unitCount,
      unit_price: l.unitPrice,
      tax_rate: l.taxRate,
    })),
    transport_amount: quote.transport_amount,
    transport_known: hasAddress && (!distanceNeeded || quote.transport_manual),
    distance_needed: distanceNeeded,
    attribution: transport?.attribution ?? null,
    total_amount: quote.total_amount,
    promotion: quote.promotion,
  };
};
