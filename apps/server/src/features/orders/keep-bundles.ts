import type { Db } from '../../db/database.ts';
import { readBundlesForOrder } from '../items/index.ts';
import type { BundleLine } from './bundle-line.ts';
import { createOrderBundleRepository } from './order-bundles.repository.ts';
import type { ReservationInput, ResolvedLine } from './order-lines.ts';
import type { OrderReservationRow } from './orders.repository.ts';

/**
 * A change of an order (order.update) keeps a package line that asks exactly what the order holds
 * (same package, quantity, days and windows): its component reservations stay as they are, like a
 * line by unit that did not change, so a running rental keeps the units that were delivered.
 * Answers what is still to be released, the kept lines per request line (for resolveOrderLines)
 * and the package lines that stay.
 */
export const keepUnchangedBundles = async (options: {
  trx: Db;
  orderId: number;
  held: readonly OrderReservationRow[];
  items: ReadonlyArray<{ reservation: ReservationInput }>;
  release: readonly number[];
}): Promise<{ release: number[]; preset: Map<number, ResolvedLine[]>; keptBundleIds: number[] }> => {
  const active = await createOrderBundleRepository(options.trx).activeOfOrder(options.orderId);
  const preset = new Map<number, ResolvedLine[]>();
  const keptBundleIds: number[] = [];
  let release = [...options.release];
  if (active.length === 0) return { release, preset, keptBundleIds };
  const bundles = await readBundlesForOrder(
    options.trx,
    active.map((b) => b.item_id),
  );
  options.items.forEach(({ reservation }, index) => {
    if (reservation.unit_id !== undefined || reservation.item_id === undefined) return;
    const match = active.find(
      (b) =>
        !keptBundleIds.includes(b.id) &&
        b.item_id === reservation.item_id &&
        b.quantity === reservation.quantity &&
        b.reserved_from === reservation.from &&
        b.reserved_until === reservation.until &&
        b.delivery_time === reservation.delivery_time &&
        b.pickup_time === (reservation.pickup_time ?? null),
    );
    const bundle = match ? bundles.get(match.item_id) : undefined;
    if (!match || !bundle || bundle.price_cents === null) return;
    const components = options.held.filter((h) => h.order_bundle_id === match.id);
    // A component a line by unit took over is no longer the package's: the package is re-planned.
    if (components.length === 0 || components.some((h) => !release.includes(h.id))) return;
    const marker: BundleLine = {
      index,
      itemId: bundle.id,
      name: bundle.name,
      quantity: match.quantity,
      priceCents: bundle.price_cents,
      dayFactors: bundle.day_factors,
      depositCents: bundle.deposit_cents,
    };
    preset.set(
      index,
      components.map((h) => ({
        index,
        bundle: marker,
        reservation: {
          ...reservation,
          item_id: undefined,
          unit_id: h.unit_id,
          product_name: h.item_name,
          quantity: h.quantity,
          until: h.reserved_until,
        },
      })),
    );
    keptBundleIds.push(match.id);
    release = release.filter((id) => !components.some((h) => h.id === id));
  });
  return { release, preset, keptBundleIds };
};
