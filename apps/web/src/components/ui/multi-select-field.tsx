import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, fieldClassName } from './field';
import { chosenLabels, selectTriggerClassName } from './select-trigger';

export type MultiSelectOption<K extends string = string> = { id: K; label: string };

export type MultiSelectProps<K extends string = string> = {
  label: ReactNode;
  options: ReadonlyArray<MultiSelectOption<K>>;
  value: readonly K[];
  onChange: (value: K[]) => void;
  description?: ReactNode;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  /** Hide the label visually (it still names the field). */
  hideLabel?: boolean;
  className?: string;
  /** Open and focused on mount: the closed trigger was pressed (multi-select.tsx). */
  defaultOpen?: boolean;
  autoFocus?: boolean;
};

/**
 * A dropdown where several options can be ticked (React Aria Select, selectionMode multiple); the
 * button lists the chosen labels in the order of `options`. Pages use `MultiSelect`
 * (multi-select.tsx), which shows a closed trigger and loads this on first intent.
 */
export function MultiSelectField<K extends string = string>({
  label,
  options,
  value,
  onChange,
  description,
  placeholder = 'Niets gekozen',
  hideLabel = false,
  className,
  defaultOpen,
  autoFocus,
}: MultiSelectProps<K>) {
  return (
    <AriaSelect<MultiSelectOption<K>, 'multiple'>
      selectionMode="multiple"
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
      value={value}
      onChange={(keys) => onChange(options.filter((o) => keys.includes(o.id)).map((o) => o.id))}
      placeholder={placeholder}
      className={fieldClassName(className)}
    >
      <Label className={hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-800'}>{label}</Label>
      <Button className={selectTriggerClassName}>
        <SelectValue<MultiSelectOption<K>> className="min-w-0 truncate data-placeholder:text-gray-500">
          {({ defaultChildren }) =>
            // In the options' order, whatever order they were ticked in.
            value.length > 0 ? chosenLabels(options, value) : defaultChildren
          }
        </SelectValue>
        <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <Popover className="max-h-72 w-(--trigger-width) min-w-48 overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg outline-none">
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex cursor-default items-center gap-2 px-3 py-2 text-sm text-gray-800 outline-none data-focused:bg-brand-50"
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-4 items-center justify-center rounded border',
                      isSelected ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-400 bg-white',
                    )}
                  >
                    {isSelected && <Check className="size-3" />}
                  </span>
                  <span className="flex-1 truncate">{option.label}</span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
