import {
  type LogEntryModel,
  SAFETY_MESSAGES,
  type UnitLogCreateRequest,
  type unitLogCreateRequestSchema,
} from '@app/contracts';
import { inspectionBlockPeriods, isInspectionKind, todayCalendarDate } from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { INSPECTION_BLOCK_REASON } from './block-reasons.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { isPostgres, refuse, requireAttachments, requireUnit } from './safety-checks.ts';
import { toLogEntryModel } from './safety-models.ts';
import { toRuleEntry } from './unit-due.ts';

export type { UnitLogCreateRequest };

/**
 * Appends a log entry (keuring, inspectie, onderhoud, reparatie) to a unit's file. The log is
 * append-only: a correction is a new entry with `corrects_id`. In the same transaction the
 * blocks of failed inspections are derived again from the whole log (domain
 * inspectionBlockPeriods), under the unit lock reserve takes, so a reservation and a failed
 * inspection never slip past each other.
 */
export const createLogEntry = async (options: {
  ctx: AppContext;
  body: z.output<typeof unitLogCreateRequestSchema>;
  userId: number;
}): Promise<LogEntryModel> => {
  const { ctx, body, userId } = options;
  const repo = createSafetyRepository(ctx.db);
  await requireUnit(repo, body.unit_id);
  if (body.date > todayCalendarDate()) throw refuse('date', SAFETY_MESSAGES.dateInFuture);
  if (isInspectionKind(body.kind) && !body.result) throw refuse('result', SAFETY_MESSAGES.resultRequired);
  if (body.next_due && body.next_due < body.date) throw refuse('next_due', SAFETY_MESSAGES.nextDueBeforeDate);
  const attachments = await requireAttachments(repo, body.attachments, 'attachments');
  if (body.corrects_id) {
    const corrected = await repo.findLogEntry(body.corrects_id);
    if (!corrected || corrected.unit_id !== body.unit_id)
      throw refuse('corrects_id', SAFETY_MESSAGES.correctsNotFound);
  }
  const now = nowIso();
  const row = await writeTransaction(ctx.db).execute(async (trx) => {
    const trxRepo = createSafetyRepository(trx);
    const unit = await requireUnit(trxRepo, body.unit_id, isPostgres(ctx));
    const inserted = await trxRepo.insertLogEntry({
      uuid: newUuid(),
      unit_id: body.unit_id,
      kind: body.kind,
      date: body.date,
      performed_by: body.performed_by,
      findings: body.findings,
      parts_replaced: body.parts_replaced,
      result: body.result ?? null,
      next_due: body.next_due ?? null,
      corrects_id: body.corrects_id ?? null,
      created_at: now,
      created_by: userId,
    });
    await trxRepo.insertAttachments(inserted.id, attachments);
    await trxRepo.deleteInspectionBlocks(body.unit_id);
    const periods = inspectionBlockPeriods((await trxRepo.logOfUnit(body.unit_id)).map(toRuleEntry));
    for (const period of periods) {
      await trxRepo.insertBlock({
        uuid: newUuid(),
        unit_id: body.unit_id,
        blocked_from: period.from,
        blocked_until: period.until,
        reason: INSPECTION_BLOCK_REASON,
        source: 'inspection',
        log_entry_id: period.entryId,
        lifted_at: null,
        lifted_by: null,
        created_at: now,
        created_by: userId,
      });
    }
    await recordAudit({
      db: trx,
      entity: 'unit',
      entityId: unit.uuid,
      action: 'log_entry_added',
      summary: [body.kind, body.date, body.result].filter(Boolean).join(' · '),
    });
    return inserted;
  });
  const [assets, names] = await Promise.all([repo.attachmentsOf([row.id]), repo.userNames([userId])]);
  return toLogEntryModel(row, assets, names);
};
