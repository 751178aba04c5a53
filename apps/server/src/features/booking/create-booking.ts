import {
  BOOKING_MESSAGES,
  type BookingView,
  type bookingCreateRequestSchema,
  type OrderCashCreateInput,
} from '@app/contracts';
import { missingOrderContactFields } from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { findContactByRef } from '../contacts/index.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import { createOrder } from '../orders/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { readAddressForm } from '../settings/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { createBookingCatalogue } from './booking-catalogue.ts';
import { bookingDetailsOf } from './booking-details.ts';
import { renderBookingMail } from './booking-mail.ts';
import { isPaymentOffered } from './booking-payment.ts';
import { readBookingSettings } from './booking-settings.ts';
import { bookingStatusUrl, hashBookingToken, newBookingToken } from './booking-token.ts';
import { bookingTransportOf, deliveryAddressOf } from './booking-transport.ts';
import { type PickedLine, pickUnits } from './pick-units.ts';
import { resolveCart } from './resolve-cart.ts';
import { viewBookingOfOrder } from './view-booking.ts';

type CreateInput = z.output<typeof bookingCreateRequestSchema>;
type Window = NonNullable<OrderCashCreateInput['items'][number]['reservation']['pickup_time']>;

/** Tries when a concurrent request took a picked unit first (another free unit may remain). */
const ATTEMPTS = 3;

const refused = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

/**
 * A customer's booking request: through order.cashcreate's one transaction it writes
 * the contact (or reuses a complete live one with the same e-mail address, unchanged), the
 * reservations with their delivery and pickup windows, a `pending` order paid the way the customer
 * chose and priced by the staff order rules (transport to the address typed, from its distance or,
 * for an address that cannot be located, the distance the customer gave: never "later"), its
 * concept invoice, the request row (token hash, accepted terms, hold end, delivery address) and
 * the "Aanvraag ontvangen" mail with the practical details. Two requests for the last unit: the
 * database lets one reserve it; the other is re-planned on the units still free and, when none
 * are, answered with a Dutch 409 naming the line.
 */
export const createBooking = async (options: {
  ctx: AppContext;
  input: CreateInput;
  ip: string;
}): Promise<BookingView & { token: string }> => {
  const { ctx, input, ip } = options;
  // A robot filled the field people never see: refused, nothing written, nothing told.
  if (input.website && input.website.trim() !== '') throw refused('website', BOOKING_MESSAGES.refused);
  const settings = await readBookingSettings(ctx.db);
  if (!settings.booking_enabled) throw new AppError('not_found', BOOKING_MESSAGES.disabled);
  if (input.terms_version !== settings.booking_terms_version)
    throw refused('terms_version', BOOKING_MESSAGES.termsOutdated);
  if (!isPaymentOffered(ctx, input.payment_method))
    throw refused('payment_method', BOOKING_MESSAGES.paymentUnavailable);

  const catalogue = createBookingCatalogue(ctx);
  const cart = await resolveCart(catalogue, input.items);
  const customer = input.customer;
  const existingId = await findReusableContact(ctx, customer.email_address);
  const token = newBookingToken();
  const status = settings.booking_auto_confirm ? 'confirmed' : 'pending';
  const address = {
    address_line_1: customer.address_line_1,
    postal_code: customer.postal_code,
    city: customer.city,
  };
  const transport = await bookingTransportOf({ ctx, address, manualDistanceKm: input.manual_distance_km });

  let lastConflict: { error: AppError; picked: PickedLine[] } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const picked = await pickUnits(catalogue, cart);
    const order: OrderCashCreateInput = {
      contact_method: existingId ? 'existing' : 'create',
      existing_contact: existingId ?? undefined,
      create_contact: existingId
        ? undefined
        : {
            contact_type: customer.contact_type,
            first_name: customer.first_name,
            last_name: customer.last_name,
            company_name: customer.company_name,
            coc_id: customer.coc_id,
            vat_id: customer.vat_id,
            email_address: customer.email_address,
            phone_number: customer.phone_number,
            address_line_1: customer.address_line_1,
            postal_code: customer.postal_code,
            city: customer.city,
            country: 'nl',
          },
      items: picked.map((p) => ({
        reservation: {
          // A package by its article: the order takes its articles' units, all or nothing.
          ...(p.item.type === 'bundle' ? { item_id: p.item.id } : { unit_id: p.unitId }),
          product_name: p.item.name,
          from: p.from,
          until: p.until,
          delivery_time: p.deliveryTime as Window,
          ...(p.pickupTime ? { pickup_time: p.pickupTime as Window } : {}),
          quantity: p.quantity,
        },
      })),
      payment_method: input.payment_method,
      publish: false,
      promo_code: input.promo_code,
      notes: notesOf(input, existingId !== null),
      manual_distance_km: transport.manualDistanceKm,
    };
    try {
      const created = await createOrder({
        ctx,
        input: order,
        deliveryAddress: deliveryAddressOf(address),
        status,
        within: async (trx, { id }) => {
          const now = nowIso();
          const holdUntil = new Date(Date.now() + settings.booking_hold_hours * 3_600_000).toISOString();
          await createBookingRepository(trx).insertRequest({
            order_id: id,
            token_hash: hashBookingToken(token),
            terms_version: settings.booking_terms_version,
            terms_accepted_at: now,
            terms_accepted_ip: ip,
            hold_until: holdUntil,
            created_at: now,
            delivery_address_line_1: address.address_line_1,
            delivery_postal_code: address.postal_code,
            delivery_city: address.city,
          });
          if (status === 'confirmed')
            await createBookingRepository(trx).decide(await requestIdOf(trx, id), now, null);
          const form = await readAddressForm(trx);
          await enqueueMail(
            trx,
            renderBookingMail({
              kind: status === 'confirmed' ? 'confirmed' : 'received',
              to: customer.email_address,
              name:
                customer.contact_type === 'business'
                  ? (customer.company_name ?? '')
                  : form === 'u'
                    ? `${customer.first_name ?? ''} ${customer.last_name ?? ''}`.trim()
                    : (customer.first_name ?? ''),
              form,
              company: await readCompanyDetails(trx),
              statusUrl: bookingStatusUrl(ctx.config.appUrl, token),
              details: await bookingDetailsOf({ ctx, db: trx, orderId: id }),
              holdHours: settings.booking_hold_hours,
            }),
          );
        },
      });
      ctx.outbox.kick();
      return { ...(await viewBookingOfOrder(ctx, created.id)), token };
    } catch (error) {
      // The orders' rule for an address nobody can locate, in the customer's words.
      if (error instanceof AppError && error.errors?.manual_distance_km)
        throw refused('manual_distance_km', BOOKING_MESSAGES.distanceRequired);
      if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
      lastConflict = { error, picked };
    }
  }
  // Still taken after re-planning: name the line whose unit was lost.
  const field = Object.keys(lastConflict?.error.errors ?? {})[0] ?? '';
  const index = Number(/^items\.(\d+)\./.exec(field)?.[1] ?? 0);
  const line = lastConflict?.picked[index];
  const name = line?.item.name ?? cart[0]?.item.name ?? '';
  // A package names the article that is short (the order's own message says which).
  const message =
    line?.item.type === 'bundle' && lastConflict ? lastConflict.error.message : BOOKING_MESSAGES.taken(name);
  throw new AppError('conflict', message, { [`items.${line?.cartIndex ?? 0}.from`]: [message] });
};

const requestIdOf = async (trx: Parameters<typeof createBookingRepository>[0], orderId: number) =>
  (await createBookingRepository(trx).findByOrderId(orderId))?.id ?? 0;

/**
 * A live contact with this address that is complete for an order is reused as it is; otherwise a
 * new one is made. Both go the same way for the customer, so the answer never tells whether the
 * address was known.
 */
const findReusableContact = async (ctx: AppContext, email: string): Promise<string | null> => {
  for (const id of await createBookingRepository(ctx.db).contactIdsByEmail(email)) {
    const contact = await findContactByRef(ctx.db, { id });
    if (contact && !contact.deleted_at && missingOrderContactFields(contact).length === 0)
      return contact.uuid;
  }
  return null;
};

/** The customer's notes, and the address given now when the order goes to a known contact. */
const notesOf = (input: CreateInput, reusedContact: boolean) => {
  const c = input.customer;
  const parts = [
    input.notes,
    reusedContact
      ? `Opgegeven bij online boeking: ${c.address_line_1}, ${c.postal_code} ${c.city}; tel. ${c.phone_number}`
      : null,
    reusedContact && c.contact_type === 'business' && (c.coc_id || c.vat_id)
      ? `KvK ${c.coc_id ?? '-'}, btw-id ${c.vat_id ?? '-'}`
      : null,
  ].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join('\n') : null;
};
