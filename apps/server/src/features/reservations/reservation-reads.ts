import type { Db } from '../../db/database.ts';
import { createReservationRepository } from './reservations.repository.ts';

/**
 * What orders, the booking page and the items' stock read of reservations. The SQL stays in
 * reservations.repository.ts; `db` is the caller's transaction or ctx.db.
 */
export const unitsForReservation = (db: Db, itemId: number) =>
  createReservationRepository(db).unitsOfItem(itemId);

/** A unit as reserving sees it (type, stock, availability), without a lock. */
export const findReservableUnit = (db: Db, unitId: number) =>
  createReservationRepository(db).findUnitForReservation(unitId, false);

/** Pieces sold per live sale of sellable stock (a sale holds its pieces for good). */
export const liveSalesOf = (
  db: Db,
  of: { itemId: number } | { unitIds: readonly number[] },
  excludeOrderId?: number,
) => createReservationRepository(db).liveSales(of, excludeOrderId);

/** The live reservations of the item's units that share a day with from..until. */
export const activeReservationsOfItem = (db: Db, itemId: number, from: string, until: string) =>
  createReservationRepository(db).activeForItem(itemId, from, until);

/** Live reservations of a unit that share a day with from..until. */
export const overlappingReservations = (db: Db, unitId: number, from: string, until: string) =>
  createReservationRepository(db).activeOverlapping(unitId, from, until);
