import { addCalendarDays, parseAgendaDate, startOfWeekMonday, todayCalendarDate } from '@app/domain';

/** The agenda's first and last week (spec §9: dates 1900-01-01 through 2100-12-31). */
export const FIRST_MONDAY = '1900-01-01';
export const LAST_MONDAY = startOfWeekMonday('2100-12-31');

export const thisMonday = () => startOfWeekMonday(todayCalendarDate());

/**
 * The Monday of the week in `?week=` (any day of that week, or an ISO date-time), else this
 * week's. A date outside the agenda's limits or no date at all is no crash: this week is shown.
 */
export const mondayFromParam = (raw: string | null): { monday: string; invalid: boolean } => {
  if (!raw) return { monday: thisMonday(), invalid: false };
  const parsed = parseAgendaDate(raw);
  if (!parsed.ok) return { monday: thisMonday(), invalid: true };
  return { monday: startOfWeekMonday(parsed.date), invalid: false };
};

export const weekDays = (monday: string) =>
  Array.from({ length: 7 }, (_, i) => addCalendarDays(monday, i)).filter((day) => day <= '2100-12-31');

export const timelinePath = (day: string) => `/schedule/${day}/timeline`;
export const weekPath = (monday: string) => `/schedule?week=${monday}`;
