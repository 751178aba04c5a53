import { addCalendarDays, type CalendarDate, diffCalendarDays } from './dates.ts';

/** Days from..until inclusive; `until` null runs on past any period. */
export type DayRange = { from: CalendarDate; until: CalendarDate | null };

type Span = [start: number, end: number];

/** The ranges as day offsets within 0..last, clipped, sorted and merged. */
const mergedSpans = (ranges: readonly DayRange[], from: CalendarDate, last: number): Span[] => {
  const spans: Span[] = [];
  for (const range of ranges) {
    const start = Math.max(0, diffCalendarDays(from, range.from));
    const end = range.until === null ? last : Math.min(last, diffCalendarDays(from, range.until));
    if (start <= end) spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of spans) {
    const previous = merged.at(-1);
    if (previous && span[0] <= previous[1] + 1) previous[1] = Math.max(previous[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
};

const lengthOf = (spans: readonly Span[]) =>
  spans.reduce((total, [start, end]) => total + end - start + 1, 0);

/** Days both span lists cover (each sorted and merged). */
const overlapOf = (a: readonly Span[], b: readonly Span[]): number => {
  let days = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aStart, aEnd] = a[i] as Span;
    const [bStart, bEnd] = b[j] as Span;
    const start = Math.max(aStart, bStart);
    const end = Math.min(aEnd, bEnd);
    if (start <= end) days += end - start + 1;
    if (aEnd < bEnd) i++;
    else j++;
  }
  return days;
};

/**
 * One unit's days in from..until (inclusive): `available` leaves out the days it was out of
 * service (and the days before it existed, when `since` is given); `booked` counts the days it was
 * reserved on an available day, so booked never exceeds available. A reservation on a day the unit
 * was out of service (a block laid over a booking) counts as out of service.
 */
export const countUnitDays = (options: {
  from: CalendarDate;
  until: CalendarDate;
  /** The first day the unit existed; days before it are not available. */
  since?: CalendarDate | null;
  outOfService: readonly DayRange[];
  booked: readonly DayRange[];
}): { available: number; booked: number } => {
  const { from, until } = options;
  const last = diffCalendarDays(from, until);
  if (last < 0) return { available: 0, booked: 0 };
  const notThere: DayRange[] =
    options.since && options.since > from ? [{ from, until: addCalendarDays(options.since, -1) }] : [];
  const away = mergedSpans([...options.outOfService, ...notThere], from, last);
  const booked = mergedSpans(options.booked, from, last);
  const available = last + 1 - lengthOf(away);
  return { available, booked: lengthOf(booked) - overlapOf(booked, away) };
};
