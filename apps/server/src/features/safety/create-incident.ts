import { type IncidentModel, type incidentCreateRequestSchema, SAFETY_MESSAGES } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { refuse, requireUnit } from './safety-checks.ts';
import { toIncidentModels } from './safety-models.ts';

/** A clock a minute ahead of the server's is still "now", not the future. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Appends an incident to a unit's file. Append-only: filling in the NVWA reporting date later,
 * or any other correction, is a new incident with `corrects_id` (the old one stays readable).
 */
export const createIncident = async (options: {
  ctx: AppContext;
  body: z.output<typeof incidentCreateRequestSchema>;
  userId: number;
}): Promise<IncidentModel> => {
  const { ctx, body, userId } = options;
  const repo = createSafetyRepository(ctx.db);
  const unit = await requireUnit(repo, body.unit_id);
  const occurredAt = new Date(body.occurred_at);
  if (occurredAt.getTime() > Date.now() + CLOCK_SKEW_MS)
    throw refuse('occurred_at', SAFETY_MESSAGES.occurredInFuture);
  if (body.nvwa_reported_on && body.nvwa_reported_on > todayCalendarDate()) {
    throw refuse('nvwa_reported_on', SAFETY_MESSAGES.reportedInFuture);
  }
  if (body.order_id) {
    if (!(await repo.orderExists(body.order_id))) throw refuse('order_id', SAFETY_MESSAGES.orderNotFound);
    if (!(await repo.orderIncludedUnit(body.order_id, body.unit_id))) {
      throw refuse('order_id', SAFETY_MESSAGES.orderNotOfUnit);
    }
  }
  if (body.corrects_id) {
    const corrected = await repo.findIncident(body.corrects_id);
    if (!corrected || corrected.unit_id !== body.unit_id)
      throw refuse('corrects_id', SAFETY_MESSAGES.correctsNotFound);
  }
  const row = await writeTransaction(ctx.db).execute(async (trx) => {
    const inserted = await createSafetyRepository(trx).insertIncident({
      uuid: newUuid(),
      unit_id: body.unit_id,
      occurred_at: occurredAt.toISOString(),
      order_id: body.order_id ?? null,
      description: body.description ?? '',
      injury: body.injury,
      measures: body.measures,
      nvwa_reported_on: body.nvwa_reported_on ?? null,
      corrects_id: body.corrects_id ?? null,
      created_at: nowIso(),
      created_by: userId,
    });
    await recordAudit({
      db: trx,
      entity: 'unit',
      entityId: unit.uuid,
      action: 'incident_added',
      summary: occurredAt.toISOString(),
    });
    return inserted;
  });
  const [model] = toIncidentModels([row], await repo.userNames([userId]));
  if (!model) throw new Error('incident model missing');
  return model;
};
