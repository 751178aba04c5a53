import type { ItemAvailability, ItemListRow, OrderCashCreateRequest, OrderModel } from '@app/contracts';
import {
  firstFreeUnitForRange,
  formatMoney,
  groupOrderLines,
  orderLineKeyOf,
  orderLineQuantity,
  rangesOverlap,
  unitsFreeForRange,
} from '@app/domain';

/**
 * One line of the order being made or changed, as the form shows it: "5 × Statafel met hoes" is
 * one line, whatever number of units or stock rows it takes.
 */
export type OrderDraftLine = {
  key: string;
  itemId: number;
  itemName: string;
  /** 'bundle': a package, always sent by item (the server takes its articles' units). */
  itemType: 'rentable' | 'sellable' | 'bundle';
  price: number | null;
  thumbnailUrl: string | null;
  unitId: number;
  from: string;
  until: string;
  deliveryTime: string;
  /** Pickup window on the last day (rentable only); absent: the server's 16:00-18:00. */
  pickupTime?: string;
  quantity: number;
  /**
   * Several units of a rentable article, or a sale: sent as item_id + quantity, the server picks
   * the units. `unitIds` are the ones free now, so this form does not offer them twice.
   */
  byItem?: boolean;
  unitIds?: number[];
  /**
   * "Order wijzigen": the order's reservations this line holds (unit and pieces each). Sent unit
   * by unit, so the server keeps them; a line whose days change lets go of them.
   */
  held?: Array<{ unitId: number; quantity: number }>;
};

type RequestItem = OrderCashCreateRequest['items'][number];
type RequestReservation = RequestItem['reservation'];

/** "€ 12,50 per dag" / "€ 4,50 per stuk" / "Geen prijs". */
export const priceText = (item: Pick<ItemListRow, 'price' | 'type'>) =>
  item.price === null
    ? 'Geen prijs'
    : `${formatMoney(item.price)} ${item.type === 'sellable' ? 'per stuk' : 'per dag'}`;

/** The units a line takes now (to keep them from other lines for overlapping days). */
const unitsOf = (line: OrderDraftLine) =>
  line.held ? line.held.map((part) => part.unitId) : (line.unitIds ?? [line.unitId]);

/**
 * The units the other lines of this order already take leave the availability: a unit is not
 * offered twice for overlapping days (sold stock may be split over lines).
 */
export const withoutTaken = (
  availability: ItemAvailability,
  lines: readonly OrderDraftLine[],
  itemType: string,
): ItemAvailability => {
  if (itemType !== 'rentable') return availability;
  const result: ItemAvailability = {};
  for (const [day, units] of Object.entries(availability)) {
    result[day] = units.filter(
      (unitId) => !lines.some((l) => unitsOf(l).includes(unitId) && rangesOverlap(l.from, l.until, day, day)),
    );
  }
  return result;
};

/**
 * The request lines of the form's lines, and for each request line the form line it came from (a
 * server error on `items.3.…` belongs to that form line). A held line goes unit by unit, so the
 * server keeps its reservations; the server groups them into one line again.
 */
export const requestItemsOf = (lines: readonly OrderDraftLine[]) => {
  const items: RequestItem[] = [];
  const lineOfItem: number[] = [];
  lines.forEach((line, index) => {
    const base = {
      product_name: line.itemName,
      from: line.from,
      until: line.until,
      delivery_time: line.deliveryTime as RequestReservation['delivery_time'],
      ...(line.pickupTime ? { pickup_time: line.pickupTime as RequestReservation['pickup_time'] } : {}),
    };
    const parts: RequestReservation[] = line.held
      ? line.held.map((part) => ({ ...base, unit_id: part.unitId, quantity: part.quantity }))
      : [
          {
            ...base,
            ...(line.byItem ? { item_id: line.itemId } : { unit_id: line.unitId }),
            quantity: line.quantity,
          },
        ];
    for (const reservation of parts) {
      items.push({ reservation });
      lineOfItem.push(index);
    }
  });
  return { items, lineOfItem };
};

/**
 * The lines of an order being changed: its live reservations, one line per article and days, and
 * each package as one line (its units are the package's; see bundleDraftLinesOf).
 */
export const draftLinesOf = (order: OrderModel): OrderDraftLine[] => [
  ...reservedDraftLinesOf(order),
  ...bundleDraftLinesOf(order),
];

/**
 * The packages of an order being changed, one form line each: sent back by article (item_id and
 * quantity); order.update keeps the units it holds when the line did not change.
 */
const bundleDraftLinesOf = (order: OrderModel): OrderDraftLine[] =>
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

const reservedDraftLinesOf = (order: OrderModel): OrderDraftLine[] => {
  const live = order.reservations.filter((r) => r.status === 'active' && r.bundle_id === null);
  const keyOf = (r: (typeof live)[number]) =>
    orderLineKeyOf({
      itemId: r.unit.item.id,
      itemType: r.unit.item.type,
      from: r.reserved_from,
      until: r.reserved_until,
      deliveryTime: r.delivery_time,
      pickupTime: r.pickup_time,
    });
  return groupOrderLines(live, keyOf).map((parts) => {
    const [r] = parts as [(typeof live)[number], ...typeof live];
    const item = r.unit.item;
    return {
      key: `reservation-${r.id}`,
      itemId: item.id,
      itemName: item.name,
      itemType: item.type,
      price: item.price,
      thumbnailUrl: item.thumbnail_url,
      unitId: r.unit_id,
      from: r.reserved_from,
      until: r.reserved_until,
      deliveryTime: r.delivery_time ?? '10:00-12:00',
      ...(item.type === 'rentable' && r.pickup_time ? { pickupTime: r.pickup_time } : {}),
      quantity: orderLineQuantity(parts),
      held: parts.map((part) => ({ unitId: part.unit_id, quantity: part.quantity })),
    };
  });
};

/**
 * The line on other days (changed in place): a rental takes units free on all the new days (the
 * server picks them when there are several), a sale its delivery day; the reservations it held
 * are let go. Null when the new days have too few free units.
 */
export const lineOnOtherDays = (
  line: OrderDraftLine,
  range: { from: string; until: string },
  free: ItemAvailability | null,
): OrderDraftLine | null => {
  const { held: _held, unitIds: _unitIds, ...rest } = line;
  if (line.itemType === 'sellable') return { ...rest, from: range.from, until: range.from, byItem: true };
  // A package by its article; `free` holds its complete sets per day.
  if (line.itemType === 'bundle')
    return free && unitsFreeForRange(free, range.from, range.until).length >= line.quantity
      ? { ...rest, ...range, byItem: true }
      : null;
  if (!free) return null;
  const freeUnits = unitsFreeForRange(free, range.from, range.until);
  if (freeUnits.length < line.quantity) return null;
  if (line.quantity > 1)
    return { ...rest, ...range, byItem: true, unitIds: freeUnits.slice(0, line.quantity) };
  const unitId = firstFreeUnitForRange(free, range.from, range.until);
  if (unitId === null) return null;
  const { byItem: _byItem, ...single } = rest;
  return { ...single, ...range, unitId };
};
