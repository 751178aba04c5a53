import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { createOrderRepository } from './orders.repository.ts';

/**
 * An order's row and its reservations for the online booking (its status page and the staff's
 * decision). The SQL stays in orders.repository.ts.
 */
export const findOrderByRef = (db: Db, kind: DatabaseKind, ref: RecordRef) =>
  createOrderRepository(db, kind).findByRef(ref);

/** The order row, locked (PostgreSQL `for update`) in the caller's transaction. */
export const lockOrder = (db: Db, kind: DatabaseKind, id: number) =>
  createOrderRepository(db, kind).lockById(id);

/** The order's reservations with their article (also freed ones). */
export const reservationsOfOrder = (db: Db, kind: DatabaseKind, orderId: number) =>
  createOrderRepository(db, kind).reservationsOf(orderId);
