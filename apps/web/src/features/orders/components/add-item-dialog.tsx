import type { ItemAvailability, ItemListRow } from '@app/contracts';
import {
  addCalendarDays,
  DELIVERY_TIME_WINDOWS,
  firstFreeUnitForRange,
  formatMoney,
  isValidCalendarDate,
  PICKUP_TIME_WINDOW,
  rangesOverlap,
  reservationDayCount,
  reservationPeriodText,
  todayCalendarDate,
  unitsFreeForRange,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Label, ListBox, ListBoxItem, Radio, RadioGroup } from 'react-aria-components';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { itemStatusLabel, itemTypeShort } from '../../items';
import { ordersApi } from '../orders-api';
import { AvailabilityCalendar, type DayRange } from './availability-calendar';
import { InspectionDueNotice } from './inspection-due-notice';

/** One line of the order being made: a product, the unit it takes, the days and the window. */
export type OrderDraftLine = {
  key: string;
  itemId: number;
  itemName: string;
  itemType: 'rentable' | 'sellable';
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
   * Several units of a rentable article in one line (issue 26): sent as item_id + quantity, the
   * server picks the units. `unitIds` are the ones free now, so this form does not offer them twice.
   */
  byItem?: boolean;
  unitIds?: number[];
};

// Without " uur": the select's hidden native <label> must not repeat the delivery radios' names.
const PICKUP_OPTIONS = DELIVERY_TIME_WINDOWS.map((w) => ({ id: w, label: w }));

const STEP_TITLES = ['Kies een product', 'Kies de periode', 'Kies de levertijd'] as const;
/** Days item.availability is asked for: today and a year ahead (its default window). */
const AVAILABILITY_DAYS = 365;

export const priceText = (item: Pick<ItemListRow, 'price' | 'type'>) =>
  item.price === null
    ? 'Geen prijs'
    : `${formatMoney(item.price)} ${item.type === 'rentable' ? 'per dag' : 'per stuk'}`;

/**
 * The units the other lines of this order already take leave the availability: a unit is not
 * offered twice for overlapping days (sold stock may be split over lines).
 */
const withoutTaken = (availability: ItemAvailability, lines: readonly OrderDraftLine[], itemType: string) => {
  if (itemType !== 'rentable') return availability;
  const result: ItemAvailability = {};
  for (const [day, units] of Object.entries(availability)) {
    result[day] = units.filter(
      (unitId) =>
        !lines.some(
          (l) => (l.unitIds ?? [l.unitId]).includes(unitId) && rangesOverlap(l.from, l.until, day, day),
        ),
    );
  }
  return result;
};

/**
 * The add-item dialog of the new order page (spec: 3 steps): a stocked product, a date range on
 * the availability calendar, a delivery window. Next is disabled until the step's choice is made;
 * the last step's button reads Opslaan.
 */
export function AddItemDialog({
  isOpen,
  onOpenChange,
  lines,
  onSave,
  orderId,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly OrderDraftLine[];
  onSave: (line: OrderDraftLine) => void;
  /**
   * "Order wijzigen": the order being changed. Its own sold pieces and reserved days are not taken
   * (its lines hold them, and order.update frees them before reserving again).
   */
  orderId?: number | undefined;
}) {
  const [step, setStep] = useState(0);
  const [search, setSearch] = useState('');
  const [item, setItem] = useState<ItemListRow | null>(null);
  const [range, setRange] = useState<DayRange | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const [window, setWindow] = useState<string | null>(null);
  // Preselected: the pickup window an order had before it could be chosen (docs/decisions.md).
  const [pickupWindow, setPickupWindow] = useState<string>(PICKUP_TIME_WINDOW);
  const term = useDebouncedValue(search.trim(), 300);
  const start = todayCalendarDate();
  const maxDay = addCalendarDays(start, AVAILABILITY_DAYS);

  const items = useQuery({
    queryKey: ['orders', 'stocked-items', term, orderId ?? null],
    queryFn: ({ signal }) => ordersApi.stockedItems(term, signal, orderId),
    enabled: isOpen,
    staleTime: 30_000,
  });
  const availability = useQuery({
    queryKey: ['items', 'availability', item?.id, start, orderId ?? null],
    queryFn: ({ signal }) => ordersApi.availability(item?.id ?? 0, start, maxDay, signal, orderId),
    // Sold goods need no calendar: their stock is the list's count.
    enabled: isOpen && item !== null && item.type === 'rentable',
  });
  const inspectionDue = useQuery({
    queryKey: ['units', 'inspection_due', item?.id, start],
    queryFn: ({ signal }) => ordersApi.inspectionDue(item?.id ?? 0, start, maxDay, signal),
    enabled: isOpen && item?.type === 'rentable',
  });
  const free = useMemo(
    () => (availability.data && item ? withoutTaken(availability.data, lines, item.type) : null),
    [availability.data, lines, item],
  );

  const quantity = /^\d{1,5}$/.test(quantityText.trim()) ? Number(quantityText.trim()) : 0;
  // Sold goods (issue 26, part 2): a delivery day and a quantity from the stock, no period. The
  // stock left is the list's count (the server leaves out pieces sold on live orders, except on
  // the order being changed) minus what the form's lines of the article take, the order's own
  // kept lines included; the server checks again when the order is saved.
  const sellable = item?.type === 'sellable';
  const [deliveryDay, setDeliveryDay] = useState<string | null>(null);
  const stockLeft = sellable
    ? Math.max(
        0,
        item.stock_count - lines.filter((l) => l.itemId === item.id).reduce((sum, l) => sum + l.quantity, 0),
      )
    : 0;
  const dayValid = deliveryDay !== null && isValidCalendarDate(deliveryDay) && deliveryDay >= start;
  const tooManySold = sellable && quantity > stockLeft;
  const unitId = !sellable && free && range ? firstFreeUnitForRange(free, range.from, range.until) : null;
  // A rentable article with more than one unit may be booked several at once (issue 26).
  const manyUnits = item?.type === 'rentable' && item.stock_count > 1;
  const freeUnits = free && range ? unitsFreeForRange(free, range.from, range.until) : [];
  const tooMany = manyUnits && quantity > freeUnits.length && freeUnits.length > 0;
  const canNext = [
    item !== null && item.status === 'active' && item.price !== null,
    sellable
      ? dayValid && quantity >= 1 && !tooManySold
      : range !== null && unitId !== null && quantity >= 1 && !tooMany,
    window !== null,
  ][step];

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
  const close = () => {
    onOpenChange(false);
    reset();
  };
  const save = () => {
    if (!item || !window) return;
    if (sellable) {
      if (!deliveryDay || !dayValid) return;
      // Sent as item_id + quantity: the server takes the pieces from the whole stock.
      onSave({
        key: `${item.id}-sale-${deliveryDay}-${Date.now()}`,
        itemId: item.id,
        itemName: item.name,
        itemType: item.type,
        price: item.price,
        thumbnailUrl: item.thumbnail_url,
        unitId: 0,
        from: deliveryDay,
        until: deliveryDay,
        deliveryTime: window,
        quantity,
        byItem: true,
      });
      close();
      return;
    }
    if (!range || unitId === null) return;
    const several = item.type === 'rentable' && quantity > 1;
    onSave({
      key: `${item.id}-${unitId}-${range.from}-${Date.now()}`,
      itemId: item.id,
      itemName: item.name,
      itemType: item.type,
      price: item.price,
      thumbnailUrl: item.thumbnail_url,
      unitId,
      from: range.from,
      until: range.until,
      deliveryTime: window,
      ...(item.type === 'rentable' ? { pickupTime: pickupWindow } : {}),
      quantity: item.type === 'rentable' && !several ? 1 : quantity,
      ...(several ? { byItem: true, unitIds: freeUnits.slice(0, quantity) } : {}),
    });
    close();
  };

  return (
    <Modal
      title="Artikel toevoegen"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      size="lg"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <div className="flex gap-2">
            {step > 0 && (
              <Button variant="secondary" onPress={() => setStep(step - 1)}>
                Previous
              </Button>
            )}
            {step < 2 ? (
              <Button isDisabled={!canNext} onPress={() => setStep(step + 1)}>
                Next
              </Button>
            ) : (
              <Button isDisabled={!canNext} onPress={save}>
                Opslaan
              </Button>
            )}
          </div>
        </div>
      }
    >
      <ol className="mb-4 flex gap-2 text-xs" aria-label="Stappen">
        {STEP_TITLES.map((title, i) => (
          <li
            key={title}
            aria-current={i === step ? 'step' : undefined}
            className={cn(
              'flex-1 rounded-full px-2 py-1 text-center font-medium',
              i === step
                ? 'bg-brand-600 text-white'
                : i < step
                  ? 'bg-brand-100 text-brand-800'
                  : 'bg-gray-100 text-gray-600',
            )}
          >
            <span className="sr-only">Stap {i + 1} van 3: </span>
            <span aria-hidden>{i + 1}. </span>
            <span className="hidden sm:inline">{title}</span>
          </li>
        ))}
      </ol>
      <h3 className="mb-3 text-base font-semibold text-gray-900">
        Stap {step + 1} van 3: {step === 1 && sellable ? 'Kies de leverdag en het aantal' : STEP_TITLES[step]}
      </h3>

      {step === 0 && (
        <div className="flex flex-col gap-3">
          <TextField
            label="Zoek een product"
            type="search"
            value={search}
            onChange={setSearch}
            placeholder="Zoek naar artikelen"
          />
          {items.isPending ? (
            <LoadingState label="Producten laden…" />
          ) : items.isError ? (
            <MessageBar tone="danger">{items.error.message}</MessageBar>
          ) : (
            <ListBox
              aria-label="Producten op voorraad"
              selectionMode="single"
              items={items.data}
              selectedKeys={item ? [item.id] : []}
              disabledKeys={items.data
                .filter((i) => i.status !== 'active' || i.price === null)
                .map((i) => i.id)}
              onSelectionChange={(keys) => {
                const [key] = [...(keys as Set<number>)];
                const picked = items.data.find((i) => i.id === key) ?? null;
                if (picked?.id !== item?.id) {
                  setRange(null);
                  setQuantityText('1');
                }
                setItem(picked);
              }}
              renderEmptyState={() => (
                <p className="px-3 py-6 text-center text-sm text-gray-500">
                  Geen artikelen op voorraad gevonden
                </p>
              )}
              className="max-h-80 divide-y divide-gray-100 overflow-auto rounded-md border border-gray-200 outline-none"
            >
              {(row) => (
                <ListBoxItem
                  id={row.id}
                  textValue={row.name}
                  className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm outline-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focused:bg-brand-50 data-selected:bg-brand-100"
                >
                  {row.thumbnail_url ? (
                    <img src={row.thumbnail_url} alt="" className="size-10 shrink-0 rounded object-cover" />
                  ) : (
                    <span className="flex size-10 shrink-0 items-center justify-center rounded bg-gray-100 text-gray-400">
                      <ImageOff className="size-5" aria-hidden />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-gray-900">{row.name}</span>
                    <span className="block text-xs text-gray-600">
                      {itemTypeShort(row.type)} · {priceText(row)} · Op voorraad: {row.stock_count}
                    </span>
                  </span>
                  {row.status !== 'active' && <Badge tone="warning">{itemStatusLabel(row.status)}</Badge>}
                </ListBoxItem>
              )}
            </ListBox>
          )}
        </div>
      )}

      {step === 1 && item && sellable && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-gray-600">
            {item.name} · {priceText(item)}. Verkochte artikelen worden op de leverdag gebracht en niet
            opgehaald.
          </p>
          <DatePickerField
            label="Leverdag"
            testId="delivery-day-input"
            value={deliveryDay}
            onChange={setDeliveryDay}
            minValue={start}
            errorMessage={
              deliveryDay !== null && isValidCalendarDate(deliveryDay) && deliveryDay < start
                ? 'Kies vandaag of een latere dag.'
                : undefined
            }
            className="max-w-64"
          />
          <TextField
            label="Aantal"
            inputMode="numeric"
            value={quantityText}
            onChange={setQuantityText}
            description={`${stockLeft} op voorraad.`}
            errorMessage={
              quantity < 1
                ? 'Geef een heel aantal van 1 of meer op.'
                : tooManySold
                  ? stockLeft === 0
                    ? `${item.name} is uitverkocht.`
                    : `Er ${stockLeft === 1 ? 'is' : 'zijn'} nog maar ${stockLeft} op voorraad.`
                  : undefined
            }
            className="max-w-48"
          />
        </div>
      )}

      {step === 1 && item && !sellable && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-gray-600">
            {item.name} · {priceText(item)}. Doorgestreepte dagen zijn niet beschikbaar.
          </p>
          {availability.isPending ? (
            <LoadingState label="Beschikbaarheid laden…" />
          ) : availability.isError || !free ? (
            <MessageBar tone="danger">
              {availability.error?.message ?? 'De beschikbaarheid kon niet worden geladen.'}
            </MessageBar>
          ) : (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <AvailabilityCalendar availability={free} value={range} onChange={setRange} maxDay={maxDay} />
              <div className="flex min-w-0 flex-1 flex-col gap-3 text-sm">
                <p aria-live="polite" data-testid="chosen-range">
                  {range ? (
                    <>
                      <span className="font-medium text-gray-900">
                        {reservationPeriodText(range.from, range.until)}
                      </span>
                      {item.type === 'rentable' && (
                        <span className="text-gray-600">
                          {' '}
                          ({reservationDayCount(range.from, range.until)}{' '}
                          {reservationDayCount(range.from, range.until) === 1 ? 'dag' : 'dagen'})
                        </span>
                      )}
                    </>
                  ) : (
                    <span className="text-gray-600">Kies de eerste en de laatste dag.</span>
                  )}
                </p>
                {range && unitId === null && (
                  <MessageBar tone="warning">
                    Er is geen exemplaar vrij op al deze dagen. Kies een andere periode.
                  </MessageBar>
                )}
                {inspectionDue.data && (
                  <InspectionDueNotice
                    rows={inspectionDue.data.results}
                    range={range}
                    chosenUnitIds={
                      unitId === null
                        ? []
                        : manyUnits && quantity > 1
                          ? freeUnits.slice(0, quantity)
                          : [unitId]
                    }
                  />
                )}
                {manyUnits && (
                  <TextField
                    label="Aantal"
                    inputMode="numeric"
                    value={quantityText}
                    onChange={setQuantityText}
                    description={
                      manyUnits && range && freeUnits.length > 0
                        ? `${freeUnits.length} ${freeUnits.length === 1 ? 'exemplaar' : 'exemplaren'} vrij in deze periode.`
                        : undefined
                    }
                    errorMessage={
                      quantity < 1
                        ? 'Geef een heel aantal van 1 of meer op.'
                        : tooMany
                          ? `Er ${freeUnits.length === 1 ? 'is' : 'zijn'} in deze periode nog maar ${freeUnits.length} vrij.`
                          : undefined
                    }
                    className="max-w-48"
                  />
                )}
              </div>
            </div>
          )}
        </div>
      )}

      {step === 2 && (
        <div className="flex flex-col gap-4">
          <RadioGroup value={window} onChange={setWindow} className="flex flex-col gap-2">
            <Label className="text-sm font-medium text-gray-800">Levertijd</Label>
            <div className="grid gap-2 sm:grid-cols-2">
              {DELIVERY_TIME_WINDOWS.map((w) => (
                <Radio
                  key={w}
                  value={w}
                  className={({ isSelected, isFocusVisible }) =>
                    cn(
                      'flex cursor-pointer items-center justify-center rounded-md border px-4 py-3 text-sm font-medium tabular-nums',
                      isSelected
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : 'border-gray-300 text-gray-700',
                      isFocusVisible && 'ring-2 ring-brand-500 ring-offset-1',
                    )
                  }
                >
                  {w} uur
                </Radio>
              ))}
            </div>
          </RadioGroup>
          {item?.type === 'rentable' && (
            <Select
              label="Ophaaltijd"
              description="Op de laatste huurdag, in uren."
              options={PICKUP_OPTIONS}
              value={pickupWindow}
              onChange={(value) => value && setPickupWindow(value)}
              className="sm:w-64"
            />
          )}
        </div>
      )}
    </Modal>
  );
}
