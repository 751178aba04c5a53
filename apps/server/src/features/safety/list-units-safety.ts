import type { UnitSafetyRow } from '@app/contracts';
import { addCalendarDays, blockOverlaps, dueStateOf, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { toBlockModel, toIncidentModels } from './safety-models.ts';
import { readSafetySettings } from './safety-settings.ts';
import { currentCertificateOf, dueDatesOf } from './unit-due.ts';

/**
 * The "Keuringen" list: rentable units whose inspection or certificate runs out within
 * `withinDays` (or already did), units out of service now or later, and units with a serious
 * incident not yet reported to the NVWA. Most urgent first.
 */
export const listUnitsSafety = async (options: {
  ctx: AppContext;
  withinDays: number;
}): Promise<UnitSafetyRow[]> => {
  const repo = createSafetyRepository(options.ctx.db);
  const units = await repo.rentableUnits();
  const unitIds = units.map((u) => u.id);
  const [settings, log, certificates, blocks, incidents] = await Promise.all([
    readSafetySettings(options.ctx.db),
    repo.logOfUnits(unitIds),
    repo.certificatesOfItems([...new Set(units.map((u) => u.item_id))]),
    repo.liveBlocksOfUnits(unitIds),
    repo.incidentsOfUnits(unitIds),
  ]);
  const today = todayCalendarDate();
  const horizon = addCalendarDays(today, options.withinDays);
  const due = dueDatesOf(units, log, certificates, settings);
  const names = await repo.userNames(blocks.flatMap((b) => (b.created_by === null ? [] : [b.created_by])));
  const openReports = new Map<number, number>();
  for (const incident of toIncidentModels(incidents, new Map())) {
    if (incident.needs_nvwa_report)
      openReports.set(incident.unit_id, (openReports.get(incident.unit_id) ?? 0) + 1);
  }
  const rows: UnitSafetyRow[] = [];
  for (const unit of units) {
    const nextDue = due.get(unit.id) ?? null;
    const certificate = currentCertificateOf(unit, certificates);
    const validUntil = certificate?.valid_until ?? null;
    const certificateState = !certificate
      ? 'missing'
      : validUntil === null
        ? 'ok'
        : validUntil < today
          ? 'expired'
          : validUntil <= horizon
            ? 'expiring'
            : 'ok';
    // The block that matters: the one covering today, else the next one.
    const unitBlocks = blocks.filter(
      (b) => b.unit_id === unit.id && (b.blocked_until === null || b.blocked_until >= today),
    );
    const block =
      unitBlocks.find((b) => blockOverlaps({ from: b.blocked_from, until: b.blocked_until }, today, today)) ??
      unitBlocks[0] ??
      null;
    const dueState = dueStateOf(nextDue, today, options.withinDays);
    const open = openReports.get(unit.id) ?? 0;
    if (
      dueState === 'ok' &&
      (certificateState === 'ok' || certificateState === 'missing') &&
      !block &&
      open === 0
    )
      continue;
    rows.push({
      unit_id: unit.id,
      item_id: unit.item_id,
      item_name: unit.item_name,
      serial_number: unit.serial_number,
      safety_kind: unit.safety_kind,
      next_due: nextDue,
      due_state: dueState,
      certificate_valid_until: validUntil,
      certificate_state: certificateState,
      blocked: block ? toBlockModel(block, names) : null,
      open_nvwa_reports: open,
    });
  }
  const urgency = (row: UnitSafetyRow) =>
    (row.blocked ? 0 : 4) +
    (row.due_state === 'overdue' || row.certificate_state === 'expired' ? 0 : 2) +
    (row.open_nvwa_reports > 0 ? 0 : 1);
  return rows.sort(
    (a, b) => urgency(a) - urgency(b) || (a.next_due ?? '9999').localeCompare(b.next_due ?? '9999'),
  );
};
