import type { ItemListRow } from '@app/contracts';
import {
  firstFreeUnitForRange,
  isValidCalendarDate,
  PICKUP_TIME_WINDOW,
  unitsFreeForRange,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { DayRange } from './components/availability-calendar';
import type { OrderDraftLine } from './order-lines';
import { ordersApi } from './orders-api';
import { useLineAvailability } from './use-line-availability';

/** "12" → 12; anything but a whole number of at most 5 digits → 0. */
export const quantityOf = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * The state of "Artikel toevoegen" (spec: 3 steps): a stocked product, then a period on the
 * availability calendar (a rental) or a delivery day and pieces (a sale), then the delivery and
 * pickup windows. `canNext` says whether the step's choice is made; `lineOf()` is the new line.
 */
export function useAddItem(options: {
  isOpen: boolean;
  lines: readonly OrderDraftLine[];
  orderId: number | undefined;
}) {
  const { isOpen, lines, orderId } = options;
  const [step, setStep] = useState(0);
  const [search, setSearch] = useState('');
  const [item, setItem] = useState<ItemListRow | null>(null);
  const [range, setRange] = useState<DayRange | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const [window, setWindow] = useState<string | null>(null);
  // Preselected: the pickup window an order had before it could be chosen.
  const [pickupWindow, setPickupWindow] = useState<string>(PICKUP_TIME_WINDOW);
  const [deliveryDay, setDeliveryDay] = useState<string | null>(null);
  const term = useDebouncedValue(search.trim(), 300);

  const items = useQuery({
    queryKey: ['orders', 'stocked-items', term, orderId ?? null],
    queryFn: ({ signal }) => ordersApi.stockedItems(term, signal, orderId),
    enabled: isOpen,
    staleTime: 30_000,
  });
  const calendar = useLineAvailability({ item, otherLines: lines, orderId, enabled: isOpen });
  const { free, start } = calendar;

  const quantity = quantityOf(quantityText);
  // Sold goods: a delivery day and a quantity from the stock, no period. The stock left is the
  // list's count (the server leaves out pieces sold on live orders, except on the order being
  // changed) minus what the form's lines of the article take; the server checks again on saving.
  const sellable = item?.type === 'sellable';
  const stockLeft = sellable
    ? Math.max(
        0,
        item.stock_count - lines.filter((l) => l.itemId === item.id).reduce((sum, l) => sum + l.quantity, 0),
      )
    : 0;
  const dayValid = deliveryDay !== null && isValidCalendarDate(deliveryDay) && deliveryDay >= start;
  const tooManySold = sellable && quantity > stockLeft;
  const unitId = !sellable && free && range ? firstFreeUnitForRange(free, range.from, range.until) : null;
  // A rentable article with more than one unit may be booked several at once (a package: its
  // list count is the complete sets).
  const manyUnits = (item?.type === 'rentable' || item?.type === 'bundle') && item.stock_count > 1;
  const freeUnits = free && range ? unitsFreeForRange(free, range.from, range.until) : [];
  const tooMany = manyUnits && quantity > freeUnits.length && freeUnits.length > 0;
  const canNext = [
    item !== null && item.status === 'active' && item.price !== null,
    sellable
      ? dayValid && quantity >= 1 && !tooManySold
      : range !== null && unitId !== null && quantity >= 1 && !tooMany,
    window !== null,
  ][step];

  const pick = (picked: ItemListRow | null) => {
    if (picked?.id !== item?.id) {
      setRange(null);
      setQuantityText('1');
    }
    setItem(picked);
  };

  const reset = () => {
    setStep(0);
    setSearch('');
    setItem(null);
    setRange(null);
    setDeliveryDay(null);
    setQuantityText('1');
    setWindow(null);
    setPickupWindow(PICKUP_TIME_WINDOW);
  };

  /** The chosen line, or null while a choice is missing. */
  const lineOf = (): OrderDraftLine | null => {
    if (!item || !window) return null;
    const base = {
      itemId: item.id,
      itemName: item.name,
      itemType: item.type,
      price: item.price,
      thumbnailUrl: item.thumbnail_url,
      deliveryTime: window,
    };
    if (sellable) {
      if (!deliveryDay || !dayValid) return null;
      // Sent as item_id + quantity: the server takes the pieces from the whole stock.
      const key = `${item.id}-sale-${deliveryDay}-${Date.now()}`;
      return { ...base, key, unitId: 0, from: deliveryDay, until: deliveryDay, quantity, byItem: true };
    }
    if (!range || unitId === null) return null;
    // A package: by its article, the server takes its articles' units (no unit ids here).
    if (item.type === 'bundle') {
      const key = `${item.id}-bundle-${range.from}-${Date.now()}`;
      return { ...base, key, unitId: 0, ...range, pickupTime: pickupWindow, quantity, byItem: true };
    }
    const several = quantity > 1;
    return {
      ...base,
      key: `${item.id}-${unitId}-${range.from}-${Date.now()}`,
      unitId,
      from: range.from,
      until: range.until,
      pickupTime: pickupWindow,
      quantity: several ? quantity : 1,
      ...(several ? { byItem: true, unitIds: freeUnits.slice(0, quantity) } : {}),
    };
  };

  return {
    step,
    setStep,
    search,
    setSearch,
    items,
    item,
    pick,
    calendar,
    range,
    setRange,
    quantityText,
    setQuantityText,
    quantity,
    sellable,
    deliveryDay,
    setDeliveryDay,
    stockLeft,
    tooManySold,
    unitId,
    manyUnits,
    freeUnits,
    tooMany,
    window,
    setWindow,
    pickupWindow,
    setPickupWindow,
    canNext,
    reset,
    lineOf,
  };
}

export type AddItemState = ReturnType<typeof useAddItem>;
