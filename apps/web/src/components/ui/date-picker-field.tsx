import { type CalendarDate, parseDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldLabel, inputClassName } from './field';

const PLACEHOLDER: Partial<Record<string, string>> = { day: 'DD', month: 'MM', year: 'YYYY' };

const toValue = (iso: string | null | undefined) => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

export type DatePickerFieldProps = {
  label: ReactNode;
  /** 'yyyy-MM-dd' or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** First selectable day, 'yyyy-MM-dd'; earlier days are disabled in the calendar. */
  minValue?: string;
  description?: ReactNode;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  /** Shows a button that empties the field (for optional dates); its accessible name. */
  clearLabel?: string;
  onBlur?: () => void;
  className?: string;
};

/**
 * A Dutch date picker (nl-NL, week from Monday, DD-MM-YYYY with leading zeros): type the date or
 * pick it in the calendar. Days before `minValue` cannot be picked; a typed one marks the field
 * invalid (pass the message as `errorMessage`).
 */
export function DatePickerField({
  label,
  value,
  onChange,
  minValue,
  description,
  errorMessage,
  isDisabled = false,
  clearLabel,
  onBlur,
  className,
}: DatePickerFieldProps) {
  const min = toValue(minValue) ?? undefined;
  return (
    <I18nProvider locale="nl-NL">
      <DatePicker
        value={toValue(value)}
        onChange={(next: CalendarDate | null) => onChange(next ? next.toString() : null)}
        onBlur={onBlur}
        {...(min ? { minValue: min } : {})}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        shouldForceLeadingZeros
        className={cn('flex flex-col gap-1.5', className)}
      >
        <FieldLabel>{label}</FieldLabel>
        <Group className={cn(inputClassName, 'flex items-center gap-1 data-disabled:bg-gray-100')}>
          <DateInput className="flex flex-1">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-focused:bg-brand-600 data-focused:text-white data-placeholder:text-gray-500"
              >
                {segment.isPlaceholder ? (PLACEHOLDER[segment.type] ?? segment.text) : segment.text}
              </DateSegment>
            )}
          </DateInput>
          {clearLabel && value && !isDisabled && (
            <Button
              aria-label={clearLabel}
              onPress={() => onChange(null)}
              className="-my-1 rounded p-1 text-gray-500 outline-none hover:bg-gray-100 data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
            >
              <X className="size-4" aria-hidden />
            </Button>
          )}
          <Button
            aria-label="Kalender openen"
            className="-my-1 rounded p-1 text-gray-500 outline-none hover:bg-gray-100 data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
          >
            <CalendarDays className="size-4" aria-hidden />
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        {errorMessage ? <FieldError className="text-sm text-red-700">{errorMessage}</FieldError> : null}
        <Popover className="rounded-lg border border-gray-200 bg-white p-3 shadow-lg">
          <Dialog className="outline-none" aria-label="Kalender">
            <Calendar>
              <header className="mb-2 flex items-center justify-between gap-2">
                <Button slot="previous" aria-label="Vorige maand" className="rounded p-1 hover:bg-gray-100">
                  <ChevronLeft className="size-4" aria-hidden />
                </Button>
                <Heading className="text-sm font-semibold capitalize" />
                <Button slot="next" aria-label="Volgende maand" className="rounded p-1 hover:bg-gray-100">
                  <ChevronRight className="size-4" aria-hidden />
                </Button>
              </header>
              <CalendarGrid className="text-sm">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="flex size-9 items-center justify-center rounded outline-none data-outside-month:text-gray-300 data-disabled:cursor-not-allowed data-disabled:text-gray-300 data-selected:bg-brand-600 data-selected:text-white data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-hovered:bg-gray-100 data-selected:data-hovered:bg-brand-700"
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
