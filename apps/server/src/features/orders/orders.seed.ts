import type { OrderCashCreateInput } from '@app/contracts';
import {
  addCalendarDays,
  type CalendarDate,
  DELIVERY_TIME_WINDOWS,
  firstFreeUnitForRange,
  missingOrderContactFields,
  startOfWeekMonday,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { updateInvoice } from '../invoices/index.ts';
import { availabilityOfItem } from '../reservations/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { createOrder } from './create-order.ts';
import { createOrderRepository } from './orders.repository.ts';

type Outcome = 'confirmed' | 'paid' | 'cancelled';

/**
 * [first day as offset from this week's Monday, rental days, delivery window index, outcome,
 * extra article ('rent' another rentable, 'sell' a sellable one)].
 * This week (0–6) and next week (7–13) have deliveries and pickups on most days, several on some
 * (different windows), and next Wednesday (9) stays empty: no order starts or ends on it.
 */
const PLAN: ReadonlyArray<[number, number, number, Outcome, ('rent' | 'sell')?]> = [
  [0, 2, 0, 'paid'],
  [0, 1, 2, 'confirmed', 'sell'],
  [1, 3, 1, 'confirmed'],
  [2, 1, 3, 'cancelled'],
  [2, 3, 0, 'paid'],
  [3, 2, 4, 'confirmed'],
  [4, 3, 2, 'confirmed', 'rent'],
  [5, 2, 0, 'confirmed'],
  [5, 1, 1, 'paid', 'sell'],
  [6, 2, 3, 'confirmed'],
  [7, 2, 0, 'confirmed'],
  [7, 1, 4, 'cancelled'],
  [8, 1, 1, 'confirmed', 'sell'],
  [10, 2, 0, 'paid'],
  [10, 3, 2, 'confirmed'],
  [11, 1, 3, 'confirmed'],
  [12, 2, 1, 'confirmed', 'rent'],
  [13, 1, 4, 'confirmed'],
  // The weeks after: a quieter but steady calendar.
  [15, 2, 1, 'confirmed'],
  [17, 1, 3, 'paid'],
  [20, 3, 0, 'confirmed', 'sell'],
  [24, 2, 2, 'confirmed'],
  [27, 1, 4, 'cancelled'],
  [31, 2, 1, 'confirmed'],
  [36, 3, 0, 'confirmed', 'rent'],
  [42, 2, 2, 'confirmed'],
  [49, 1, 3, 'confirmed'],
];

/** Driver notes on some demo orders (null: none), so the agenda shows what notes look like. */
const SEED_NOTES: ReadonlyArray<string | null> = [
  'Ondergrond: gras. Stroom: stopcontact in de garage, haspel meenemen.',
  null,
  null,
  'Toegang via de achteringang; poort is 1,20 m breed.',
  null,
];

const KEEP_TODAY_AS_SEEDED = 'Springkasteel Jungle';

/**
 * Orders for one unit of that castle, as [days from today, rental days]: rented from yesterday
 * through today, then twice ahead (its unit page shows a calendar with reservations; its e2e test
 * reads that). Every reservation of the demo data belongs to an order.
 */
const KEPT_UNIT_SERIAL = 'SK-2024-001';
const KEPT_UNIT_BOOKINGS: ReadonlyArray<[number, number]> = [
  [-1, 2],
  [5, 2],
  [14, 3],
];

/** The weekday of the two weeks without any delivery or pickup (next week's Wednesday). */
export const SEED_EMPTY_DAY_OFFSET = 9;

/**
 * Demo orders for the Springplezier contacts, taken through the real service (reservations, concept
 * invoice), some paid (invoice published and marked paid) and some cancelled. Days run from this
 * week's Monday (Amsterdam), so the agenda shows a living business on the day the seed runs; orders
 * on days already past this week are allowed here only. Each order takes the first unit free on
 * all of its days, so the items seed's own reservations are never in the way.
 */
/**
 * The Distances feature locates Dutch addresses only, so an order of a customer abroad
 * (the German and the Belgian demo contact) gets its distance entered by hand, as the form asks;
 * the road distance from the demo company in Utrecht, roughly.
 */
const MANUAL_SEED_DISTANCE_KM: Record<string, number> = { de: 110, be: 120 };
const manualTransportOf = (country: string) => {
  const km = MANUAL_SEED_DISTANCE_KM[country] ?? (country === 'nl' ? null : 100);
  return km === null ? {} : { manual_distance_km: km };
};

export const seedOrders = async (ctx: AppContext) => {
  const contacts = (
    await ctx.db.selectFrom('contacts').selectAll().where('deleted_at', 'is', null).orderBy('id').execute()
  ).filter((c) => missingOrderContactFields(c).length === 0);
  const items = await ctx.db
    .selectFrom('items')
    .select(['id', 'name', 'type'])
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .where('price_cents', 'is not', null)
    .orderBy('id')
    .execute();
  const rentables = items.filter((i) => i.type === 'rentable');
  const sellables = items.filter((i) => i.type === 'sellable');
  if (contacts.length === 0 || rentables.length === 0) return;

  const repo = createOrderRepository(ctx.db, ctx.dbKind);
  const today = todayCalendarDate();
  const monday = startOfWeekMonday(today);

  /** A free unit of one of the items (tried from `start` on), for every day of the range. */
  const freeUnit = async (pool: typeof items, start: number, from: CalendarDate, until: CalendarDate) => {
    for (let k = 0; k < pool.length; k++) {
      const item = pool[(start + k) % pool.length];
      if (!item) continue;
      // The items seed shows one Springkasteel Jungle in use today and the other free (its e2e
      // test reads that); demo orders leave that item's today as it is.
      if (item.name === KEEP_TODAY_AS_SEEDED && from <= today && today <= until) continue;
      const availability = await availabilityOfItem({ ctx, itemId: item.id, range: { from, until } });
      const unitId = firstFreeUnitForRange(availability, from, until);
      if (unitId !== null) return { unitId, name: item.name };
    }
    return null;
  };

  // First the kept unit's own orders, so the plan below finds its days taken. None starts or
  // ends on the empty weekday: such a booking moves two days on.
  const emptyDay = addCalendarDays(monday, SEED_EMPTY_DAY_OFFSET);
  const kept = await ctx.db
    .selectFrom('units')
    .innerJoin('items', 'items.id', 'units.item_id')
    .select(['units.id', 'items.name'])
    .where('units.serial_number', '=', KEPT_UNIT_SERIAL)
    .where('items.name', '=', KEEP_TODAY_AS_SEEDED)
    .executeTakeFirst();
  const keptOrders: number[] = [];
  for (const [i, [offset, days]] of (kept ? KEPT_UNIT_BOOKINGS : []).entries()) {
    let from = addCalendarDays(today, offset);
    while (from === emptyDay || addCalendarDays(from, days - 1) === emptyDay) from = addCalendarDays(from, 2);
    const contact = contacts[(i * 5 + 3) % contacts.length];
    if (!kept || !contact) continue;
    const order = await createOrder({
      ctx,
      allowPastDates: true,
      input: {
        contact_method: 'existing',
        existing_contact: contact.id,
        items: [
          {
            reservation: {
              unit_id: kept.id,
              product_name: kept.name,
              from,
              until: addCalendarDays(from, days - 1),
              delivery_time: DELIVERY_TIME_WINDOWS[(i + 1) % DELIVERY_TIME_WINDOWS.length] ?? '10:00-12:00',
              quantity: 1,
            },
          },
        ],
        payment_method: 'cash',
        publish: false,
        promo_code: null,
        notes: null,
        ...manualTransportOf(contact.country),
      },
    });
    keptOrders.push(order.id);
  }

  const taken = PLAN.length + keptOrders.length;
  // Taken before the plan's orders, in id order.
  for (const [i, id] of keptOrders.entries()) {
    const createdAt = new Date(Date.now() - (taken - i) * 11 * 60 * 60 * 1000).toISOString();
    await repo.update(id, { created_at: createdAt, updated_at: createdAt });
  }
  // Walk the contacts with a step that shares no factor with their number, so orders spread over many.
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const step = [7, 11, 13, 17, 19].find((n) => gcd(n, contacts.length) === 1) ?? 1;
  for (const [i, [offset, days, windowIndex, outcome, extra]] of PLAN.entries()) {
    const from = addCalendarDays(monday, offset);
    const until = addCalendarDays(from, days - 1);
    const deliveryTime = DELIVERY_TIME_WINDOWS[windowIndex] ?? '08:00-10:00';
    const lines: OrderCashCreateInput['items'] = [];
    const main = await freeUnit(rentables, i * 3, from, until);
    if (!main) continue;
    lines.push({
      reservation: {
        unit_id: main.unitId,
        product_name: main.name,
        from,
        until,
        delivery_time: deliveryTime,
        quantity: 1,
      },
    });
    if (extra === 'rent') {
      const second = await freeUnit(rentables, i * 3 + 1, from, until);
      if (second && second.unitId !== main.unitId)
        lines.push({
          reservation: {
            unit_id: second.unitId,
            product_name: second.name,
            from,
            until,
            delivery_time: deliveryTime,
            quantity: 1,
          },
        });
    } else if (extra === 'sell' && sellables.length > 0) {
      const sold = await freeUnit(sellables, i, from, from);
      if (sold)
        lines.push({
          reservation: {
            unit_id: sold.unitId,
            product_name: sold.name,
            from,
            until: from,
            delivery_time: deliveryTime,
            quantity: 1 + (i % 3),
          },
        });
    }
    const contact = contacts[(i * step) % contacts.length];
    if (!contact) continue;
    const order = await createOrder({
      ctx,
      allowPastDates: true,
      input: {
        contact_method: 'existing',
        existing_contact: contact.id,
        items: lines,
        payment_method: 'cash',
        publish: false,
        promo_code: null,
        notes: SEED_NOTES[i % SEED_NOTES.length] ?? null,
        ...manualTransportOf(contact.country),
      },
    });
    // Taken over the past two weeks, in id order.
    const createdAt = new Date(
      Date.now() - (taken - keptOrders.length - i) * 11 * 60 * 60 * 1000,
    ).toISOString();
    await repo.update(order.id, { created_at: createdAt, updated_at: createdAt });
    if (outcome === 'paid' && order.invoice) {
      await updateInvoice({ ctx, raw: order.invoice.uuid, input: { status: 'outstanding' } });
      await updateInvoice({ ctx, raw: order.invoice.uuid, input: { status: 'paid' } });
    } else if (outcome === 'cancelled') {
      await cancelOrder({ ctx, ref: String(order.id) });
    }
  }
};
