import { ITEM_MESSAGES, MAX_AVAILABILITY_DAYS, type ReservationModel, SAFETY_MESSAGES } from '@app/contracts';
import {
  type AvailabilityByDay,
  addCalendarDays,
  blockOverlaps,
  computeAvailability,
  diffCalendarDays,
  isValidRange,
  peakReservedQuantity,
  stockLeft,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newUuid, parseRecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { blockedPeriodsOf } from '../safety/blocked-periods.ts';
import {
  createReservationRepository,
  type ReservationRow,
  type ReservationWithContactRow,
} from './reservations.repository.ts';

export type ReserveInput = {
  unitId: number;
  /** First reserved calendar day, 'yyyy-MM-dd' (Europe/Amsterdam), inclusive. */
  from: string;
  /** Last reserved calendar day, inclusive. */
  until: string;
  contactId?: number | null;
  orderId?: number | null;
  /** Pieces of a sellable stock row; rentable units are always reserved whole (1). */
  quantity?: number;
  /** An order's delivery window, e.g. '08:00-10:00' (the agenda plans the delivery by it). */
  deliveryTime?: string | null;
  /** An order's pickup window on the last day; null: 16:00-18:00 (domain PICKUP_TIME_WINDOW). */
  pickupTime?: string | null;
};

/** `field`: the request's name for the end of the range (a reservation's, or a query's `until`). */
const invalidRange = (field: 'reserved_until' | 'until' = 'reserved_until') =>
  new AppError('validation_failed', ITEM_MESSAGES.invalidRange, {
    [field]: [ITEM_MESSAGES.invalidRange],
  });

const sqlStateOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Database refusals that mean "another transaction got this unit first". PostgreSQL: 23P01 (the
 * exclusion constraint refused an overlapping live reservation), 40P01 (deadlock: two
 * transactions waited on each other, e.g. an order reserving units in another order than a
 * concurrent one) and 40001 (serialization failure). SQLite: SQLITE_BUSY and its extended codes
 * (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT, …): another connection to the file held the write
 * lock longer than busy_timeout, or wrote after this transaction read. Each is answered with the
 * Dutch conflict instead of a 500.
 */
export const isReservationRace = (error: unknown) => {
  const code = sqlStateOf(error);
  if (typeof code !== 'string') return false;
  return code === '23P01' || code === '40P01' || code === '40001' || /^SQLITE_BUSY(_|$)/.test(code);
};

/**
 * Runs `work` in the caller's transaction when given one, else in a new write transaction (BEGIN
 * IMMEDIATE on SQLite, see writeTransaction). A caller's transaction should be one too.
 */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : writeTransaction(db).execute((trx) => work(trx));

/**
 * Reservations hold a unit for whole calendar days, reserved_from through reserved_until inclusive.
 * The guarantee that two live reservations of one rentable unit never overlap holds under
 * concurrency on both databases. On PostgreSQL the unit row is locked (`select … for update`)
 * first, so concurrent reserves of one unit queue and each sees the ones committed before it;
 * this also keeps concurrent inserts from deadlocking on the exclusion constraint (migration
 * 0004), which stays as the database-level guarantee. Sellable stock rows get the same lock so
 * concurrent quantity checks cannot both take the last pieces. On SQLite the check-then-insert
 * runs in a BEGIN IMMEDIATE transaction: it holds the file's write lock from its first read, so
 * also a second connection (another app process) waits and then sees the committed reservation.
 * Any race the database still reports (exclusion violation, deadlock, serialization failure,
 * SQLITE_BUSY after busy_timeout) becomes the Dutch conflict error.
 */
export const createReservationService = (ctx: AppContext) => {
  const reserveIn = async (db: Db, input: ReserveInput): Promise<ReservationRow> => {
    const { unitId, from, until } = input;
    if (!isValidRange(from, until)) throw invalidRange();
    const repo = createReservationRepository(db);
    // On PostgreSQL the unit row stays locked until commit: reserves of one unit queue here.
    const unit = await repo.findUnitForReservation(unitId, ctx.dbKind === 'postgres');
    if (!unit) throw notFound(ITEM_MESSAGES.unitNotFound);
    if (unit.deleted_at) throw conflict(ITEM_MESSAGES.itemDeleted);
    if (!unit.available) throw conflict(ITEM_MESSAGES.unitOutOfService);
    // Issue 29: out-of-service periods and overdue inspections (per setting), read under the lock.
    const blocked = await blockedPeriodsOf({ db, itemId: unit.item_id, unitIds: [unitId], from, until });
    if (blocked.some((period) => blockOverlaps(period, from, until)))
      throw conflict(SAFETY_MESSAGES.unitBlocked);

    const rentable = unit.type === 'rentable';
    const quantity = rentable ? 1 : (input.quantity ?? 1);
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw new AppError('validation_failed', ITEM_MESSAGES.quantityInvalid, {
        quantity: [ITEM_MESSAGES.quantityInvalid],
      });
    }
    if (rentable && (await repo.activeOverlapping(unitId, from, until)).length > 0)
      throw conflict(ITEM_MESSAGES.reservationConflict);
    // Sold goods (issue 26, part 2): every live sale holds its pieces for good, read under the
    // unit lock (PostgreSQL) or in the IMMEDIATE transaction (SQLite), so two sales of the last
    // pieces cannot both pass.
    if (!rentable) {
      const left = stockLeft(
        [{ id: unit.id, available: true, quantity: unit.quantity }],
        await repo.liveSales({ unitIds: [unitId] }),
      );
      if (left < quantity) throw conflict(ITEM_MESSAGES.insufficientQuantity);
    }
    return repo.insert({
      uuid: newUuid(),
      unit_id: unitId,
      contact_id: input.contactId ?? null,
      order_id: input.orderId ?? null,
      delivery_time: input.deliveryTime ?? null,
      pickup_time: input.pickupTime ?? null,
      reserved_from: from,
      // A sale has a delivery day only: no period.
      reserved_until: rentable ? until : from,
      quantity,
      exclusive: rentable ? 1 : 0,
      status: 'active',
      created_at: nowIso(),
    });
  };

  return {
    /**
     * Reserves a unit for from..until (inclusive). Pass `trx` to take part in the caller's
     * transaction (an order reserving several units at once; open it with writeTransaction so
     * SQLite begins it IMMEDIATE); a refusal then fails that whole transaction. Throws AppError 'conflict' on overlap, an out-of-service unit or too little
     * stock, and 'validation_failed' on an invalid range.
     */
    reserve: async (input: ReserveInput, trx?: Db): Promise<ReservationRow> => {
      try {
        return await inTransaction(trx ?? ctx.db, (db) => reserveIn(db, input));
      } catch (error) {
        // PostgreSQL's race refusals, from the lock, the insert or the commit, in Dutch.
        if (isReservationRace(error)) throw conflict(ITEM_MESSAGES.reservationConflict);
        throw error;
      }
    },

    /**
     * Before reserving several units in one transaction: takes the units' locks in id order, so
     * two transactions sharing units never wait on each other crosswise (a deadlock), whatever
     * order the units are reserved in afterwards. On SQLite the caller's write transaction already
     * holds the whole file.
     */
    lockUnits: async (unitIds: readonly number[], trx: Db): Promise<void> => {
      if (ctx.dbKind !== 'postgres' || unitIds.length === 0) return;
      await createReservationRepository(trx).lockUnits([...new Set(unitIds)]);
    },

    /**
     * For changing a stock row's quantity, inside the caller's write transaction: locks the unit
     * row on PostgreSQL (the lock reserve takes, so neither can slip between the other's check and
     * write) and answers the most pieces reserved on any one day from today (Amsterdam) on.
     */
    lockAndPeakReserved: async (unitId: number, trx: Db): Promise<number> => {
      const repo = createReservationRepository(trx);
      const unit = await repo.findUnitForReservation(unitId, ctx.dbKind === 'postgres');
      // A sellable row: the pieces sold on live orders, whatever their day (they are gone for good).
      if (unit?.type === 'sellable')
        return (await repo.liveSales({ unitIds: [unitId] })).reduce((sum, sale) => sum + sale.quantity, 0);
      const today = todayCalendarDate();
      return peakReservedQuantity(await repo.activeFrom(unitId, today), today);
    },

    /** Frees the days again; cancelling twice is harmless. */
    cancel: async (reservationId: number, trx?: Db): Promise<void> => {
      const repo = createReservationRepository(trx ?? ctx.db);
      const row = await repo.findById(reservationId);
      if (!row) throw notFound(ITEM_MESSAGES.reservationNotFound);
      await repo.cancel(reservationId);
    },

    /**
     * Day → ids of the item's units free that day, from..until inclusive (default: today in
     * Amsterdam through one year ahead; at most two years).
     */
    availabilityOfItem: async (
      itemId: number,
      range: { from?: string; until?: string; excludeOrderId?: number },
    ): Promise<AvailabilityByDay> => {
      const from = range.from ?? todayCalendarDate();
      const until = range.until ?? addCalendarDays(from, 365);
      if (!isValidRange(from, until)) throw invalidRange('until');
      if (diffCalendarDays(from, until) + 1 > MAX_AVAILABILITY_DAYS) {
        throw new AppError('validation_failed', ITEM_MESSAGES.rangeTooLong, {
          until: [ITEM_MESSAGES.rangeTooLong],
        });
      }
      const repo = createReservationRepository(ctx.db);
      const [units, dated, blocked] = await Promise.all([
        repo.unitsOfItem(itemId),
        repo.activeForItem(itemId, from, until, range.excludeOrderId),
        blockedPeriodsOf({ db: ctx.db, itemId, from, until }),
      ]);
      // Sold goods are gone on every day of the window once the order is taken (issue 26, part 2).
      const reservations =
        units[0]?.type === 'sellable'
          ? (await repo.liveSales({ itemId }, range.excludeOrderId)).map((sale) => ({
              ...sale,
              reservedFrom: from,
              reservedUntil: until,
            }))
          : dated;
      return computeAvailability({
        units: units.map((u) => ({ id: u.id, available: u.available === 1, quantity: u.quantity })),
        reservations,
        from,
        until,
        blocked,
      });
    },

    /** Live reservations of a unit with their contact, earliest first. */
    listForUnit: async (unitId: number): Promise<ReservationModel[]> => {
      const rows = await createReservationRepository(ctx.db).activeOfUnitWithContact(unitId);
      return rows.map(toReservationModel);
    },

    /**
     * Frees a reservation that belongs to no order (made by an older version or by hand: it blocks
     * days that no agenda shows). One of an order is freed by changing or cancelling the order.
     * Releasing twice is harmless.
     */
    releaseWithoutOrder: async (rawRef: string): Promise<ReservationModel> => {
      const ref = parseRecordRef(rawRef);
      if (!ref) throw notFound(ITEM_MESSAGES.reservationNotFound);
      return inTransaction(ctx.db, async (trx) => {
        const repo = createReservationRepository(trx);
        const row = await repo.findWithContact(ref);
        if (!row) throw notFound(ITEM_MESSAGES.reservationNotFound);
        if (row.order_id !== null) throw conflict(ITEM_MESSAGES.reservationOfOrder(row.order_id));
        await repo.cancel(row.id);
        return toReservationModel({ ...row, status: 'cancelled' });
      });
    },

    /** Live reservations without an order, for the start-up check's log line. */
    listActiveWithoutOrder: () => createReservationRepository(ctx.db).activeWithoutOrder(),
  };
};

const toReservationModel = (row: ReservationWithContactRow): ReservationModel => ({
  id: row.id,
  uuid: row.uuid,
  unit_id: row.unit_id,
  order_id: row.order_id,
  reserved_from: row.reserved_from,
  reserved_until: row.reserved_until,
  quantity: row.quantity,
  status: row.status,
  contact:
    row.contact_id !== null && row.contact_uuid !== null
      ? { id: row.contact_id, uuid: row.contact_uuid, display_name: row.contact_display_name ?? '' }
      : null,
});

export type ReservationService = ReturnType<typeof createReservationService>;
