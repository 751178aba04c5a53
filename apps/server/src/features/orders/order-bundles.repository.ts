import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The SQL of the packages (bundles) on orders. */
export const createOrderBundleRepository = (db: Db) => ({
  insert: (row: Insertable<Database['order_bundles']>) =>
    db.insertInto('order_bundles').values(row).returning('id').executeTakeFirstOrThrow(),

  /** Marks the reservations as components of the package line. */
  linkReservations: (bundleId: number, reservationIds: readonly number[]) =>
    reservationIds.length === 0
      ? Promise.resolve()
      : db
          .updateTable('reservations')
          .set({ order_bundle_id: bundleId })
          .where('id', 'in', [...reservationIds])
          .execute()
          .then(() => undefined),

  /** An order's package lines end (a change writes them anew); its reservations leave them. */
  releaseOfOrder: async (orderId: number, keep: readonly number[]) => {
    await db
      .updateTable('order_bundles')
      .set({ status: 'cancelled' })
      .where('order_id', '=', orderId)
      .where('status', '=', 'active')
      .$if(keep.length > 0, (qb) => qb.where('id', 'not in', [...keep]))
      .execute();
    await db
      .updateTable('reservations')
      .set({ order_bundle_id: null })
      .where('order_id', '=', orderId)
      .where('order_bundle_id', 'is not', null)
      .$if(keep.length > 0, (qb) => qb.where('order_bundle_id', 'not in', [...keep]))
      .execute();
  },

  /** The live package lines of an order, with the package's name and price. */
  activeOfOrder: (orderId: number) =>
    db
      .selectFrom('order_bundles as b')
      .innerJoin('items as i', 'i.id', 'b.item_id')
      .select([
        'b.id',
        'b.uuid',
        'b.quantity',
        'b.reserved_from',
        'b.reserved_until',
        'b.delivery_time',
        'b.pickup_time',
        'b.item_id',
        'i.uuid as item_uuid',
        'i.name as item_name',
        'i.price_cents as item_price_cents',
      ])
      .where('b.order_id', '=', orderId)
      .where('b.status', '=', 'active')
      .orderBy('b.id')
      .execute(),
});
