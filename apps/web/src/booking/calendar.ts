import {
  availabilityPeriodOf,
  calendarView,
  type FreeDays,
  isFreeDay,
  nextRange,
  type Range,
} from '@app/booking-view';
import type { BookingAvailability } from '@app/contracts';
import { callApi } from './api';
import { toDom } from './dom';

/**
 * Free units per day of the month `offset` months ahead. A failed request leaves every day
 * disabled rather than the page broken (the server refuses a taken day anyway).
 */
export const fetchFreeDays = async (slug: string, today: string, offset = 0): Promise<FreeDays> => {
  const { from, until } = availabilityPeriodOf(today, offset);
  try {
    const answer = await callApi<BookingAvailability>(
      `/booking.availability/${encodeURIComponent(slug)}?from=${from}&until=${until}`,
    );
    return new Map(answer.results.map((r) => [r.day, r.free]));
  } catch {
    return new Map();
  }
};

/**
 * Brings an article's calendar (#calendar, drawn by calendarView: by the server in the page it
 * sent, or by the page script) to life: taps on a day pick the range, the arrows show another
 * month. `free` is this month's availability, so the first month is never drawn twice: each extra
 * render after the first paint is blocking time on a slow phone. Other months are
 * fetched when shown; until their answer is in, their days are disabled.
 */
export const mountCalendar = (options: {
  root: HTMLElement;
  slug: string;
  today: string;
  single: boolean;
  free: FreeDays;
  onChange: (range: Range) => void;
}) => {
  const { root, today } = options;
  let offset = 0;
  let range: Range = null;
  let free = options.free;

  /** Draws the month again; focus inside it stays on the same day or arrow (keyboard users). */
  const draw = (focus?: string) => {
    const hadFocus = root.contains(document.activeElement);
    root.replaceChildren(...toDom(calendarView({ today, offset, range, free })).childNodes);
    if (focus && hadFocus) root.querySelector<HTMLButtonElement>(`button[${focus}]:not([disabled])`)?.focus();
  };

  const move = async (delta: number) => {
    offset += delta;
    // A quicker second tap wins: its answer is the one drawn.
    const shown = offset;
    free = new Map();
    draw(`data-move="${delta}"`);
    const next = await fetchFreeDays(options.slug, today, shown);
    if (shown !== offset) return;
    free = next;
    draw(`data-move="${delta}"`);
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button || button.disabled) return;
    const day = button.dataset.day;
    if (day) {
      range = nextRange({
        range,
        day,
        single: options.single,
        isFree: (d) => isFreeDay(today, free, d),
      });
      options.onChange(range);
      draw(`data-day="${day}"`);
    } else if (button.dataset.move) void move(Number(button.dataset.move));
  });
};
