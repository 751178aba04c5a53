import { Check, Minus } from 'lucide-react';
import type { FocusEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CheckboxProps = {
  children?: ReactNode;
  className?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  isDisabled?: boolean;
  isIndeterminate?: boolean;
  /** Marks the box red; a checkbox shows no inline error (the form says what is wrong). */
  isInvalid?: boolean;
  name?: string;
  value?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/**
 * A labelled checkbox: a native one, visually hidden inside its label beside a drawn box (the
 * markup React Aria's Checkbox makes, without its press and focus code on every form's first
 * load; the browser gives the keyboard, the label click and the name). Controlled with
 * `isSelected` + `onChange(boolean)`.
 */
export function Checkbox({
  children,
  className,
  isSelected,
  defaultSelected,
  onChange,
  onBlur,
  isDisabled,
  isIndeterminate,
  isInvalid,
  name,
  value,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
}: CheckboxProps) {
  return (
    <label
      className={cn(
        'group inline-flex min-h-11 cursor-default items-center gap-2 text-sm sm:min-h-0 text-gray-800',
        isDisabled && 'opacity-50',
        className,
      )}
    >
      <input
        type="checkbox"
        className="peer sr-only"
        checked={isSelected}
        defaultChecked={defaultSelected}
        onChange={(event) => onChange?.(event.target.checked)}
        onBlur={onBlur}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        ref={(input) => {
          if (input) input.indeterminate = Boolean(isIndeterminate);
        }}
        name={name}
        value={value}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
      />
      <span
        aria-hidden
        className={cn(
          'flex size-4 shrink-0 items-center justify-center rounded border transition-colors',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-1',
          'border-gray-400 bg-white text-white peer-checked:border-brand-600 peer-checked:bg-brand-600',
          isIndeterminate && 'border-brand-600 bg-brand-600',
          isInvalid && 'border-red-500',
        )}
      >
        {isIndeterminate ? (
          <Minus className="size-3" />
        ) : (
          <Check className="invisible size-3 group-has-[:checked]:visible" />
        )}
      </span>
      {children}
    </label>
  );
}
