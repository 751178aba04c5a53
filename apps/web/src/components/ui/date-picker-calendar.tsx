import { type CalendarDate, parseDate } from '@internationalized/date';
import type { RefObject } from 'react';
import { Calendar, CalendarCell, CalendarGrid, Dialog } from 'react-aria-components';
import { AnchoredPopover } from './anchored-popover';
import { CalendarMonthHeader } from './calendar-header';

const toValue = (iso: string | null | undefined) => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

/**
 * The popover of `DatePickerField` with its month calendar, in its own module so that React Aria's
 * calendar (about 30 KiB gzipped) and popover load when someone opens it, not with every page that
 * has a date field; it is mounted only while open.
 */
export function DatePickerPopover({
  triggerRef,
  onClose,
  ...calendar
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
} & Parameters<typeof DatePickerCalendar>[0]) {
  return (
    <AnchoredPopover triggerRef={triggerRef} onClose={onClose} className="rounded-lg p-3">
      <Dialog className="outline-none" aria-label="Kalender">
        <DatePickerCalendar {...calendar} />
      </Dialog>
    </AnchoredPopover>
  );
}

/** The month calendar: a day picked is answered as 'yyyy-MM-dd'. */
export function DatePickerCalendar({
  value,
  minValue,
  onSelect,
}: {
  /** 'yyyy-MM-dd' or null. */
  value: string | null;
  minValue?: string | undefined;
  onSelect: (iso: string) => void;
}) {
  const min = toValue(minValue);
  return (
    <Calendar
      aria-label="Kalender"
      autoFocus
      value={toValue(value)}
      {...(min ? { minValue: min } : {})}
      onChange={(next: CalendarDate) => onSelect(next.toString())}
    >
      <CalendarMonthHeader />
      <CalendarGrid className="text-sm">
        {(date) => (
          <CalendarCell
            date={date}
            className="flex size-11 items-center sm:size-9 justify-center rounded outline-none data-outside-month:text-gray-300 data-disabled:cursor-not-allowed data-disabled:text-gray-300 data-selected:bg-brand-600 data-selected:text-white data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-hovered:bg-gray-100 data-selected:data-hovered:bg-brand-700"
          />
        )}
      </CalendarGrid>
    </Calendar>
  );
}
