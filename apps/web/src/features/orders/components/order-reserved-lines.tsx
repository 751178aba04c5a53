import type { OrderReservation } from '@app/contracts';
import {
  groupOrderLines,
  orderLineKeyOf,
  orderLineQuantity,
  orderLineTitle,
  pickupWindowOf,
  reservationPeriodText,
} from '@app/domain';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { LineThumbnail } from './order-line-item';

/** The order's reservations as lines: "5 × Statafel met hoes" once, its units' serial numbers with it. */
export type ReservedLine = { id: number; first: OrderReservation; parts: OrderReservation[] };

export const reservedLinesOf = (reservations: readonly OrderReservation[]): ReservedLine[] =>
  groupOrderLines(
    reservations,
    (r) =>
      `${r.status}|${orderLineKeyOf({
        itemId: r.unit.item.id,
        itemType: r.unit.item.type,
        from: r.reserved_from,
        until: r.reserved_until,
        deliveryTime: r.delivery_time,
        pickupTime: r.pickup_time,
      })}`,
  ).map((parts) => {
    const first = parts[0] as OrderReservation;
    return { id: first.id, first, parts };
  });

function ReservedLineRow({ line }: { line: ReservedLine }) {
  const { first, parts } = line;
  const item = first.unit.item;
  // Serial numbers are for staff (here), never in the customer's mail or invoice.
  const serials = parts.map((p) => p.unit.serial_number).filter((s): s is string => Boolean(s));
  return (
    <ListBoxItem
      id={line.id}
      textValue={item.name}
      className={({ isSelected, isFocusVisible }) =>
        cn(
          'flex cursor-pointer items-center gap-3 px-4 py-3 text-sm outline-none',
          isSelected ? 'bg-brand-50' : 'hover:bg-gray-50',
          isFocusVisible && 'ring-2 ring-brand-500 ring-inset',
        )
      }
    >
      {({ isSelected }) => (
        <>
          <LineThumbnail url={item.thumbnail_url} />
          <span className="min-w-0 flex-1">
            <span
              className={cn('block font-medium break-words text-gray-900', isSelected && 'text-brand-800')}
            >
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
      )}
    </ListBoxItem>
  );
}

/** "Gereserveerde producten": one row per line; choosing one shows its progress above. */
export function OrderReservedLines({
  lines,
  selectedId,
  onSelect,
}: {
  lines: readonly ReservedLine[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <Card title="Gereserveerde producten" flush>
      <ListBox
        aria-label="Gereserveerde producten"
        selectionMode="single"
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelectionChange={(keys) => {
          const [key] = [...(keys as Set<number>)];
          onSelect(key ?? null);
        }}
        items={lines}
        className="divide-y divide-gray-100 outline-none"
      >
        {(line) => <ReservedLineRow line={line} />}
      </ListBox>
    </Card>
  );
}
