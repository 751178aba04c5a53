import type { OrderModel } from '@app/contracts';
import type { OrderDraftLine } from './add-item-dialog';

/**
 * The packages of an order being changed, one form line each: sent back by article (item_id and
 * quantity); order.update keeps the units it holds when the line did not change.
 */
export const bundleDraftLinesOf = (order: OrderModel): OrderDraftLine[] =>
  order.bundles.map((b) => ({
    key: `bundle-${b.id}`,
    itemId: b.item.id,
    itemName: b.item.name,
    itemType: 'bundle',
    price: b.item.price,
    thumbnailUrl: null,
    unitId: 0,
    from: b.reserved_from,
    until: b.reserved_until,
    deliveryTime: b.delivery_time ?? '10:00-12:00',
    ...(b.pickup_time ? { pickupTime: b.pickup_time } : {}),
    quantity: b.quantity,
    byItem: true,
  }));
