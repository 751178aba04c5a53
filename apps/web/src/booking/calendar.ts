import type { BookingAvailability } from '@app/contracts';
import { callApi } from './api';
import { addDays, h, todayInAmsterdam } from './dom';
import { formatDayFull, formatMonth } from './dutch-format';

const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
const MAX_MONTHS_AHEAD = 5;

export type Range = { from: string; until: string } | null;
export type FreeDays = Map<string, number>;

/** The first and last day of the month `offset` months after today's (the first: not before today). */
const monthOf = (today: string, offset: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + offset);
  const start = d.toISOString().slice(0, 10);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return { start, end: d.toISOString().slice(0, 10) };
};

/**
 * Free units per day of the month `offset` months ahead. A failed request leaves every day
 * disabled rather than the page broken (the server refuses a taken day anyway).
 */
export const fetchFreeDays = async (slug: string, offset = 0): Promise<FreeDays> => {
  const today = todayInAmsterdam();
  const { start, end } = monthOf(today, offset);
  const from = start < today ? today : start;
  try {
    const answer = await callApi<BookingAvailability>(
      `/booking.availability/${encodeURIComponent(slug)}?from=${from}&until=${end}`,
    );
    return new Map(answer.results.map((r) => [r.day, r.free]));
  } catch {
    return new Map();
  }
};

/**
 * A month calendar of one article: days without a free unit (or in the past) are disabled. A
 * first tap picks the start, a second one on or after it the end (single: one day only).
 * `free` is this month's availability, fetched by the page together with the article, so the
 * calendar is drawn once, complete, in the page's first render: each extra render after the first
 * paint is blocking time on a slow phone (issue 30). Other months are fetched when shown.
 */
export const createCalendar = (options: {
  slug: string;
  single: boolean;
  free: FreeDays;
  onChange: (range: Range) => void;
}) => {
  const today = todayInAmsterdam();
  let offset = 0;
  let range: Range = null;
  let free = options.free;
  const root = h('div', { class: 'cal' });

  const isFree = (day: string) => day >= today && (free.get(day) ?? 0) > 0;

  const pick = (day: string) => {
    if (options.single || !range || range.from !== range.until || day < range.from)
      range = { from: day, until: day };
    else {
      let ok = true;
      for (let d = range.from; d <= day; d = addDays(d, 1)) if (!isFree(d)) ok = false;
      range = ok ? { from: range.from, until: day } : { from: day, until: day };
    }
    options.onChange(range);
    draw();
  };

  const draw = () => {
    const { start, end } = monthOf(today, offset);
    const lead = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7;
    const cells: Node[] = WEEKDAYS.map((w) => h('span', { 'aria-hidden': 'true' }, w));
    for (let i = 0; i < lead; i++) cells.push(h('span'));
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const selected = range !== null && day >= range.from && day <= range.until;
      const d = day;
      cells.push(
        h(
          'button',
          {
            type: 'button',
            disabled: !isFree(day),
            'aria-pressed': selected ? 'true' : 'false',
            'aria-label': formatDayFull(day),
            'data-day': day,
            onClick: () => pick(d),
          },
          String(Number(day.slice(8))),
        ),
      );
    }
    root.replaceChildren(
      h(
        'div',
        { class: 'cal-head' },
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            disabled: offset === 0,
            'aria-label': 'Vorige maand',
            onClick: () => void move(-1),
          },
          '‹',
        ),
        h('strong', { 'aria-live': 'polite' }, formatMonth(start)),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            disabled: offset >= MAX_MONTHS_AHEAD,
            'aria-label': 'Volgende maand',
            onClick: () => void move(1),
          },
          '›',
        ),
      ),
      h('div', { class: 'cal-grid', role: 'group', 'aria-label': 'Kies je dagen' }, ...cells),
    );
  };

  const move = async (delta: number) => {
    offset += delta;
    // The new month shows at once with its days disabled until its availability is known; a
    // quicker second tap wins (its answer is the one drawn).
    const shown = offset;
    free = new Map();
    draw();
    const next = await fetchFreeDays(options.slug, shown);
    if (shown !== offset) return;
    free = next;
    draw();
  };

  draw();
  return root;
};
