import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, type Selection, Text } from 'react-aria-components';
import { cn } from '../../../lib/cn';

export type PickOption = { id: number; label: string; description?: string; isDisabled?: boolean };

/**
 * A list to choose from in the add dialogs: options already added are disabled (with a note),
 * arrow keys and space select, a tick shows the choice.
 */
export function PickList({
  label,
  options,
  selectionMode,
  selected,
  onChange,
  emptyText,
}: {
  label: string;
  options: PickOption[];
  selectionMode: 'single' | 'multiple';
  selected: ReadonlySet<number>;
  onChange: (keys: Set<number>) => void;
  emptyText: ReactNode;
}) {
  return (
    <ListBox
      aria-label={label}
      items={options}
      selectionMode={selectionMode}
      selectedKeys={new Set([...selected].filter((id) => options.some((o) => o.id === id)))}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      onSelectionChange={(keys: Selection) => {
        const picked = keys === 'all' ? options.filter((o) => !o.isDisabled).map((o) => o.id) : [...keys];
        onChange(new Set(picked.map(Number)));
      }}
      renderEmptyState={() => <p className="px-3 py-6 text-center text-sm text-gray-500">{emptyText}</p>}
      className="max-h-80 divide-y divide-gray-100 overflow-auto rounded-md border border-gray-200 outline-none"
    >
      {(option) => (
        <ListBoxItem
          id={option.id}
          textValue={option.label}
          className={cn(
            'group flex cursor-pointer items-center gap-3 px-3 py-2 text-sm outline-none',
            'data-focus-visible:bg-brand-50 data-hovered:bg-gray-50 data-selected:bg-brand-50',
            'data-disabled:cursor-not-allowed data-disabled:bg-gray-50 data-disabled:text-gray-400',
          )}
        >
          <span
            aria-hidden
            className="flex size-4 shrink-0 items-center justify-center rounded border border-gray-400 bg-white group-data-disabled:border-gray-300 group-data-disabled:bg-gray-100 group-data-selected:border-brand-600 group-data-selected:bg-brand-600 group-data-selected:text-white"
          >
            <Check className="hidden size-3 group-data-selected:block" />
          </span>
          <span className="flex min-w-0 flex-col">
            <Text slot="label" className="truncate font-medium">
              {option.label}
            </Text>
            {option.description && (
              <Text slot="description" className="text-xs text-gray-500 group-data-disabled:text-gray-400">
                {option.description}
              </Text>
            )}
          </span>
        </ListBoxItem>
      )}
    </ListBox>
  );
}
