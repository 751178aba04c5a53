import { randomUUID } from 'node:crypto';
import { AUDIT_SYSTEM_ACTOR, type AuditEntity } from '@app/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';
import { createAuditRepository } from './audit.repository.ts';
import { currentAuditActor } from './audit-actor.ts';
import type { AuditChanges } from './audit-changes.ts';

export type { AuditChanges } from './audit-changes.ts';

type DB = Database;

export type RecordAuditOptions = {
  /** The transaction of the change itself, so the row commits and rolls back with it. */
  db: Kysely<DB> | Transaction<DB>;
  entity: AuditEntity;
  /** The entity's uuid. */
  entityId: string;
  /** A key of AUDIT_ACTION_LABELS ('created', 'published', …). */
  action: string;
  changes?: AuditChanges;
  /** A short Dutch line, e.g. "3 regels gewijzigd". */
  summary?: string;
};

/**
 * Appends one row to the audit trail. Call it INSIDE the transaction of the change it describes.
 * The actor comes from the request (audit-actor.ts) or the job running it; outside both (a
 * script) it is 'systeem'.
 */
export const recordAudit = async (options: RecordAuditOptions): Promise<void> => {
  const { db, entity, entityId, action, changes, summary } = options;
  const actor = currentAuditActor();
  const userId = actor?.userId ?? null;
  const repo = createAuditRepository(db);
  // The name as it was at the time of the change: later renames do not rewrite history.
  const name =
    actor?.name ??
    (userId === null ? AUDIT_SYSTEM_ACTOR : ((await repo.actorNameOf(userId)) ?? `gebruiker ${userId}`));
  await repo.append({
    uuid: randomUUID(),
    created_at: nowIso(),
    actor_user_id: userId,
    actor_name: name,
    entity,
    entity_id: entityId,
    action,
    changes: changes && Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
    summary: summary ?? null,
  });
};
