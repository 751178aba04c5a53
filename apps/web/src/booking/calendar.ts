import type { BookingAvailability } from '@app/contracts';
import { callApi } from './api';
import { addDays, h, todayInAmsterdam } from './dom';
import { formatDayFull, formatMonth } from './dutch-format';

const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
const MAX_MONTHS_AHEAD = 5;

export type Range = { from: string; until: string } | null;

/**
 * A month calendar of one article: days without a free unit (or in the past) are disabled. A
 * first tap picks the start, a second one on or after it the end (single: one day only).
 */
export const createCalendar = (options: {
  slug: string;
  single: boolean;
  onChange: (range: Range) => void;
}) => {
  const today = todayInAmsterdam();
  let offset = 0;
  let range: Range = null;
  let free = new Map<string, number>();
  const root = h('div', { class: 'cal' });

  const monthStart = () => {
    const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + offset);
    return d.toISOString().slice(0, 10);
  };
  const monthEnd = (start: string) => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1, 0);
    return d.toISOString().slice(0, 10);
  };

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
    const start = monthStart();
    const end = monthEnd(start);
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
            onClick: () => move(-1),
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
            onClick: () => move(1),
          },
          '›',
        ),
      ),
      h('div', { class: 'cal-grid', role: 'group', 'aria-label': 'Kies je dagen' }, ...cells),
    );
  };

  const load = async () => {
    const start = monthStart();
    const from = start < today ? today : start;
    const until = monthEnd(start);
    try {
      const answer = await callApi<BookingAvailability>(
        `/booking.availability/${encodeURIComponent(options.slug)}?from=${from}&until=${until}`,
      );
      free = new Map(answer.results.map((r) => [r.day, r.free]));
    } catch {
      free = new Map();
    }
    draw();
  };

  const move = (delta: number) => {
    offset += delta;
    void load();
  };

  draw();
  void load();
  return root;
};
