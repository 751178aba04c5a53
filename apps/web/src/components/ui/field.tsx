import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { cn } from '../../lib/cn';

/** Shared pieces of every form field; use the concrete fields (TextField, Select, …) in pages. */
export const inputClassName =
  'min-h-11 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm outline-none ' +
  'placeholder:text-gray-400 data-focused:border-brand-500 data-focused:ring-2 data-focused:ring-brand-500/30 ' +
  'data-disabled:bg-gray-100 data-disabled:text-gray-500 data-invalid:border-red-500 data-invalid:data-focused:ring-red-500/30 sm:min-h-0';

/**
 * An icon button inside a field (date picker's calendar, a password's reveal): 44 × 44 px on a phone
 * so a thumb hits it, 28 px from 640 px on.
 */
export const fieldIconButtonClassName =
  'inline-flex size-11 items-center justify-center rounded p-1.5 text-gray-500 outline-none sm:size-auto ' +
  'data-focus-visible:ring-2 data-focus-visible:ring-brand-500';

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="text-sm font-medium text-gray-800">
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="text-xs text-gray-500">
      {children}
    </Text>
  );
}

/** Shown when the field is invalid (pass `isInvalid` + `errorMessage` to the field). */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className="text-sm text-red-700">{children}</FieldError>;
}

export const fieldClassName = (extra?: string) => cn('flex flex-col gap-1.5', extra);
