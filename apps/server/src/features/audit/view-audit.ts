import {
  AUDIT_ENTITIES,
  AUDIT_MESSAGES,
  type AuditEntity,
  type AuditEvent,
  type AuditRecord,
  type AuditViewQuery,
  type AuditViewResults,
  auditActionLabel,
  type Role,
  TEAM_MESSAGES,
} from '@app/contracts';
import { addCalendarDays, startOfCalendarDayInstant } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRecordOf, auditRecordsOf } from './audit-records.ts';

type AuditRow = Awaited<ReturnType<ReturnType<typeof createAuditRepository>['list']>>[number];

const toEvent = (row: AuditRow, record: AuditRecord | null): AuditEvent => ({
  id: row.id,
  uuid: row.uuid,
  created_at: row.created_at,
  actor: { user_id: row.actor_user_id, name: row.actor_name },
  entity: (AUDIT_ENTITIES as readonly string[]).includes(row.entity)
    ? (row.entity as AuditEntity)
    : 'settings',
  entity_id: row.entity_id,
  action: row.action,
  action_label: auditActionLabel(row.action),
  changes: row.changes === null ? null : (JSON.parse(row.changes) as AuditEvent['changes']),
  summary: row.summary,
  record,
});

/**
 * GET /audit.view. The route is Kantoor's (the role table), and the split is made here: one
 * record's history (entity + id) for Kantoor and Eigenaar, except a colleague's (owner only,
 * like colleagues themselves); the whole log (no id) for the owner only. Kantoor asking for the
 * whole log gets a Dutch 422 on `id` (for them the id is required), so the route's line in the
 * role table stays what the server does for a request without parameters.
 */
export const viewAudit = async (options: {
  ctx: AppContext;
  role: Role;
  query: AuditViewQuery;
}): Promise<AuditViewResults> => {
  const { ctx, role, query } = options;
  if (query.id !== undefined && query.entity === undefined)
    throw validationFailed(AUDIT_MESSAGES.idWithoutEntity, { entity: [AUDIT_MESSAGES.idWithoutEntity] });
  if (query.id === undefined && role !== 'owner')
    throw validationFailed(AUDIT_MESSAGES.ownerOnly, { id: [AUDIT_MESSAGES.ownerOnly] });
  if (query.entity === 'user' && role !== 'owner') throw new AppError('forbidden', TEAM_MESSAGES.forbidden);
  if (query.from !== undefined && query.until !== undefined && query.from > query.until)
    throw validationFailed(AUDIT_MESSAGES.fromAfterUntil, { from: [AUDIT_MESSAGES.fromAfterUntil] });

  const repo = createAuditRepository(ctx.db);
  let entityId = query.id;
  // The detail pages may know a record by its number; the trail keys it by uuid.
  if (
    entityId !== undefined &&
    (query.entity === 'invoice' || query.entity === 'order' || query.entity === 'contact')
  ) {
    const ref = parseRecordRef(entityId);
    entityId = (ref ? await repo.uuidOf(query.entity, ref) : undefined) ?? entityId;
  }
  const filter = {
    entity: query.entity,
    entityId,
    actor: query.actor,
    actorId: query.actor_id,
    fromInstant: query.from === undefined ? undefined : startOfCalendarDayInstant(query.from),
    untilInstant:
      query.until === undefined ? undefined : startOfCalendarDayInstant(addCalendarDays(query.until, 1)),
    page: query.page,
    perPage: query.per_page,
  };
  const [rows, total] = await Promise.all([repo.list(filter), repo.count(filter)]);
  const events = rows.map((row) => toEvent(row, null));
  const records = await auditRecordsOf(ctx.db, events);
  return {
    results: events.map((event) => ({ ...event, record: auditRecordOf(records, event) })),
    meta: { page: query.page, per_page: query.per_page, total },
  };
};
