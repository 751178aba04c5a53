import { formatDisplayDate, isValidCalendarDate } from '@app/domain';
import { useState } from 'react';
import { DatePickerField, INVALID_DATE_MESSAGE } from '../../../components/ui/date-picker-field';
import { cn } from '../../../lib/cn';
import { PERIOD_OPTIONS, type PeriodChoice, type ReportPeriod } from '../report-period';

/**
 * Deze maand, vorige maand, dit kwartaal, dit jaar or an own range, as a row of radio buttons (native
 * inputs: arrow keys move, and no listbox code in the page's first download); the days shown beside
 * the choice. An own range applies as soon as both days are real days.
 */
export function PeriodPicker({
  period,
  choose,
  setRange,
}: {
  period: ReportPeriod;
  choose: (choice: PeriodChoice) => void;
  setRange: (from: string, until: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-800">Periode</legend>
        <div className="flex flex-wrap gap-2">
          {PERIOD_OPTIONS.map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-md border px-3 text-sm font-medium sm:min-h-9',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                period.choice === option.id
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
              )}
            >
              <input
                type="radio"
                name="periode"
                value={option.id}
                checked={period.choice === option.id}
                onChange={() => choose(option.id)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {period.choice === 'custom' ? (
        <OwnRange key={`${period.from}|${period.until}`} period={period} setRange={setRange} />
      ) : (
        <p className="text-sm text-gray-700" data-testid="period-days">
          {formatDisplayDate(period.from)} t/m {formatDisplayDate(period.until)}
        </p>
      )}
    </div>
  );
}

function OwnRange({
  period,
  setRange,
}: {
  period: ReportPeriod;
  setRange: (from: string, until: string) => void;
}) {
  const [from, setFrom] = useState<string | null>(period.from);
  const [until, setUntil] = useState<string | null>(period.until);
  const change = (nextFrom: string | null, nextUntil: string | null) => {
    setFrom(nextFrom);
    setUntil(nextUntil);
    if (nextFrom && nextUntil && isValidCalendarDate(nextFrom) && isValidCalendarDate(nextUntil))
      setRange(nextFrom, nextUntil);
  };
  const invalid = (value: string | null) =>
    value && !isValidCalendarDate(value) ? INVALID_DATE_MESSAGE : undefined;
  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex sm:gap-3">
      <DatePickerField
        label="Van"
        value={from}
        onChange={(value) => change(value, until)}
        errorMessage={invalid(from)}
        testId="period-from"
        className="sm:w-44"
      />
      <DatePickerField
        label="Tot en met"
        value={until}
        onChange={(value) => change(from, value)}
        errorMessage={invalid(until) ?? period.problem ?? undefined}
        testId="period-until"
        className="sm:w-44"
      />
    </div>
  );
}
