import { ITEM_MESSAGES, SAFETY_MESSAGES } from '@app/contracts';
import { blockOverlaps, isValidRange, stockLeft } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { blockedPeriodsOf } from '../safety/index.ts';
import { isReservationRace } from './reservation-race.ts';
import { inTransaction, invalidRange } from './reservation-rules.ts';
import { createReservationRepository, type ReservationRow } from './reservations.repository.ts';

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

const reserveIn = async (ctx: AppContext, db: Db, input: ReserveInput): Promise<ReservationRow> => {
  const { unitId, from, until } = input;
  if (!isValidRange(from, until)) throw invalidRange();
  const repo = createReservationRepository(db);
  // On PostgreSQL the unit row stays locked until commit: reserves of one unit queue here.
  const unit = await repo.findUnitForReservation(unitId, ctx.dbKind === 'postgres');
  if (!unit) throw notFound(ITEM_MESSAGES.unitNotFound);
  if (unit.deleted_at) throw conflict(ITEM_MESSAGES.itemDeleted);
  if (!unit.available) throw conflict(ITEM_MESSAGES.unitOutOfService);
  // Out-of-service periods and overdue inspections (per setting), read under the lock.
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
  // Sold goods: every live sale holds its pieces for good, read under the
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
 *
 * Pass `trx` to take part in the caller's transaction (an order reserving several units at once;
 * open it with writeTransaction so SQLite begins it IMMEDIATE); a refusal then fails that whole
 * transaction. Throws AppError 'conflict' on overlap, an out-of-service unit or too little stock,
 * and 'validation_failed' on an invalid range.
 */
export const reserveUnit = async (options: {
  ctx: AppContext;
  input: ReserveInput;
  trx?: Db;
}): Promise<ReservationRow> => {
  const { ctx, input } = options;
  try {
    return await inTransaction(options.trx ?? ctx.db, (db) => reserveIn(ctx, db, input));
  } catch (error) {
    // PostgreSQL's race refusals, from the lock, the insert or the commit, in Dutch.
    if (isReservationRace(error)) throw conflict(ITEM_MESSAGES.reservationConflict);
    throw error;
  }
};
