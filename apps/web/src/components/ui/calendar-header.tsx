import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, CalendarGridHeader, CalendarHeaderCell, Heading } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type CalendarHeaderSize = 'sm' | 'md';

type SizeClasses = { button: string; icon: string; heading: string; weekday: string };

// sm: inside a dialog or popover (the heading takes its surroundings' text colour); md: on a page.
// Below 640 px both buttons are 44 × 44 px, a thumb's target.
const SIZES: Record<CalendarHeaderSize, SizeClasses> = {
  sm: { button: 'sm:size-8', icon: 'size-4', heading: 'text-sm', weekday: 'pb-1' },
  md: { button: 'sm:size-7', icon: 'size-5', heading: 'text-base text-gray-900', weekday: '' },
};

const NAV_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded outline-none hover:bg-gray-100 data-disabled:opacity-30 data-focus-visible:ring-2 data-focus-visible:ring-brand-500';

/**
 * The row above a React Aria Calendar or RangeCalendar grid: "Vorige maand", the month and year
 * in the calendar's locale, "Volgende maand". Place it inside the calendar, before its grid.
 */
export function CalendarMonthHeader({ size = 'sm' }: { size?: CalendarHeaderSize }) {
  const classes = SIZES[size];
  return (
    <header className="mb-2 flex items-center justify-between gap-2">
      <Button slot="previous" aria-label="Vorige maand" className={cn(NAV_BUTTON, classes.button)}>
        <ChevronLeft className={classes.icon} aria-hidden />
      </Button>
      <Heading className={cn('font-semibold capitalize', classes.heading)} />
      <Button slot="next" aria-label="Volgende maand" className={cn(NAV_BUTTON, classes.button)}>
        <ChevronRight className={classes.icon} aria-hidden />
      </Button>
    </header>
  );
}

/** The weekday initials above a calendar grid's days (ma, di, … in nl-NL). Place it in CalendarGrid. */
export function CalendarWeekdayRow({ size = 'sm' }: { size?: CalendarHeaderSize }) {
  return (
    <CalendarGridHeader>
      {(day) => (
        <CalendarHeaderCell className={cn('text-xs font-medium text-gray-500', SIZES[size].weekday)}>
          {day}
        </CalendarHeaderCell>
      )}
    </CalendarGridHeader>
  );
}
