import type { ReservationForAvailability, UnitForAvailability } from './availability-types.ts';
import { addCalendarDays, type CalendarDate } from './dates.ts';

/**
 * Safety rules per unit: out-of-service periods, the block an inspection that failed
 * sets, and when the next inspection is due. Pure: the server feeds it rows.
 */

/** A period a unit is out of service; `until` null: open-ended. Both ends are included. */
export type BlockedPeriod = {
  unitId: number;
  from: CalendarDate;
  until: CalendarDate | null;
};

/**
 * Blocked periods read as reservations that take the unit's whole quantity, so the one
 * availability rule (computeAvailability, freeQuantityOn) holds them without a second path.
 * An open-ended period runs through `horizon` (the end of the window asked about).
 */
export const blockedPeriodsAsReservations = (
  blocked: readonly BlockedPeriod[],
  units: readonly UnitForAvailability[],
  horizon: CalendarDate,
): ReservationForAvailability[] => {
  const quantityOf = new Map(units.map((unit) => [unit.id, unit.quantity]));
  const busy: ReservationForAvailability[] = [];
  for (const period of blocked) {
    const until = period.until ?? (period.from > horizon ? period.from : horizon);
    // A stock row of 0 pieces is never free anyway; at least 1 keeps the period visible.
    const quantity = Math.max(1, quantityOf.get(period.unitId) ?? 1);
    busy.push({ unitId: period.unitId, reservedFrom: period.from, reservedUntil: until, quantity });
  }
  return busy;
};

/** True when a blocked period shares a day with from..until (open-ended runs forever). */
export const blockOverlaps = (
  period: Pick<BlockedPeriod, 'from' | 'until'>,
  from: CalendarDate,
  until: CalendarDate,
) => period.from <= until && (period.until === null || period.until >= from);

export const LOG_KINDS = ['keuring', 'inspectie', 'onderhoud', 'reparatie'] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export const LOG_RESULTS = ['goedgekeurd', 'afgekeurd', 'met_opmerkingen'] as const;
export type LogResult = (typeof LOG_RESULTS)[number];

export type LogEntryForRules = {
  id: number;
  kind: LogKind;
  date: CalendarDate;
  result: LogResult | null;
  nextDue?: CalendarDate | null;
};

/** Keuring and inspectie judge the unit; onderhoud and reparatie only record work. */
export const isInspectionKind = (kind: LogKind): boolean => kind === 'keuring' || kind === 'inspectie';

export type InspectionBlock = { from: CalendarDate; until: CalendarDate | null; entryId: number };

/**
 * A failed inspection (afgekeurd) blocks the unit from its day until the day before a later
 * passed one (goedgekeurd); "later" is by date, then by entry order. A pass on the failure's own
 * day clears it completely. Further failures while blocked do not start a new period.
 */
export const inspectionBlockPeriods = (entries: readonly LogEntryForRules[]): InspectionBlock[] => {
  const sorted = entries
    .filter((entry) => isInspectionKind(entry.kind))
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const periods: InspectionBlock[] = [];
  let open: { from: CalendarDate; entryId: number } | null = null;
  for (const entry of sorted) {
    if (entry.result === 'afgekeurd' && open === null) open = { from: entry.date, entryId: entry.id };
    if (entry.result === 'goedgekeurd' && open !== null) {
      if (entry.date > open.from) {
        periods.push({ from: open.from, until: addCalendarDays(entry.date, -1), entryId: open.entryId });
      }
      open = null;
    }
  }
  if (open) periods.push({ from: open.from, until: null, entryId: open.entryId });
  return periods;
};

/** Adds whole months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export const addCalendarMonths = (date: CalendarDate, months: number): CalendarDate => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
};

/**
 * When the next inspection is due: the next due date the latest inspection wrote down, else that
 * inspection's day plus the interval of the article's kind; without an interval and a date: null.
 * Without any inspection yet, the certificate's date counts as the first one.
 */
export const nextInspectionDue = (options: {
  entries: readonly LogEntryForRules[];
  intervalMonths: number | null;
  certificateDate?: CalendarDate | null;
}): CalendarDate | null => {
  const inspections = options.entries
    .filter((entry) => isInspectionKind(entry.kind) && entry.result !== 'afgekeurd')
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const latest = inspections.at(-1);
  if (latest?.nextDue) return latest.nextDue;
  const base = latest?.date ?? options.certificateDate ?? null;
  if (base === null || options.intervalMonths === null || options.intervalMonths <= 0) return null;
  return addCalendarMonths(base, options.intervalMonths);
};

export type DueState = 'overdue' | 'due_soon' | 'ok';

/** Overdue from the day after the due day; due soon when it falls within `withinDays` of today. */
export const dueStateOf = (due: CalendarDate | null, today: CalendarDate, withinDays: number): DueState => {
  if (due === null) return 'ok';
  if (due < today) return 'overdue';
  return due <= addCalendarDays(today, withinDays) ? 'due_soon' : 'ok';
};

/** True when a unit with this due date may not go out on any day of from..until (overdue by then). */
export const isOverdueDuring = (due: CalendarDate | null, until: CalendarDate): boolean =>
  due !== null && due < until;
