import { addCalendarDays, type CalendarDate, type DayRange, toCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { dueDatesOf, readSafetySettings } from '../safety/index.ts';
import { createReportsRepository } from './reports.repository.ts';

export type ServiceUnit = {
  id: number;
  itemId: number;
  /** The Amsterdam day the unit was added: it was not there to rent before. */
  since: CalendarDate;
  /** The days it could not go out, overlapping the period asked for. */
  outOfService: DayRange[];
  /** The day its next inspection falls due (null: none planned). */
  nextDue: CalendarDate | null;
};

/**
 * Every rentable unit with the days it was out of service around from..until:
 * - a block by hand or from a failed inspection, up to the day before it was lifted;
 * - an inspection overdue where its kind's setting blocks (as availability does), from the day
 *   after the due day on; only the current due day is known, earlier overdue spells are not;
 * - a unit switched off by hand (`available` 0), the whole period: the switch keeps no date.
 */
export const readUnitService = async (options: {
  db: Db;
  from: CalendarDate;
  until: CalendarDate;
}): Promise<ServiceUnit[]> => {
  const { db, from, until } = options;
  const repo = createReportsRepository(db);
  const [units, blocks, settings] = await Promise.all([
    repo.rentableUnits(),
    repo.blocksOverlapping(from, until),
    readSafetySettings(db),
  ]);
  const unitIds = units.map((unit) => unit.id);
  const [log, certificates] = await Promise.all([
    repo.logOfUnits(unitIds),
    repo.certificatesOfItems([...new Set(units.map((unit) => unit.item_id))]),
  ]);
  const due = dueDatesOf(
    units.map((unit) => ({ id: unit.id, item_id: unit.item_id, safety_kind: unit.safety_kind })),
    log,
    certificates,
    settings,
  );
  const blocksOf = new Map<number, DayRange[]>();
  for (const block of blocks) {
    let last = block.blocked_until;
    if (block.lifted_at !== null) {
      const dayBeforeLift = addCalendarDays(toCalendarDate(block.lifted_at), -1);
      if (last === null || dayBeforeLift < last) last = dayBeforeLift;
    }
    if (last !== null && last < block.blocked_from) continue;
    const list = blocksOf.get(block.unit_id) ?? [];
    list.push({ from: block.blocked_from, until: last });
    blocksOf.set(block.unit_id, list);
  }
  return units.map((unit) => {
    const nextDue = due.get(unit.id) ?? null;
    const outOfService = [...(blocksOf.get(unit.id) ?? [])];
    if (unit.available !== 1) outOfService.push({ from, until: null });
    if (nextDue !== null && settings.kinds[unit.safety_kind].overdue === 'block')
      outOfService.push({ from: addCalendarDays(nextDue, 1), until: null });
    return {
      id: unit.id,
      itemId: unit.item_id,
      since: toCalendarDate(unit.created_at),
      outOfService,
      nextDue,
    };
  });
};
