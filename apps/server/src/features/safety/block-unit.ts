import {
  type BlockConflict,
  type BlockModel,
  SAFETY_MESSAGES,
  type unitBlockRequestSchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { isPostgres, refuse, requireUnit } from './safety-checks.ts';
import { toBlockModel } from './safety-models.ts';

/**
 * Takes a unit out of service from `from` through `until` (or open-ended). It is written under
 * the unit lock reserve takes (row lock on PostgreSQL, BEGIN IMMEDIATE on SQLite): a reserve
 * either ran before and is listed as a conflict, or runs after and is refused.
 */
export const blockUnit = async (options: {
  ctx: AppContext;
  unitId: number;
  body: z.output<typeof unitBlockRequestSchema>;
  userId: number;
}): Promise<{ entry: { model: BlockModel }; conflicts: BlockConflict[] }> => {
  const { ctx, unitId, body, userId } = options;
  const until = body.until ?? null;
  if (until !== null && until < body.from) throw refuse('until', SAFETY_MESSAGES.untilBeforeFrom);
  const { row, reservations } = await writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createSafetyRepository(trx);
    const unit = await requireUnit(repo, unitId, isPostgres(ctx));
    const inserted = await repo.insertBlock({
      uuid: newUuid(),
      unit_id: unitId,
      blocked_from: body.from,
      blocked_until: until,
      reason: body.reason,
      source: 'manual',
      log_entry_id: null,
      lifted_at: null,
      lifted_by: null,
      created_at: nowIso(),
      created_by: userId,
    });
    await recordAudit({
      db: trx,
      entity: 'unit',
      entityId: unit.uuid,
      action: 'blocked',
      changes: { blocked_from: { from: null, to: body.from }, blocked_until: { from: null, to: until } },
      summary: body.reason,
    });
    return { row: inserted, reservations: await repo.reservationsOverlapping(unitId, body.from, until) };
  });
  const names = await createSafetyRepository(ctx.db).userNames([userId]);
  return {
    entry: { model: toBlockModel(row, names) },
    conflicts: reservations.map((r) => ({
      reservation_id: r.id,
      order_id: r.order_id,
      reserved_from: r.reserved_from,
      reserved_until: r.reserved_until,
      contact_name: r.display_name,
    })),
  };
};

/** Puts the unit back in service for a manual block. A failed inspection's block lifts only with a pass. */
export const liftBlock = async (options: {
  ctx: AppContext;
  blockId: number;
  userId: number;
}): Promise<BlockModel> => {
  const { ctx, blockId, userId } = options;
  const repo = createSafetyRepository(ctx.db);
  const block = await repo.findBlock(blockId);
  if (!block) throw notFound(SAFETY_MESSAGES.blockNotFound);
  if (block.source === 'inspection') throw conflict(SAFETY_MESSAGES.blockFromInspection);
  await writeTransaction(ctx.db).execute(async (trx) => {
    const trxRepo = createSafetyRepository(trx);
    const result = await trxRepo.liftBlock(blockId, userId, nowIso());
    if (Number(result.numUpdatedRows) === 0) throw conflict(SAFETY_MESSAGES.blockAlreadyLifted);
    const unit = await requireUnit(trxRepo, block.unit_id);
    await recordAudit({
      db: trx,
      entity: 'unit',
      entityId: unit.uuid,
      action: 'unblocked',
      changes: {
        blocked_from: { from: block.blocked_from, to: null },
        blocked_until: { from: block.blocked_until, to: null },
      },
      summary: block.reason,
    });
  });
  const lifted = await repo.findBlock(blockId);
  if (!lifted) throw notFound(SAFETY_MESSAGES.blockNotFound);
  return toBlockModel(lifted, await repo.userNames(lifted.created_by === null ? [] : [lifted.created_by]));
};
