import { addCalendarDays, type BlockedPeriod } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { readSafetySettings } from './safety-settings.ts';
import { dueDatesOf } from './unit-due.ts';

/**
 * The days units may not go out, fed to the one availability rule as busy ranges:
 * live blocks (by hand or from a failed inspection) and, where the article kind's setting says
 * 'block', every day after the next inspection was due.
 */
export const blockedPeriodsOf = async (options: {
  db: Db;
  itemId: number;
  /** Only these units (reserve asks about one); default all of the item's units. */
  unitIds?: readonly number[];
  from: string;
  until: string;
}): Promise<BlockedPeriod[]> => {
  const { db, itemId, from, until } = options;
  const repo = createSafetyRepository(db);
  const [item, blocks, settings] = await Promise.all([
    repo.findItem(itemId),
    options.unitIds
      ? repo.liveBlocksOverlapping(options.unitIds, from, until)
      : repo.liveBlocksOfItem(itemId, from, until),
    readSafetySettings(db),
  ]);
  const periods: BlockedPeriod[] = blocks.map((b) => ({
    unitId: b.unit_id,
    from: b.blocked_from,
    until: b.blocked_until,
  }));
  if (item === undefined) return periods;
  if (item.type !== 'rentable' || settings.kinds[item.safety_kind].overdue !== 'block') return periods;
  const unitIds = options.unitIds ?? (await repo.unitsOfItem(itemId)).map((u) => u.id);
  const [log, certificates] = await Promise.all([
    repo.logOfUnits(unitIds),
    repo.certificatesOfItems([itemId]),
  ]);
  const due = dueDatesOf(
    unitIds.map((id) => ({ id, item_id: itemId, safety_kind: item.safety_kind })),
    log,
    certificates,
    settings,
  );
  for (const [unitId, day] of due) {
    if (day !== null) periods.push({ unitId, from: addCalendarDays(day, 1), until: null });
  }
  return periods;
};
