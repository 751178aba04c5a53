import { useEffect, useRef } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import {
  RESERVED_LIST_CLASS,
  type ReservedLine,
  ReservedRowContent,
  reservedRowClassName,
} from './order-reserved-row';

export type ReservedListBoxProps = {
  lines: readonly ReservedLine[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
};

/**
 * The reserved lines as React Aria's selectable ListBox (arrows, Home/End, type-ahead). It mounts
 * when the plain list it replaces had the focus: the focus goes to the chosen row (else the first),
 * where a Tab into React Aria's list puts it, unless it has gone elsewhere meanwhile. (React Aria's
 * own `autoFocus` runs before its rows exist and leaves the focus on the list itself, where Space
 * does nothing.)
 */
export function ReservedListBox({ lines, selectedId, onSelect }: ReservedListBoxProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const focusRow = () => {
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      const rows = list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [];
      const row = [...rows].find((r) => r.getAttribute('aria-selected') === 'true') ?? rows[0];
      if (row) row.focus();
      else frame = requestAnimationFrame(focusRow);
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ListBox
      ref={list}
      aria-label="Gereserveerde producten"
      selectionMode="single"
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys) => {
        const [key] = [...(keys as Set<number>)];
        onSelect(key ?? null);
      }}
      items={lines}
      className={RESERVED_LIST_CLASS}
    >
      {(line) => (
        <ListBoxItem id={line.id} textValue={line.first.unit.item.name} className={reservedRowClassName}>
          {({ isSelected }) => <ReservedRowContent line={line} isSelected={isSelected} />}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
