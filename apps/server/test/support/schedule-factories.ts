import type { ContactCreateRequest } from '@app/contracts';
import { createReservationService } from '../../src/features/reservations/reservations.service.ts';
import { newUuid } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { createContactViaApi } from './contacts-factories.ts';
import { createItem, createUnit } from './items-factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Orders for agenda tests without the Orders feature: an order row straight in the table, and
 * its reservations through the real reservations service (then the delivery window is set, as
 * order.cashcreate does).
 */
export const insertOrder = async (
  t: TestApp,
  contactId: number,
  status: 'pending' | 'confirmed' | 'paid' | 'cancelled' = 'confirmed',
) => {
  const now = nowIso();
  return t.ctx.db
    .insertInto('orders')
    .values({
      uuid: newUuid(),
      status,
      contact_id: contactId,
      payment_method: 'cash',
      promo_code: null,
      total_amount_cents: 12100,
      created_at: now,
      updated_at: now,
      cancelled_at: status === 'cancelled' ? now : null,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
};

export const reserveForOrder = async (
  t: TestApp,
  input: {
    unitId: number;
    orderId: number;
    contactId: number;
    from: string;
    until: string;
    deliveryTime?: string | null;
  },
) => {
  const reservation = await createReservationService(t.ctx).reserve({
    unitId: input.unitId,
    from: input.from,
    until: input.until,
    contactId: input.contactId,
    orderId: input.orderId,
  });
  await t.ctx.db
    .updateTable('reservations')
    .set({ delivery_time: input.deliveryTime === undefined ? '10:00-12:00' : input.deliveryTime })
    .where('id', '=', reservation.id)
    .execute();
  return reservation;
};

/** Marks an order cancelled and frees its reservations, as order.revert does. */
export const cancelOrder = async (t: TestApp, orderId: number) => {
  await t.ctx.db
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: nowIso() })
    .where('id', '=', orderId)
    .execute();
};

export const createCustomer = (t: TestApp, overrides: Partial<ContactCreateRequest> = {}) =>
  createContactViaApi(t, {
    contact_type: 'individual',
    first_name: 'Eva',
    last_name: 'de Vries',
    email_address: 'eva@example.nl',
    phone_number: '06-12345678',
    address_line_1: 'Kerkstraat 1',
    postal_code: '3511 AA',
    city: 'Utrecht',
    country: 'nl',
    ...overrides,
  } as ContactCreateRequest);

/** A rentable item with one unit (serial number given) and its ids. */
export const createRentableUnit = async (t: TestApp, name = 'Springkussen Kasteel', serial = 'SK-001') => {
  const item = await createItem(t, { name, type: 'rentable' });
  const unit = await createUnit(t, { item_id: item.id, serial_number: serial });
  return { item, unit };
};

/** A sellable item with a stock row of `quantity` pieces. */
export const createSellableUnit = async (t: TestApp, name = 'Confettikanon', quantity = 10) => {
  const item = await createItem(t, { name, type: 'sellable' });
  const unit = await createUnit(t, { item_id: item.id, quantity });
  return { item, unit };
};
