import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';
import {
  AGENDA_MAX_DATE,
  AGENDA_MIN_DATE,
  DELIVERY_TIME_WINDOWS,
  type DeliveryTimeWindow,
} from './constants.ts';
import {
  APP_TIME_ZONE,
  addCalendarDays,
  type CalendarDate,
  isValidCalendarDate,
  startOfWeekMonday,
  toCalendarDate,
} from './dates.ts';

/**
 * Agenda jobs (spec §3 Job) are derived from order reservations, never stored: a reservation
 * holds a unit from its first day through its last day (inclusive), so the unit is delivered on
 * the first day in the customer's delivery window and picked up on the last day.
 */

export type JobType = 'delivery' | 'pickup';

export const JOB_TYPES: readonly JobType[] = ['delivery', 'pickup'];

/**
 * The default pickup: at the end of the last rental day, in the last window of the day ("afternoon
 * of the last day" is what a Dutch rental business promises, a party ends in the afternoon). A
 * reservation may name its own pickup window; without one this is used, as before.
 * See docs/decisions.md (Agenda; Taking an order).
 */
export const PICKUP_TIME_WINDOW: DeliveryTimeWindow = '16:00-18:00';

/** A reservation whose delivery window is not known (older data) is planned in the first window. */
export const DEFAULT_DELIVERY_WINDOW: DeliveryTimeWindow = '08:00-10:00';

export type ReservationForJobs = {
  reservationId: number;
  /** First reserved day, 'yyyy-MM-dd' (inclusive). */
  reservedFrom: CalendarDate;
  /** Last reserved day (inclusive). */
  reservedUntil: CalendarDate;
  /** The delivery window chosen with the order, e.g. '08:00-10:00'; null when unknown. */
  deliveryTime: string | null;
  /** The pickup window chosen with the order; null or absent when none (older data). */
  pickupTime?: string | null;
  /** False for sold goods (sellable items): they are delivered and stay with the customer. */
  returns: boolean;
};

export type DerivedJob = {
  reservationId: number;
  date: CalendarDate;
  type: JobType;
  /** The job's time window, one of DELIVERY_TIME_WINDOWS. */
  time: DeliveryTimeWindow;
};

// Kept private: the Orders feature exports its own isDeliveryTimeWindow from the domain.
const isWindow = (value: unknown): value is DeliveryTimeWindow =>
  typeof value === 'string' && (DELIVERY_TIME_WINDOWS as readonly string[]).includes(value);

/** The delivery window of a reservation, or the default for an unknown or malformed one. */
export const deliveryWindowOf = (deliveryTime: string | null | undefined): DeliveryTimeWindow =>
  isWindow(deliveryTime) ? deliveryTime : DEFAULT_DELIVERY_WINDOW;

/** The pickup window of a reservation, or the default (16:00-18:00) for an unknown or malformed one. */
export const pickupWindowOf = (pickupTime: string | null | undefined): DeliveryTimeWindow =>
  isWindow(pickupTime) ? pickupTime : PICKUP_TIME_WINDOW;

const windowRank = (window: string) => {
  const index = (DELIVERY_TIME_WINDOWS as readonly string[]).indexOf(window);
  return index === -1 ? DELIVERY_TIME_WINDOWS.length : index;
};

/** Day, then window, deliveries before pickups (a one-day rental is delivered before it is picked up). */
export const compareJobs = (
  a: Pick<DerivedJob, 'date' | 'time' | 'type' | 'reservationId'>,
  b: Pick<DerivedJob, 'date' | 'time' | 'type' | 'reservationId'>,
): number =>
  a.date.localeCompare(b.date) ||
  windowRank(a.time) - windowRank(b.time) ||
  (a.type === b.type ? 0 : a.type === 'delivery' ? -1 : 1) ||
  a.reservationId - b.reservationId;

/**
 * The jobs of the given reservations that fall on from..until (inclusive), sorted by day, window
 * and type. Each reservation gives a delivery on its first day and, when the goods come back, a
 * pickup on its last day; a one-day reservation gives both on that day.
 */
export const deriveJobs = (
  reservations: readonly ReservationForJobs[],
  range: { from: CalendarDate; until: CalendarDate },
): DerivedJob[] => {
  const jobs: DerivedJob[] = [];
  const inRange = (day: CalendarDate) => range.from <= day && day <= range.until;
  for (const r of reservations) {
    if (r.reservedUntil < r.reservedFrom) continue;
    if (inRange(r.reservedFrom)) {
      jobs.push({
        reservationId: r.reservationId,
        date: r.reservedFrom,
        type: 'delivery',
        time: deliveryWindowOf(r.deliveryTime),
      });
    }
    if (r.returns && inRange(r.reservedUntil)) {
      jobs.push({
        reservationId: r.reservationId,
        date: r.reservedUntil,
        type: 'pickup',
        time: pickupWindowOf(r.pickupTime),
      });
    }
  }
  return jobs.sort(compareJobs);
};

/** '08:00-10:00' → minutes after midnight of its start and end (480, 600). */
export const windowMinutes = (window: string): { start: number; end: number } => {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(window);
  if (!match) throw new RangeError(`Geen geldig tijdslot: ${window}`);
  const [h1, m1, h2, m2] = [match[1], match[2], match[3], match[4]].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { start: h1 * 60 + m1, end: h2 * 60 + m2 };
};

/**
 * The instants a window covers on an Amsterdam day: ('2026-03-29', '08:00-10:00') →
 * 06:00Z..08:00Z (summer time started that night), on '2026-03-28' 07:00Z..09:00Z.
 */
export const jobInstants = (date: CalendarDate, window: string): { start: Date; end: Date } => {
  if (!isValidCalendarDate(date)) throw new RangeError(`Geen geldige kalenderdatum: ${date}`);
  const { start, end } = windowMinutes(window);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = (minutes: number) =>
    new Date(
      new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, APP_TIME_ZONE).getTime(),
    );
  return { start: at(start), end: at(end) };
};

// ---------------------------------------------------------------------------------------------
// Agenda dates: the timeline's {datetime_iso}, week navigation and titles

export type AgendaDateProblem = 'invalid' | 'out_of_range';

/** True for a day within the agenda's limits (spec §9: 1900-01-01 through 2100-12-31). */
export const isWithinAgendaLimits = (day: CalendarDate): boolean =>
  AGENDA_MIN_DATE <= day && day <= AGENDA_MAX_DATE;

/**
 * Reads the agenda's date parameter: a day 'yyyy-MM-dd' as is, or an ISO date-time, which counts
 * for its Amsterdam day ('2026-10-24T22:30:00Z' → '2026-10-25'). Refuses anything else and days
 * outside the agenda's limits.
 */
export const parseAgendaDate = (
  raw: string,
): { ok: true; date: CalendarDate } | { ok: false; problem: AgendaDateProblem } => {
  const value = raw.trim();
  let date: CalendarDate | null = null;
  if (isValidCalendarDate(value)) date = value;
  else if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(value)) {
    try {
      date = toCalendarDate(value);
    } catch {
      date = null;
    }
  }
  if (date === null) return { ok: false, problem: 'invalid' };
  if (!isWithinAgendaLimits(date)) return { ok: false, problem: 'out_of_range' };
  return { ok: true, date };
};

/** The ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export const isoWeekNumber = (day: CalendarDate): number => {
  const thursday = addCalendarDays(startOfWeekMonday(day), 3);
  const firstOfYear = `${thursday.slice(0, 4)}-01-01`;
  const dayOfYear = Math.round(
    (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstOfYear}T00:00:00Z`)) / 86_400_000,
  );
  return Math.floor(dayOfYear / 7) + 1;
};

const formatDay = (day: CalendarDate, pattern: string) => {
  if (!isValidCalendarDate(day)) throw new RangeError(`Geen geldige kalenderdatum: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // A local-midnight Date of the same day: only its fields are formatted, never an instant.
  const local = new Date(0, 0, 1);
  local.setFullYear(year, month - 1, date);
  return format(local, pattern, { locale: nl });
};

/** 'zaterdag 12 december 2026': the day timeline's title. */
export const formatLongDate = (day: CalendarDate): string => formatDay(day, 'EEEE d MMMM yyyy');

/** 'za 12 dec.': a column heading of the week view. */
export const formatShortDay = (day: CalendarDate): string => formatDay(day, 'EEEEEE d MMM');

/** '7–13 dec.' or '28 dec.–3 jan.': the days of a week for the week navigator. */
export const formatWeekSpan = (monday: CalendarDate): string => {
  const sunday = addCalendarDays(monday, 6);
  return monday.slice(0, 7) === sunday.slice(0, 7)
    ? `${formatDay(monday, 'd')}–${formatDay(sunday, 'd MMM')}`
    : `${formatDay(monday, 'd MMM')}–${formatDay(sunday, 'd MMM')}`;
};

/**
 * What a job names (agenda, appointment dialog, day route, calendar feed): a sold article with its
 * count, "3 × Heliumfles", always (as its invoice line "3 × Heliumfles, levering …", so the driver
 * loads the right number); a rented unit by its article's name (one unit per job).
 */
export const jobArticleText = (article: {
  type: 'rentable' | 'sellable';
  name: string;
  quantity: number;
  /** The package (bundle) the unit goes with: "Aggregaat (Feestpakket)". */
  bundle?: string | null | undefined;
}): string => {
  const text = article.type === 'sellable' ? `${article.quantity} × ${article.name}` : article.name;
  return article.bundle ? `${text} (${article.bundle})` : text;
};
