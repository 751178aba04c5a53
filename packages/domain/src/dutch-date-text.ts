/**
 * Dutch day and month names and the pieces of a written date, as date-fns' `format` with its nl
 * locale writes them (test/dutch-date-text.test.ts compares every text function with date-fns).
 * Written out rather than calling date-fns: its `format` brings every pattern token and the whole
 * locale, about 8 KiB gzipped in each screen that shows a date, for the four patterns used here.
 */
export const DUTCH_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** date-fns nl's abbreviations carry a dot, except 'mei'. */
export const DUTCH_MONTHS_SHORT = [
  'jan.',
  'feb.',
  'mrt.',
  'apr.',
  'mei',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
] as const;

/** Sunday first, like Date#getDay. */
export const DUTCH_WEEKDAYS = [
  'zondag',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
] as const;
export const DUTCH_WEEKDAYS_SHORT = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'] as const;

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** date-fns' 'yyyy': at least four digits; a year before 1 is counted back from 1 BC, as date-fns does. */
export const yearText = (year: number): string => String(year > 0 ? year : 1 - year).padStart(4, '0');

/** The parts of a written date: year, month (1–12), day of the month, weekday (0 = Sunday). */
export type DateFields = { year: number; month: number; day: number; weekday: number };

/** The fields of a 'yyyy-MM-dd' day (checked by the caller). */
export const fieldsOfCalendarDate = (isoDate: string): DateFields => {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto the 1900s.
  date.setUTCFullYear(year, month - 1, day);
  return { year, month, day, weekday: date.getUTCDay() };
};

/** 'd LLL yyyy': '5 mrt. 2026'. */
export const dayMonthYearText = ({ year, month, day }: DateFields): string =>
  `${day} ${DUTCH_MONTHS_SHORT[month - 1]} ${yearText(year)}`;
