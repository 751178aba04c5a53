import type { ItemAvailability, UnitInspectionDueRow } from '@app/contracts';
import { addCalendarDays, eachCalendarDay, formatDisplayDate, isDayUnavailable } from '@app/domain';

/** Why a unit is out of service on a day, or null when it is not. */
const unitBlockOn = (row: UnitInspectionDueRow, day: string): string | null => {
  const block = row.blocks.find((b) => b.from <= day && (b.until === null || day <= b.until));
  if (block) return block.reason;
  // The article kind's setting 'block': from the day after the inspection was due.
  if (row.overdue === 'block' && row.next_due !== null && day > row.next_due)
    return `Keuring verlopen (was uiterlijk ${formatDisplayDate(row.next_due)} nodig)`;
  return null;
};

/**
 * The days of `from`–`until` on which no unit is free because every unit of the article is out of
 * service, each with why (the block's reason, or the lapsed inspection). Other unavailable days
 * are booked: the calendar shows the two apart.
 */
export const blockedDaysOf = (
  rows: readonly UnitInspectionDueRow[],
  availability: ItemAvailability,
  from: string,
  until: string,
): Map<string, string> => {
  const days = new Map<string, string>();
  if (rows.length === 0) return days;
  for (const day of eachCalendarDay(from, until)) {
    if (!isDayUnavailable(availability, day)) continue;
    const reasons = rows.map((row) => unitBlockOn(row, day));
    if (reasons.every((reason) => reason !== null)) days.set(day, [...new Set(reasons)].join('; '));
  }
  return days;
};

export type BlockedRun = { from: string; until: string; reason: string; open: boolean };

/**
 * The blocked days as runs of one reason, for the calendar's legend; a run that reaches the last
 * day of the window (`until`) is open ("vanaf …").
 */
export const blockedRunsOf = (days: ReadonlyMap<string, string>, until: string): BlockedRun[] => {
  const runs: BlockedRun[] = [];
  for (const [day, reason] of [...days].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const last = runs.at(-1);
    if (last && last.reason === reason && addCalendarDays(last.until, 1) === day) last.until = day;
    else runs.push({ from: day, until: day, reason, open: false });
  }
  for (const run of runs) run.open = run.until === until;
  return runs;
};
