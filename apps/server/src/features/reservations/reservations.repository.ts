import type { ReservationForAvailability, SoldPieces } from '@app/domain';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { RecordRef } from '../../lib/ids.ts';

export type ReservationRow = Selectable<Database['reservations']>;
export type NewReservationRow = Insertable<Database['reservations']>;

export type ReservationSpan = Pick<
  ReservationRow,
  'unit_id' | 'reserved_from' | 'reserved_until' | 'quantity'
>;

/**
 * A reservation that is not of this order (one made by hand has none): what an order being
 * changed may count as free again. Shared with the item stock counts.
 */
export const notOfOrder = (orderId: number) => (eb: ExpressionBuilder<Database, 'reservations'>) =>
  eb.or([eb('reservations.order_id', 'is', null), eb('reservations.order_id', '!=', orderId)]);

export const createReservationRepository = (db: Db) => {
  const withContact = () =>
    db
      .selectFrom('reservations')
      .leftJoin('contacts', 'contacts.id', 'reservations.contact_id')
      .select([
        'reservations.id',
        'reservations.uuid',
        'reservations.unit_id',
        'reservations.order_id',
        'reservations.reserved_from',
        'reservations.reserved_until',
        'reservations.quantity',
        'reservations.status',
        'contacts.id as contact_id',
        'contacts.uuid as contact_uuid',
        'contacts.display_name as contact_display_name',
      ]);
  return {
    findById: (id: number) =>
      db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The unit with its item's type; `forUpdate` locks the unit row on PostgreSQL until commit. */
    findUnitForReservation: (unitId: number, forUpdate: boolean) =>
      db
        .selectFrom('units')
        .innerJoin('items', 'items.id', 'units.item_id')
        .select([
          'units.id',
          'units.item_id',
          'units.quantity',
          'units.available',
          'items.type',
          'items.deleted_at',
        ])
        .where('units.id', '=', unitId)
        .$if(forUpdate, (qb) => qb.forUpdate('units'))
        .executeTakeFirst(),

    /** Locks the units' rows until commit (PostgreSQL), always in id order. */
    lockUnits: (unitIds: readonly number[]) =>
      db.selectFrom('units').select('id').where('id', 'in', unitIds).orderBy('id').forUpdate().execute(),

    /** Live reservations of one unit that share at least one day with from..until. */
    activeOverlapping: (unitId: number, from: string, until: string): Promise<ReservationSpan[]> =>
      db
        .selectFrom('reservations')
        .select(['unit_id', 'reserved_from', 'reserved_until', 'quantity'])
        .where('unit_id', '=', unitId)
        .where('status', '=', 'active')
        .where('reserved_from', '<=', until)
        .where('reserved_until', '>=', from)
        .execute(),

    /**
     * Units of an item, for availability: none when the item is soft-deleted, since reserve refuses
     * its units (so every day reads as unavailable).
     */
    unitsOfItem: (itemId: number) =>
      db
        .selectFrom('units')
        .innerJoin('items', 'items.id', 'units.item_id')
        .select(['units.id', 'units.quantity', 'units.available', 'items.type'])
        .where('units.item_id', '=', itemId)
        .where('items.deleted_at', 'is', null)
        .orderBy('units.id')
        .execute(),

    /**
     * Pieces sold per live reservation of sellable stock rows: a sale holds its
     * pieces for good, whatever its delivery day, so no date filter. Of one item or of some units.
     */
    /** `excludeOrderId`: leave out the pieces of the order being changed. */
    liveSales: (
      of: { itemId: number } | { unitIds: readonly number[] },
      excludeOrderId?: number,
    ): Promise<SoldPieces[]> =>
      db
        .selectFrom('reservations')
        .select(['unit_id as unitId', 'quantity'])
        .$call((qb) =>
          'itemId' in of
            ? qb.where('unit_id', 'in', (eb) =>
                eb.selectFrom('units').select('units.id').where('units.item_id', '=', of.itemId),
              )
            : qb.where('unit_id', 'in', of.unitIds.length > 0 ? [...of.unitIds] : [0]),
        )
        .where('exclusive', '=', 0)
        .where('status', '=', 'active')
        .$if(excludeOrderId !== undefined, (qb) => qb.where(notOfOrder(excludeOrderId ?? 0)))
        .execute(),

    /** Live reservations of a unit that end on or after `day` (for the peak a stock row holds). */
    activeFrom: (unitId: number, day: string): Promise<ReservationForAvailability[]> =>
      db
        .selectFrom('reservations')
        .select([
          'unit_id as unitId',
          'reserved_from as reservedFrom',
          'reserved_until as reservedUntil',
          'quantity',
        ])
        .where('unit_id', '=', unitId)
        .where('status', '=', 'active')
        .where('reserved_until', '>=', day)
        .execute(),

    /**
     * The live reservations of the item's units that share a day with from..until, shaped as the
     * domain reads them (no mapping per row). `reserved_until >= from` ranges over
     * reservations_unit_window_idx (0060), which also holds every column read.
     */
    /** `excludeOrderId`: leave out the reservations of the order being changed. */
    activeForItem: (
      itemId: number,
      from: string,
      until: string,
      excludeOrderId?: number,
    ): Promise<ReservationForAvailability[]> =>
      db
        .selectFrom('reservations')
        .select([
          'unit_id as unitId',
          'reserved_from as reservedFrom',
          'reserved_until as reservedUntil',
          'quantity',
        ])
        .where('unit_id', 'in', (eb) =>
          eb.selectFrom('units').select('units.id').where('units.item_id', '=', itemId),
        )
        .where('status', '=', 'active')
        .where('reserved_until', '>=', from)
        .where('reserved_from', '<=', until)
        .$if(excludeOrderId !== undefined, (qb) => qb.where(notOfOrder(excludeOrderId ?? 0)))
        .execute(),

    /** Live reservations of a unit with their contact, earliest first. */
    activeOfUnitWithContact: (unitId: number) =>
      withContact()
        .where('reservations.unit_id', '=', unitId)
        .where('reservations.status', '=', 'active')
        .orderBy('reservations.reserved_from')
        .orderBy('reservations.id')
        .execute(),

    /** One reservation with its contact, by id or uuid. */
    findWithContact: (ref: RecordRef) =>
      withContact()
        .$call((qb) =>
          'id' in ref
            ? qb.where('reservations.id', '=', ref.id)
            : qb.where('reservations.uuid', '=', ref.uuid),
        )
        .executeTakeFirst(),

    /** Live reservations that belong to no order (left by older versions or by hand): for the start-up check. */
    activeWithoutOrder: () =>
      db
        .selectFrom('reservations')
        .select(['id', 'unit_id', 'reserved_from', 'reserved_until'])
        .where('order_id', 'is', null)
        .where('status', '=', 'active')
        .orderBy('id')
        .execute(),

    insert: (row: NewReservationRow) =>
      db.insertInto('reservations').values(row).returningAll().executeTakeFirstOrThrow(),

    cancel: (id: number) =>
      db
        .updateTable('reservations')
        .set({ status: 'cancelled' })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .execute(),
  };
};

export type ReservationWithContactRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createReservationRepository>['findWithContact']>>
>;
