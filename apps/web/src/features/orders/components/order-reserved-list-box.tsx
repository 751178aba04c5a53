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

/** The reserved lines as React Aria's selectable ListBox (arrows, Home/End, type-ahead). */
/** Takes the focus as it mounts: the plain list it replaces had it. */
export function ReservedListBox({ lines, selectedId, onSelect }: ReservedListBoxProps) {
  return (
    <ListBox
      aria-label="Gereserveerde producten"
      selectionMode="single"
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys) => {
        const [key] = [...(keys as Set<number>)];
        onSelect(key ?? null);
      }}
      autoFocus
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
