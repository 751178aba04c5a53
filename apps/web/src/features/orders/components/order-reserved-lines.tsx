import type { OrderReservation } from '@app/contracts';
import { groupOrderLines, orderLineKeyOf } from '@app/domain';
import { lazy, Suspense, startTransition, useState } from 'react';
import { Card } from '../../../components/ui/card';
import {
  RESERVED_LIST_CLASS,
  type ReservedLine,
  ReservedRowContent,
  reservedRowClassName,
} from './order-reserved-row';

export type { ReservedLine } from './order-reserved-row';

const loadListBox = () => import('./order-reserved-list-box');
const ReservedListBox = lazy(() => loadListBox().then((module) => ({ default: module.ReservedListBox })));

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

type ListProps = {
  lines: readonly ReservedLine[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
};

/**
 * "Gereserveerde producten": one row per line; choosing one shows its progress above.
 *
 * First drawn as a plain list with the same roles, rows and look; React Aria's selectable ListBox
 * (its collection and keyboard code, about 20 KiB gzipped) loads when the pointer reaches the list
 * or it gets focus, and takes over in a transition, so the plain list stays (focus included) until
 * the real one is there, which then puts the focus on the chosen row. A click before that still selects.
 */
export function OrderReservedLines({ lines, selectedId, onSelect }: ListProps) {
  // Taken over once the list has the focus (Tab, or a click on a row); the real list then takes it.
  const [active, setActive] = useState(false);
  const activate = () => {
    if (active) return;
    void loadListBox();
    startTransition(() => setActive(true));
  };
  const plain = (
    <PlainReservedList
      lines={lines}
      selectedId={selectedId}
      onSelect={onSelect}
      onIntent={() => void loadListBox()}
      onActivate={activate}
    />
  );
  return (
    <Card title="Gereserveerde producten" flush>
      <Suspense fallback={plain}>
        {active ? <ReservedListBox lines={lines} selectedId={selectedId} onSelect={onSelect} /> : plain}
      </Suspense>
    </Card>
  );
}

/** The list before React Aria's: a listbox of options, selectable by click (a click on the chosen one clears it). */
function PlainReservedList({
  lines,
  selectedId,
  onSelect,
  onIntent,
  onActivate,
}: ListProps & { onIntent: () => void; onActivate: () => void }) {
  return (
    <div
      role="listbox"
      aria-label="Gereserveerde producten"
      tabIndex={0}
      className={RESERVED_LIST_CLASS}
      onPointerEnter={onIntent}
      onFocus={onActivate}
    >
      {lines.map((line) => {
        const isSelected = line.id === selectedId;
        return (
          <div
            key={line.id}
            role="option"
            aria-selected={isSelected}
            className={reservedRowClassName({ isSelected, isFocusVisible: false })}
            tabIndex={-1}
            onClick={() => {
              onSelect(isSelected ? null : line.id);
              onActivate();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onSelect(isSelected ? null : line.id);
            }}
          >
            <ReservedRowContent line={line} isSelected={isSelected} />
          </div>
        );
      })}
    </div>
  );
}
