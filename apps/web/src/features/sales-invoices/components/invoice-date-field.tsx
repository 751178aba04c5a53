import { type CalendarDate, parseDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
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
  Label,
  Popover,
} from 'react-aria-components';
import { inputClassName } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

const PLACEHOLDER: Partial<Record<string, string>> = { day: 'DD', month: 'MM', year: 'YYYY' };

const toValue = (iso: string | null) => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

/**
 * A Dutch date picker (nl-NL, week from Monday) showing DD-MM-YYYY: leading zeros forced, and empty
 * segments read DD-MM-YYYY as the spec asks, instead of React Aria's dd-mm-jjjj.
 */
export function InvoiceDateField({
  label,
  value,
  onChange,
  isDisabled,
  errorMessage,
  testId = 'invoice-date-input',
}: {
  label: string;
  /** data-testid of the date input; each date field on a page needs its own. */
  testId?: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  isDisabled?: boolean;
  errorMessage?: string | undefined;
}) {
  return (
    <I18nProvider locale="nl-NL">
      <DatePicker
        value={toValue(value)}
        onChange={(next: CalendarDate | null) => onChange(next ? next.toString() : null)}
        isDisabled={isDisabled ?? false}
        isInvalid={Boolean(errorMessage)}
        // nl-NL writes 5-3-2026 by default; invoice dates are DD-MM-YYYY (spec §9).
        shouldForceLeadingZeros
        className="flex flex-col gap-1.5"
      >
        <Label className="text-sm font-medium text-gray-700">{label}</Label>
        <Group className={cn(inputClassName, 'flex items-center gap-2')}>
          <DateInput className="flex flex-1" data-testid={testId}>
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-focused:bg-brand-600 data-focused:text-white data-placeholder:text-gray-500"
              >
                {segment.isPlaceholder ? (PLACEHOLDER[segment.type] ?? segment.text) : segment.text}
              </DateSegment>
            )}
          </DateInput>
          <Button
            aria-label="Kalender openen"
            className="rounded p-1 text-gray-500 outline-none hover:bg-gray-100 data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
          >
            <CalendarDays className="size-4" aria-hidden />
          </Button>
        </Group>
        {errorMessage ? <FieldError className="text-sm text-red-700">{errorMessage}</FieldError> : null}
        <Popover className="rounded-lg border border-gray-200 bg-white p-3 shadow-lg">
          <Dialog className="outline-none">
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
                    className="flex size-8 items-center justify-center rounded outline-none data-outside-month:text-gray-300 data-selected:bg-brand-600 data-selected:text-white data-focus-visible:ring-2 data-focus-visible:ring-brand-500 hover:bg-gray-100"
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
