import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { fieldClassName } from './field';

export const selectTriggerClassName = cn(
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-md sm:min-h-0 border border-gray-300 bg-white px-3 py-2 text-left text-sm shadow-sm outline-none',
  'data-focus-visible:border-brand-500 data-focus-visible:ring-2 data-focus-visible:ring-brand-500/30 data-disabled:bg-gray-100',
);

/** The chosen labels of a multiple choice in the options' order, whatever order they were ticked in. */
export const chosenLabels = <K extends string>(
  options: ReadonlyArray<{ id: K; label: string }>,
  value: readonly K[],
) =>
  options
    .filter((option) => value.includes(option.id))
    .map((option) => option.label)
    .join(', ');

/** How a closed trigger was pressed: the dropdown that takes over opens as asked. */
export type SelectActivation = { open: boolean };

export type ClosedSelectTriggerProps = {
  label: ReactNode;
  /** The label names the field but is not shown. */
  hideLabel?: boolean;
  /** What the button shows: the chosen option(s), or the placeholder. */
  value: ReactNode;
  isPlaceholder: boolean;
  description?: ReactNode;
  errorMessage?: string | undefined;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  onFocus?: ButtonProps['onFocus'];
  onBlur?: ButtonProps['onBlur'];
  className?: string;
  /** Starts loading the dropdown (pointer on the field, focus). */
  onIntent: () => void;
  /** The dropdown is wanted now (press, Enter, Space, arrow keys); undefined while it loads. */
  onActivate: ((activation: SelectActivation) => void) | undefined;
};

/**
 * A dropdown's closed state as a plain button (the same label, look, name and description as
 * React Aria's Select trigger), so a page shows its dropdowns before their popover, list and
 * collection code has loaded (select.tsx, multi-select.tsx).
 */
export function ClosedSelectTrigger({
  label,
  hideLabel = false,
  value,
  isPlaceholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  onFocus,
  onBlur,
  className,
  onIntent,
  onActivate,
}: ClosedSelectTriggerProps) {
  const id = useId();
  const ids = {
    label: `${id}-label`,
    value: `${id}-value`,
    description: `${id}-description`,
    error: `${id}-error`,
  };
  const invalid = isInvalid ?? Boolean(errorMessage);
  const activate = () => {
    onIntent();
    onActivate?.({ open: true });
  };
  return (
    <div className={fieldClassName(className)} data-invalid={invalid || undefined}>
      <span id={ids.label} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-800'}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </span>
      <Button
        className={selectTriggerClassName}
        isDisabled={isDisabled}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${ids.value} ${ids.label}`}
        aria-describedby={
          [description ? ids.description : null, invalid && errorMessage ? ids.error : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onHoverStart={onIntent}
        onFocus={(event) => {
          onIntent();
          onFocus?.(event);
        }}
        onBlur={onBlur}
        onPress={activate}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            activate();
          } else {
            event.continuePropagation();
          }
        }}
      >
        <span
          id={ids.value}
          className="flex min-w-0 items-center gap-2 truncate data-placeholder:text-gray-500"
          data-placeholder={isPlaceholder || undefined}
        >
          {value}
        </span>
        <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden />
      </Button>
      {description && (
        <span id={ids.description} className="text-xs text-gray-500">
          {description}
        </span>
      )}
      {invalid && errorMessage && (
        <span id={ids.error} className="text-sm text-red-700">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
