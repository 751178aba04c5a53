import type { OrderReservation } from '@app/contracts';
import { orderLineQuantity, orderLineTitle, pickupWindowOf, reservationPeriodText } from '@app/domain';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { LineThumbnail } from './order-line-item';

/** The order's reservations as lines: "5 × Statafel met hoes" once, its units' serial numbers with it. */
export type ReservedLine = { id: number; first: OrderReservation; parts: OrderReservation[] };

/** One row's look, shared by the plain list and React Aria's ListBox so the swap shifts nothing. */
export const reservedRowClassName = ({
  isSelected,
  isFocusVisible,
}: {
  isSelected: boolean;
  isFocusVisible: boolean;
}) =>
  cn(
    'flex cursor-pointer items-center gap-3 px-4 py-3 text-sm outline-none',
    isSelected ? 'bg-brand-50' : 'hover:bg-gray-50',
    isFocusVisible && 'ring-2 ring-brand-500 ring-inset',
  );

export const RESERVED_LIST_CLASS = 'divide-y divide-gray-100 outline-none';

/** What a row shows: thumbnail, "n × name" with serial numbers, period and times. */
export function ReservedRowContent({ line, isSelected }: { line: ReservedLine; isSelected: boolean }) {
  const { first, parts } = line;
  const item = first.unit.item;
  // Serial numbers are for staff (here), never in the customer's mail or invoice.
  const serials = parts.map((p) => p.unit.serial_number).filter((s): s is string => Boolean(s));
  return (
    <>
      <LineThumbnail url={item.thumbnail_url} />
      <span className="min-w-0 flex-1">
        <span className={cn('block font-medium break-words text-gray-900', isSelected && 'text-brand-800')}>
          {orderLineTitle(item.name, orderLineQuantity(parts))}
          {serials.length > 0 ? (
            <span className="font-normal text-gray-600"> ({serials.join(', ')})</span>
          ) : null}
        </span>
        <span className="block text-gray-600">
          {reservationPeriodText(first.reserved_from, first.reserved_until)}
          {first.delivery_time ? ` · ${first.delivery_time} uur` : ''}
          {item.type === 'rentable' ? ` · ophalen ${pickupWindowOf(first.pickup_time)} uur` : ''}
        </span>
      </span>
      {first.status === 'cancelled' && <Badge tone="neutral">Vrijgegeven</Badge>}
    </>
  );
}
