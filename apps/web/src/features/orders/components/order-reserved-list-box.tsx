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
  /** Take focus on mount: the keyboard was already in the plain list this replaces. */
  autoFocus: boolean;
};

/** The reserved lines as React Aria's selectable ListBox (arrows, Home/End, type-ahead). */
export function ReservedListBox({ lines, selectedId, onSelect, autoFocus }: ReservedListBoxProps) {
  return (
    <ListBox
      aria-label="Gereserveerde producten"
      selectionMode="single"
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys) => {
        const [key] = [...(keys as Set<number>)];
        onSelect(key ?? null);
      }}
      autoFocus={autoFocus}
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
