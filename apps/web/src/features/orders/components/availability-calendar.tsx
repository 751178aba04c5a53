import type { ItemAvailability } from '@app/contracts';
import { APP_TIME_ZONE, isDayUnavailable, unitsFreeForRange } from '@app/domain';
import { type CalendarDate, parseDate, today } from '@internationalized/date';
import { useContext, useEffect } from 'react';
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  I18nProvider,
  RangeCalendar,
  RangeCalendarStateContext,
} from 'react-aria-components';
import { CalendarMonthHeader, CalendarWeekdayRow } from '../../../components/ui/calendar-header';
import { cn } from '../../../lib/cn';
import { blockedRunsOf } from '../blocked-days';
import { CalendarLegend } from './calendar-legend';

export type DayRange = { from: string; until: string };

/**
 * The order wizard's date range (spec §5 "Order calendar"): an nl-NL calendar starting on Monday.
 * Days without a free unit are disabled and greyed out. Once a first day is chosen, days that one
 * unit cannot cover together with it (a taken day in between, or no unit free on all of them) turn
 * unavailable too, so a range spanning an unavailable day cannot be made. Clicks: the first sets
 * the start, the second the end (one before the start swaps them), a third starts anew: from then
 * until the end is chosen there is no range (null), so the text beside the calendar and the Next
 * button never show or take the previous range while the calendar shows the new first day.
 * Booked days are struck through in grey; days on which every unit is out of service (`blockedDays`)
 * are amber with the reason on hover, and the legend under the calendar names each such period and
 * why. With a `value` the calendar opens on its month (changing a line's days in place).
 */
export function AvailabilityCalendar({
  availability,
  value,
  onChange,
  maxDay,
  blockedDays = new Map(),
}: {
  availability: ItemAvailability;
  value: DayRange | null;
  onChange: (range: DayRange | null) => void;
  /** Last day the availability covers. */
  maxDay: string;
  /** Days every unit is out of service, with why. */
  blockedDays?: ReadonlyMap<string, string>;
}) {
  const first = today(APP_TIME_ZONE);
  const isUnavailable = (date: CalendarDate, anchor: CalendarDate | null) => {
    const day = date.toString();
    if (isDayUnavailable(availability, day)) return true;
    if (!anchor) return false;
    const start = anchor.toString();
    const [from, until] = start <= day ? [start, day] : [day, start];
    return unitsFreeForRange(availability, from, until).length === 0;
  };

  return (
    <div className="flex w-full max-w-sm flex-col gap-2">
      <I18nProvider locale="nl-NL">
        <RangeCalendar
          aria-label="Periode"
          firstDayOfWeek="mon"
          minValue={first}
          maxValue={parseDate(maxDay)}
          value={value ? { start: parseDate(value.from), end: parseDate(value.until) } : null}
          onChange={(range) => onChange({ from: range.start.toString(), until: range.end.toString() })}
          isDateUnavailable={(date, anchor) => isUnavailable(date as CalendarDate, anchor)}
          className="w-full"
        >
          <ClearOnNewStart hasValue={value !== null} onClear={() => onChange(null)} />
          <CalendarMonthHeader />
          <CalendarGrid className="w-full border-separate border-spacing-y-1 text-sm">
            <CalendarWeekdayRow />
            <CalendarGridBody>
              {(date) => {
                const blocked = blockedDays.get(date.toString());
                return (
                  <CalendarCell
                    date={date}
                    className={({
                      isSelected,
                      isSelectionStart,
                      isSelectionEnd,
                      isUnavailable,
                      isDisabled,
                      isOutsideMonth,
                    }) =>
                      cn(
                        'flex h-11 w-full items-center sm:h-9 justify-center text-sm outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset',
                        isOutsideMonth && 'invisible',
                        !isSelected &&
                          !isUnavailable &&
                          !isDisabled &&
                          'cursor-pointer rounded-md hover:bg-brand-50',
                        isSelected && 'bg-brand-100 text-brand-900',
                        (isSelectionStart || isSelectionEnd) &&
                          'rounded-md bg-brand-600 font-semibold text-white',
                        isSelectionStart && !isSelectionEnd && 'rounded-r-none',
                        isSelectionEnd && !isSelectionStart && 'rounded-l-none',
                        (isUnavailable || isDisabled) &&
                          !blocked &&
                          'cursor-not-allowed rounded-md bg-gray-100 text-gray-400 line-through decoration-gray-400',
                        blocked &&
                          'cursor-not-allowed rounded-md border border-dashed border-amber-500 bg-amber-50 text-amber-900',
                      )
                    }
                  >
                    {({ formattedDate }) =>
                      blocked ? (
                        <span title={`Buiten gebruik: ${blocked}`} data-blocked="true">
                          {formattedDate}
                        </span>
                      ) : (
                        formattedDate
                      )
                    }
                  </CalendarCell>
                );
              }}
            </CalendarGridBody>
          </CalendarGrid>
        </RangeCalendar>
      </I18nProvider>
      <CalendarLegend runs={blockedRunsOf(blockedDays, maxDay)} />
    </div>
  );
}

/** A click that starts a new range (the third click) drops the previous range. */
function ClearOnNewStart({ hasValue, onClear }: { hasValue: boolean; onClear: () => void }) {
  const state = useContext(RangeCalendarStateContext);
  const anchor = state?.anchorDate ?? null;
  useEffect(() => {
    if (anchor && hasValue) onClear();
  }, [anchor, hasValue, onClear]);
  return null;
}
