import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'children'> & {
  children?: ReactNode;
  className?: string;
  /** Accepted for symmetry with the other fields; a checkbox shows no inline error. */
  isInvalid?: boolean;
};

/** A labelled checkbox (React Aria). Controlled with `isSelected` + `onChange(boolean)`. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={cn(
        'group inline-flex min-h-11 cursor-default items-center gap-2 text-sm sm:min-h-0 text-gray-800 data-disabled:opacity-50',
        className,
      )}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            className={cn(
              'flex size-4 shrink-0 items-center justify-center rounded border transition-colors',
              'group-data-focus-visible:ring-2 group-data-focus-visible:ring-brand-500 group-data-focus-visible:ring-offset-1',
              isSelected || isIndeterminate
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-400 bg-white',
              'group-data-invalid:border-red-500',
            )}
          >
            {isIndeterminate ? (
              <Minus className="size-3" aria-hidden />
            ) : isSelected ? (
              <Check className="size-3" aria-hidden />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
