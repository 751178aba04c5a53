import { addCalendarDays, type CalendarDate } from './dates.ts';
import { DUTCH_MONTHS } from './dutch-date-text.ts';
import { addCalendarMonths } from './unit-safety.ts';

/** The longest period a report covers, in years (a longer one is refused). */
export const REPORT_MAX_YEARS = 3;

export const REPORT_PERIOD_PRESETS = ['this_month', 'last_month', 'this_quarter', 'this_year'] as const;
export type ReportPeriodPreset = (typeof REPORT_PERIOD_PRESETS)[number];

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriodPreset | 'custom', string>> = {
  this_month: 'Deze maand',
  last_month: 'Vorige maand',
  this_quarter: 'Dit kwartaal',
  this_year: 'Dit jaar',
  custom: 'Eigen periode',
};

/** 'yyyy-MM' → 'januari 2026'. */
export const reportMonthLabel = (month: string): string =>
  `${DUTCH_MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;

/** 'yyyy-MM' → 'jan. 2026' style short label for a chart axis ("mei" has no dot). */
export const reportMonthShortLabel = (month: string): string => {
  const name = DUTCH_MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7);
  const short = name.length <= 4 ? name : `${name.slice(0, 3)}.`;
  return `${short} ${month.slice(0, 4)}`;
};

/** The last day of the month of `day`. */
export const lastDayOfMonth = (day: CalendarDate): CalendarDate =>
  addCalendarDays(addCalendarMonths(`${day.slice(0, 7)}-01`, 1), -1);

/** The period of a preset around `today`: this month, last month, this quarter or this year. */
export const reportPeriodOf = (
  preset: ReportPeriodPreset,
  today: CalendarDate,
): { from: CalendarDate; until: CalendarDate } => {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'this_month':
      return { from: firstOfMonth, until: lastDayOfMonth(today) };
    case 'last_month': {
      const from = addCalendarMonths(firstOfMonth, -1);
      return { from, until: lastDayOfMonth(from) };
    }
    case 'this_quarter': {
      const month = Number(today.slice(5, 7));
      const from = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
      return { from, until: lastDayOfMonth(addCalendarMonths(from, 2)) };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, until: `${today.slice(0, 4)}-12-31` };
  }
};

/** True when from..until spans more than REPORT_MAX_YEARS years (three whole years are allowed). */
export const isReportPeriodTooLong = (from: CalendarDate, until: CalendarDate): boolean =>
  until > addCalendarDays(addCalendarMonths(from, REPORT_MAX_YEARS * 12), -1);

/** Every month ('yyyy-MM') that from..until touches, in order. */
export const reportMonths = (from: CalendarDate, until: CalendarDate): string[] => {
  const months: string[] = [];
  for (let first = `${from.slice(0, 7)}-01`; first <= until; first = addCalendarMonths(first, 1))
    months.push(first.slice(0, 7));
  return months;
};
