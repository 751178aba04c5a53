import { ITEM_MESSAGES, ORDER_MESSAGES } from '@app/contracts';
import { allocateStock, allocateUnits, reservationPeriodText } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, validationFailed } from '../../lib/app-error.ts';
import { type BundleForOrder, readBundlesForOrder } from '../items/index.ts';
import { activeReservationsOfItem, liveSalesOf, unitsForReservation } from '../reservations/index.ts';
import type { BundleLine } from './bundle-line.ts';
import { itemField, type ReservationInput, type ResolvedLine } from './order-lines.ts';

/** A unit (or pieces) taken by an earlier line of the same request. */
export type TakenHere = { unitId: number; reservedFrom: string; reservedUntil: string; quantity: number };

/** The packages among the request's item lines, with the articles whose units must be locked. */
export const bundlesOfRequest = async (db: Db, itemIds: readonly number[]) => {
  const bundles = await readBundlesForOrder(db, itemIds);
  const componentItemIds = [...bundles.values()].flatMap((b) => b.components.map((c) => c.itemId));
  return { bundles, componentItemIds };
};

const refuse = (index: number, field: string, message: string) =>
  validationFailed(message, { [itemField(index, field)]: [message] });

/**
 * A package line as lines of one unit (or stock row) each, all marked with the package: for every
 * rentable article `quantity` × its count of units free over the whole period (domain
 * allocateUnits), for every sold article its pieces from the stock (allocateStock). All or
 * nothing: one article short is a Dutch 409 on the line's quantity naming that article, before
 * anything is reserved. Earlier lines of the request count (`takenHere`, extended here); the
 * caller has locked the articles' units.
 */
export const expandBundleLine = async (options: {
  db: Db;
  index: number;
  reservation: ReservationInput;
  bundle: BundleForOrder;
  takenHere: TakenHere[];
}): Promise<ResolvedLine[]> => {
  const { db, index, reservation, bundle, takenHere } = options;
  if (bundle.deleted_at) throw refuse(index, 'item_id', ORDER_MESSAGES.itemDeleted(bundle.name));
  if (bundle.status !== 'active') throw refuse(index, 'item_id', ORDER_MESSAGES.itemNotActive(bundle.name));
  if (bundle.price_cents === null) throw refuse(index, 'item_id', ORDER_MESSAGES.noPrice(bundle.name));
  if (bundle.components.length === 0) throw refuse(index, 'item_id', ITEM_MESSAGES.componentsRequired);
  const marker: BundleLine = {
    index,
    itemId: bundle.id,
    name: bundle.name,
    quantity: reservation.quantity,
    priceCents: bundle.price_cents,
    dayFactors: bundle.day_factors,
    depositCents: bundle.deposit_cents,
  };
  const label = reservation.quantity > 1 ? `${reservation.quantity} × ${bundle.name}` : bundle.name;
  const short = (message: string) =>
    new AppError(conflict(message).code, message, { [itemField(index, 'quantity')]: [message] });
  const lines: ResolvedLine[] = [];
  for (const component of bundle.components) {
    const need = reservation.quantity * component.quantity;
    const units = (await unitsForReservation(db, component.itemId)).map((u) => ({
      id: u.id,
      available: u.available === 1,
      quantity: u.quantity,
    }));
    const line = (unitId: number, quantity: number, until: string): ResolvedLine => ({
      index,
      bundle: marker,
      reservation: {
        ...reservation,
        item_id: undefined,
        unit_id: unitId,
        product_name: component.name,
        quantity,
        until,
      },
    });
    if (component.type === 'rentable') {
      const picked = allocateUnits({
        units,
        reservations: [
          ...(await activeReservationsOfItem(db, component.itemId, reservation.from, reservation.until)),
          ...takenHere,
        ],
        from: reservation.from,
        until: reservation.until,
        quantity: need,
      });
      if (!picked.ok) {
        const period = reservationPeriodText(reservation.from, reservation.until);
        throw short(ITEM_MESSAGES.bundleComponentShort(component.name, label, period, need, picked.free));
      }
      for (const unitId of picked.unitIds) {
        lines.push(line(unitId, 1, reservation.until));
        takenHere.push({
          unitId,
          reservedFrom: reservation.from,
          reservedUntil: reservation.until,
          quantity: 1,
        });
      }
      continue;
    }
    // Sold articles go with the delivery: from the whole stock, like a sale line.
    const day = reservation.from;
    const picked = allocateStock({
      rows: units,
      sold: [
        ...(await liveSalesOf(db, { itemId: component.itemId })),
        ...takenHere.filter((taken) => units.some((u) => u.id === taken.unitId)),
      ],
      quantity: need,
    });
    if (!picked.ok)
      throw short(ITEM_MESSAGES.bundleComponentNoStock(component.name, label, need, picked.left));
    for (const part of picked.parts) {
      lines.push(line(part.unitId, part.quantity, day));
      takenHere.push({ unitId: part.unitId, reservedFrom: day, reservedUntil: day, quantity: part.quantity });
    }
  }
  return lines;
};
