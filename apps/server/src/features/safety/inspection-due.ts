import { ITEM_MESSAGES, SAFETY_MESSAGES, type UnitInspectionDueRow } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { readSafetySettings } from './safety-settings.ts';
import { currentCertificateOf, dueDatesOf } from './unit-due.ts';

/**
 * Per unit of a rentable article: is its inspection past due, or its certificate run out, on a
 * day of `from`–`until`, and which out-of-service periods touch those days? The order
 * dialog warns with it and its calendar says why a day is blocked; with the kind's policy 'block'
 * reserving refuses as well (blocked-periods.ts). A unit inspected on its due day is
 * fine that day, so a rental is overdue only from the day after.
 */
export const listUnitsInspectionDue = async (options: {
  ctx: AppContext;
  itemId: number;
  from: string;
  until: string;
}): Promise<UnitInspectionDueRow[]> => {
  const { ctx, itemId, from, until } = options;
  if (until < from) {
    throw new AppError('validation_failed', ITEM_MESSAGES.invalidRange, {
      until: [ITEM_MESSAGES.invalidRange],
    });
  }
  const repo = createSafetyRepository(ctx.db);
  const item = await repo.findItem(itemId);
  if (!item || item.deleted_at) throw notFound(SAFETY_MESSAGES.itemNotFound);
  if (item.type !== 'rentable') return [];
  const unitIds = (await repo.unitsOfItem(itemId)).map((u) => u.id);
  const [settings, log, certificates, blocks] = await Promise.all([
    readSafetySettings(ctx.db),
    repo.logOfUnits(unitIds),
    repo.certificatesOfItems([itemId]),
    repo.liveBlocksOverlapping(unitIds, from, until),
  ]);
  const units = unitIds.map((id) => ({ id, item_id: itemId, safety_kind: item.safety_kind }));
  const due = dueDatesOf(units, log, certificates, settings);
  return units.map((unit) => {
    const nextDue = due.get(unit.id) ?? null;
    const validUntil = currentCertificateOf(unit, certificates)?.valid_until ?? null;
    return {
      unit_id: unit.id,
      next_due: nextDue,
      certificate_valid_until: validUntil,
      inspection_overdue: nextDue !== null && nextDue < until,
      certificate_expired: validUntil !== null && validUntil < until,
      overdue: settings.kinds[item.safety_kind].overdue,
      blocks: blocks
        .filter((block) => block.unit_id === unit.id)
        .sort((a, b) =>
          a.blocked_from < b.blocked_from ? -1 : a.blocked_from > b.blocked_from ? 1 : a.id - b.id,
        )
        .map((block) => ({ from: block.blocked_from, until: block.blocked_until, reason: block.reason })),
    };
  });
};

/**
 * The due day of a unit whose kind blocks overdue units and whose inspection ran out before
 * `until`; null when its refusal had another cause (a block by hand or a failed inspection).
 */
export const overdueDueDateOf = async (options: {
  ctx: AppContext;
  unitId: number;
  until: string;
}): Promise<string | null> => {
  const repo = createSafetyRepository(options.ctx.db);
  const unit = await repo.findUnit(options.unitId);
  if (!unit) return null;
  const rows = await listUnitsInspectionDue({
    ctx: options.ctx,
    itemId: unit.item_id,
    from: options.until,
    until: options.until,
  });
  const row = rows.find((r) => r.unit_id === options.unitId);
  return row?.inspection_overdue && row.overdue === 'block' ? row.next_due : null;
};
