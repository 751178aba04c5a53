import { formatDisplayDate, isValidCalendarDate } from '@app/domain';
import { useState } from 'react';
import { DatePickerField, INVALID_DATE_MESSAGE } from '../../../components/ui/date-picker-field';
import { Select } from '../../../components/ui/select';
import { PERIOD_OPTIONS, type PeriodChoice, type ReportPeriod } from '../report-period';

/**
 * Deze maand, vorige maand, dit kwartaal, dit jaar or an own range: the days shown below the
 * choice. An own range applies as soon as both days are real days.
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
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <Select
        label="Periode"
        options={PERIOD_OPTIONS}
        value={period.choice}
        onChange={(value) => value && choose(value)}
        className="w-full sm:w-56"
      />
      {period.choice === 'custom' ? (
        <OwnRange key={`${period.from}|${period.until}`} period={period} setRange={setRange} />
      ) : (
        <p className="text-sm text-gray-700 sm:self-end sm:pb-2" data-testid="period-days">
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
