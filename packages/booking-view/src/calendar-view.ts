import { addDays } from './days.ts';
import { formatDayFull, formatMonth } from './dutch-format.ts';
import { el, type VNode } from './vnode.ts';

const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
export const MAX_MONTHS_AHEAD = 5;

export type Range = { from: string; until: string } | null;
/** Free units per day (yyyy-MM-dd); a day not in it has none. */
export type FreeDays = ReadonlyMap<string, number>;

/** The first and last day of the month `offset` months after today's. */
export const monthOf = (today: string, offset: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + offset);
  const start = d.toISOString().slice(0, 10);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return { start, end: d.toISOString().slice(0, 10) };
};

/** The days whose availability a month needs: not before today. */
export const availabilityPeriodOf = (today: string, offset: number) => {
  const { start, end } = monthOf(today, offset);
  return { from: start < today ? today : start, until: end };
};

export const isFreeDay = (today: string, free: FreeDays, day: string) =>
  day >= today && (free.get(day) ?? 0) > 0;

/**
 * The range after a tap on `day`: a first tap picks the start, a second one on or after it the
 * end, as long as every day in between is free (else the tap starts again); single: one day.
 */
export const nextRange = (options: {
  range: Range;
  day: string;
  single: boolean;
  isFree: (day: string) => boolean;
}): Range => {
  const { range, day } = options;
  if (options.single || !range || range.from !== range.until || day < range.from)
    return { from: day, until: day };
  for (let d = range.from; d <= day; d = addDays(d, 1))
    if (!options.isFree(d)) return { from: day, until: day };
  return { from: range.from, until: day };
};

/**
 * One month of an article's calendar: days without a free unit (or in the past) are disabled.
 * The page script handles taps on `data-day` and `data-move` (apps/web/src/booking/calendar.ts).
 */
export const calendarView = (options: {
  today: string;
  offset: number;
  range: Range;
  free: FreeDays;
}): VNode => {
  const { today, offset, range, free } = options;
  const { start, end } = monthOf(today, offset);
  const lead = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: VNode[] = WEEKDAYS.map((w) => el('span', { 'aria-hidden': 'true' }, w));
  for (let i = 0; i < lead; i++) cells.push(el('span'));
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const selected = range !== null && day >= range.from && day <= range.until;
    cells.push(
      el(
        'button',
        {
          type: 'button',
          disabled: !isFreeDay(today, free, day),
          'aria-pressed': selected ? 'true' : 'false',
          'aria-label': formatDayFull(day),
          'data-day': day,
        },
        String(Number(day.slice(8))),
      ),
    );
  }
  return el(
    'div',
    { class: 'cal', id: 'calendar' },
    el(
      'div',
      { class: 'cal-head' },
      el(
        'button',
        {
          type: 'button',
          class: 'secondary',
          disabled: offset === 0,
          'aria-label': 'Vorige maand',
          'data-move': -1,
        },
        '‹',
      ),
      el('strong', { 'aria-live': 'polite' }, formatMonth(start)),
      el(
        'button',
        {
          type: 'button',
          class: 'secondary',
          disabled: offset >= MAX_MONTHS_AHEAD,
          'aria-label': 'Volgende maand',
          'data-move': 1,
        },
        '›',
      ),
    ),
    el('div', { class: 'cal-grid', role: 'group', 'aria-label': 'Kies je dagen' }, ...cells),
  );
};
