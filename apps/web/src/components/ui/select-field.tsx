import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName } from './field';
import { selectTriggerClassName } from './select-trigger';

export type SelectOption<K extends string = string> = {
  id: K;
  label: string;
  /** Shown before the label (e.g. a flag). */
  icon?: ReactNode;
  isDisabled?: boolean;
};

export type SelectProps<K extends string = string> = Omit<
  AriaSelectProps<SelectOption<K>>,
  'className' | 'children' | 'value' | 'onChange' | 'selectionMode'
> & {
  label: ReactNode;
  options: ReadonlyArray<SelectOption<K>>;
  value?: K | null;
  onChange?: (value: K | null) => void;
  description?: ReactNode;
  errorMessage?: string | undefined;
  placeholder?: string;
  className?: string;
};

/**
 * A single-choice dropdown (React Aria Select) over a list of `{id, label}` options. Pages use
 * `Select` (select.tsx), which shows a closed trigger and loads this on first intent.
 */
export function SelectField<K extends string = string>({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  placeholder = 'Maak een keuze',
  className,
  isInvalid,
  ...props
}: SelectProps<K>) {
  return (
    <AriaSelect<SelectOption<K>>
      {...props}
      value={value === undefined ? undefined : value}
      onChange={(key) => onChange?.((key as K | null) ?? null)}
      placeholder={placeholder}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={selectTriggerClassName}>
        <SelectValue<
          SelectOption<K>
        > className="flex min-w-0 items-center gap-2 truncate data-placeholder:text-gray-500">
          {({ selectedItems, defaultChildren }) => {
            const item = selectedItems[0];
            return item ? (
              <>
                {item.icon}
                <span className="truncate">{item.label}</span>
              </>
            ) : (
              defaultChildren
            );
          }}
        </SelectValue>
        <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg outline-none">
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className="flex cursor-default items-center gap-2 px-3 py-2 text-sm text-gray-800 outline-none data-disabled:text-gray-400 data-focused:bg-brand-50"
            >
              {({ isSelected }) => (
                <>
                  {option.icon}
                  <span className="flex-1 truncate">{option.label}</span>
                  {isSelected && <Check className="size-4 text-brand-600" aria-hidden />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
