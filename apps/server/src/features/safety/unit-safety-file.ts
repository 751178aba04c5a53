import type { UnitSafetyFile } from '@app/contracts';
import { blockOverlaps, dueStateOf, todayCalendarDate } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { toBlockModel, toCertificateModel, toIncidentModels, toLogEntryModel } from './safety-models.ts';
import { readSafetySettings } from './safety-settings.ts';
import { dueDatesOf } from './unit-due.ts';

/** Days ahead that count as "due soon" on the unit page. */
const DUE_SOON_DAYS = 30;

/** The whole safety file of one unit, as unit.view shows it on the tab "Veiligheid". */
export const loadUnitSafetyFile = async (options: {
  db: Db;
  unit: { id: number; item_id: number };
}): Promise<UnitSafetyFile> => {
  const { db, unit } = options;
  const repo = createSafetyRepository(db);
  const [item, log, incidents, certificates, blocks, settings] = await Promise.all([
    repo.findItem(unit.item_id),
    repo.logOfUnit(unit.id),
    repo.incidentsOfUnit(unit.id),
    repo.certificatesForUnit(unit.id, unit.item_id),
    repo.liveBlocksOfUnit(unit.id),
    readSafetySettings(db),
  ]);
  const safetyKind = item?.safety_kind ?? 'speeltoestel';
  const attachments = await repo.attachmentsOf(log.map((row) => row.id));
  const certificateAssets = await repo.assetsByIds(
    certificates.flatMap((c) => (c.asset_id === null ? [] : [c.asset_id])),
  );
  const names = await repo.userNames(
    [...log, ...incidents, ...certificates, ...blocks].flatMap((row) =>
      row.created_by === null ? [] : [row.created_by],
    ),
  );
  const today = todayCalendarDate();
  const due =
    dueDatesOf(
      [{ id: unit.id, item_id: unit.item_id, safety_kind: safetyKind }],
      log,
      certificates,
      settings,
    ).get(unit.id) ?? null;
  return {
    certificates: certificates.map((row) =>
      toCertificateModel(row, certificateAssets.find((a) => a.id === row.asset_id) ?? null, names),
    ),
    log: log.map((row) =>
      toLogEntryModel(
        row,
        attachments.filter((a) => a.log_entry_id === row.id),
        names,
      ),
    ),
    incidents: toIncidentModels(incidents, names),
    blocks: blocks.map((row) => toBlockModel(row, names)),
    safety: {
      safety_kind: safetyKind,
      next_due: due,
      due_state: dueStateOf(due, today, DUE_SOON_DAYS),
      blocked_today: blocks.some((b) =>
        blockOverlaps({ from: b.blocked_from, until: b.blocked_until }, today, today),
      ),
      // A failed inspection's block stays open until a passed one (domain inspectionBlockPeriods).
      inspection_failed: blocks.some((b) => b.source === 'inspection' && b.blocked_until === null),
    },
  };
};
