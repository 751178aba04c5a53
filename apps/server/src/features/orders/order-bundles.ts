import type { OrderModel } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { createOrderBundleRepository } from './order-bundles.repository.ts';
import type { CheckedArticle } from './order-lines.ts';

/**
 * After the reserves of an order write: one order_bundles row per package line, its component
 * reservations pointing at it. `reservedIds` are in the order reserveOrderArticles reserved
 * `articles` (by request line, stable).
 */
export const linkOrderBundles = async (options: {
  trx: Db;
  orderId: number;
  articles: readonly CheckedArticle[];
  reservedIds: readonly number[];
}) => {
  const sorted = [...options.articles].sort((a, b) => a.index - b.index);
  const groups = new Map<
    number,
    { article: CheckedArticle; ids: number[]; until: string; pickupTime: string | null }
  >();
  sorted.forEach((article, i) => {
    const id = options.reservedIds[i];
    if (!article.bundle || id === undefined) return;
    const group = groups.get(article.bundle.index) ?? {
      article,
      ids: [],
      until: article.until,
      pickupTime: null,
    };
    group.ids.push(id);
    if (article.until > group.until) group.until = article.until;
    // Sold articles have no pickup: the package's window is its rented articles'.
    if (article.itemType === 'rentable') group.pickupTime = article.pickupTime;
    groups.set(article.bundle.index, group);
  });
  if (groups.size === 0) return;
  const repo = createOrderBundleRepository(options.trx);
  for (const { article, ids, until, pickupTime } of groups.values()) {
    const bundle = article.bundle;
    if (!bundle) continue;
    const { id } = await repo.insert({
      uuid: newUuid(),
      order_id: options.orderId,
      item_id: bundle.itemId,
      quantity: bundle.quantity,
      reserved_from: article.from,
      reserved_until: until,
      delivery_time: article.deliveryTime,
      pickup_time: pickupTime,
      status: 'active',
      created_at: nowIso(),
    });
    await repo.linkReservations(id, ids);
  }
};

/**
 * Before a change reserves anew: the order's package lines end (the change writes them again),
 * except those kept unchanged (keep-bundles.ts).
 */
export const releaseOrderBundles = (trx: Db, orderId: number, keep: readonly number[] = []) =>
  createOrderBundleRepository(trx).releaseOfOrder(orderId, keep);

/** The order's package lines for its model (its reservations say which are their components). */
export const orderBundlesOf = async (db: Db, orderId: number): Promise<OrderModel['bundles']> =>
  (await createOrderBundleRepository(db).activeOfOrder(orderId)).map((row) => ({
    id: row.id,
    uuid: row.uuid,
    quantity: row.quantity,
    reserved_from: row.reserved_from,
    reserved_until: row.reserved_until,
    delivery_time: row.delivery_time,
    pickup_time: row.pickup_time,
    item: { id: row.item_id, uuid: row.item_uuid, name: row.item_name, price: row.item_price_cents },
  }));
