import { ORDER_MESSAGES } from '@app/contracts';
import { allocateStock, allocateUnits, reservationPeriodText } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, validationFailed } from '../../lib/app-error.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import {
  activeReservationsOfItem,
  liveSalesOf,
  lockUnitsForReserve,
  unitsForReservation,
} from '../reservations/index.ts';
import { bundlesOfRequest, expandBundleLine, type TakenHere } from './bundle-lines.ts';
import { itemField, type ReservationInput, type ResolvedLine } from './order-lines.ts';
import { createOrderRepository } from './orders.repository.ts';

/**
 * Turns the request's lines into lines of one unit each (quantities). A line naming a
 * `unit_id` stays as it is. A line naming an `item_id` with a `quantity`:
 * - rentable: that many units free for the whole period, picked by the domain rule
 *   (`allocateUnits`), each its own line of quantity 1; too few free is a Dutch 409 on the
 *   line's quantity saying how many are still free;
 * - sellable: sold goods, a delivery day only (`until` is set to `from`); the pieces come from the
 *   whole stock (domain `allocateStock`: the rows in id order, every live sale counting whatever
 *   its day), a line per stock row used; too few left is a Dutch 409 naming how many are left.
 * With `lock` (inside the order's write transaction) every unit involved is locked first, in id
 * order, so the pick and the reserves cannot be overtaken by a concurrent order (PostgreSQL; on
 * SQLite the write transaction holds the file). Earlier lines of the same request count: two
 * lines of one article never get the same unit.
 */
export const resolveOrderLines = async (options: {
  ctx: AppContext;
  db: Db;
  items: ReadonlyArray<{ reservation: ReservationInput }>;
  lock: boolean;
  /** Request lines already decided (a package line kept by order.update): taken as they are. */
  preset?: ReadonlyMap<number, readonly ResolvedLine[]>;
}): Promise<ResolvedLine[]> => {
  const { ctx, db, items } = options;
  const repo = createOrderRepository(db, ctx.dbKind);
  const itemIds = [
    ...new Set(
      items.flatMap((i) =>
        i.reservation.unit_id === undefined && i.reservation.item_id ? [i.reservation.item_id] : [],
      ),
    ),
  ];
  // Packages (bundles) take units of their articles: those are locked too.
  const { bundles, componentItemIds } = await bundlesOfRequest(db, itemIds);
  if (options.lock) {
    const unitIds = [
      ...items.flatMap((i) => (i.reservation.unit_id === undefined ? [] : [i.reservation.unit_id])),
      ...(await repo.unitIdsOfItems([...itemIds, ...componentItemIds])),
    ];
    await lockUnitsForReserve({ ctx, unitIds, trx: db });
  }
  const known = new Map((await repo.itemsByIds(itemIds)).map((row) => [row.id, row]));
  /** Units taken by earlier lines of this request (the database does not hold them yet). */
  const takenHere: TakenHere[] = [];
  const lines: ResolvedLine[] = [];
  for (const [index, { reservation }] of items.entries()) {
    const preset = options.preset?.get(index);
    if (preset) {
      lines.push(...preset);
      for (const line of preset)
        takenHere.push({
          unitId: line.reservation.unit_id,
          reservedFrom: line.reservation.from,
          reservedUntil: line.reservation.until,
          quantity: line.reservation.quantity,
        });
      continue;
    }
    if (reservation.unit_id !== undefined) {
      lines.push({ index, reservation: { ...reservation, unit_id: reservation.unit_id } });
      takenHere.push({
        unitId: reservation.unit_id,
        reservedFrom: reservation.from,
        reservedUntil: reservation.until,
        quantity: reservation.quantity,
      });
      continue;
    }
    const itemId = reservation.item_id ?? 0;
    const item = known.get(itemId);
    if (!item) {
      const field = itemField(index, 'item_id');
      throw validationFailed(ORDER_MESSAGES.itemNotFound, { [field]: [ORDER_MESSAGES.itemNotFound] });
    }
    if (normalizeSearchText(item.name) !== normalizeSearchText(reservation.product_name)) {
      const message = ORDER_MESSAGES.itemNotOfProduct(reservation.product_name);
      throw validationFailed(message, { [itemField(index, 'item_id')]: [message] });
    }
    const bundle = bundles.get(item.id);
    if (bundle) {
      lines.push(...(await expandBundleLine({ db, index, reservation, bundle, takenHere })));
      continue;
    }
    const units = (await unitsForReservation(db, item.id)).map((u) => ({
      id: u.id,
      available: u.available === 1,
      quantity: u.quantity,
    }));
    const booked = [
      ...(await activeReservationsOfItem(db, item.id, reservation.from, reservation.until)),
      ...takenHere,
    ];
    if (item.type === 'rentable') {
      const picked = allocateUnits({
        units,
        reservations: booked,
        from: reservation.from,
        until: reservation.until,
        quantity: reservation.quantity,
      });
      if (!picked.ok) {
        const message = ORDER_MESSAGES.notEnoughUnits(
          item.name,
          reservation.quantity,
          picked.free,
          reservationPeriodText(reservation.from, reservation.until),
        );
        throw new AppError(conflict(message).code, message, { [itemField(index, 'quantity')]: [message] });
      }
      for (const unitId of picked.unitIds) {
        lines.push({ index, reservation: { ...reservation, unit_id: unitId, quantity: 1 } });
        takenHere.push({
          unitId,
          reservedFrom: reservation.from,
          reservedUntil: reservation.until,
          quantity: 1,
        });
      }
      continue;
    }
    // Sold goods: a delivery day only, pieces from the whole stock (the rows in
    // id order), every live sale counting whatever its day; earlier lines of this request too.
    const day = reservation.from;
    const sold = [
      ...(await liveSalesOf(db, { itemId: item.id })),
      ...takenHere.filter((taken) => units.some((u) => u.id === taken.unitId)),
    ];
    const picked = allocateStock({ rows: units, sold, quantity: reservation.quantity });
    if (!picked.ok) {
      const message = ORDER_MESSAGES.notEnoughStock(item.name, reservation.quantity, picked.left);
      throw new AppError(conflict(message).code, message, { [itemField(index, 'quantity')]: [message] });
    }
    for (const part of picked.parts) {
      lines.push({
        index,
        reservation: { ...reservation, until: day, unit_id: part.unitId, quantity: part.quantity },
      });
      takenHere.push({ unitId: part.unitId, reservedFrom: day, reservedUntil: day, quantity: part.quantity });
    }
  }
  return lines;
};
