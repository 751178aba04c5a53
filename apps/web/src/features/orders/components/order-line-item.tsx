import { deliveryWindowText, formatDisplayDate, orderLineTitle, reservationPeriodText } from '@app/domain';
import { CalendarRange, ImageOff, Trash2 } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import type { OrderDraftLine } from '../order-lines';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded text-gray-500 outline-none hover:bg-gray-100 data-focus-visible:ring-2 data-focus-visible:ring-brand-500 sm:size-9';

/** A product's picture, or a grey box when it has none. */
export function LineThumbnail({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" className="size-12 shrink-0 rounded object-cover" />
  ) : (
    <span className="flex size-12 shrink-0 items-center justify-center rounded bg-gray-100 text-gray-400">
      <ImageOff className="size-5" aria-hidden />
    </span>
  );
}

/**
 * One line of the order form: "5 × Statafel met hoes", its days and windows, and buttons to change
 * its days in place or remove it.
 */
export function OrderLineItem({
  line,
  error,
  onChangeDates,
  onChangeDatesIntent,
  onRemove,
}: {
  line: OrderDraftLine;
  error: string | undefined;
  onChangeDates: () => void;
  onChangeDatesIntent: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-start gap-3 px-4 py-3 text-sm">
      <LineThumbnail url={line.thumbnailUrl} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-gray-900">
          {orderLineTitle(line.itemName, line.quantity)}
        </p>
        <p className="text-gray-600">
          {line.itemType !== 'sellable'
            ? reservationPeriodText(line.from, line.until)
            : `Levering ${formatDisplayDate(line.from)}`}
        </p>
        <p className="text-gray-600">Levering {deliveryWindowText(line.deliveryTime)}</p>
        {line.pickupTime && <p className="text-gray-600">Ophalen {deliveryWindowText(line.pickupTime)}</p>}
        {error && <p className="mt-1 text-red-700">{error}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        <AriaButton
          aria-label={`${line.itemName}: ${line.itemType !== 'sellable' ? 'data' : 'leverdag'} wijzigen`}
          onPress={onChangeDates}
          onHoverStart={onChangeDatesIntent}
          onFocus={onChangeDatesIntent}
          className={`${iconButton} hover:text-brand-700`}
        >
          <CalendarRange className="size-4" aria-hidden />
        </AriaButton>
        <AriaButton
          aria-label={`${line.itemName} verwijderen`}
          onPress={onRemove}
          className={`${iconButton} hover:text-red-700`}
        >
          <Trash2 className="size-4" aria-hidden />
        </AriaButton>
      </div>
    </li>
  );
}
