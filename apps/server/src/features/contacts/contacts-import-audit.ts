import type { Db } from '../../db/database.ts';
import { currentAuditActor, diffForAudit, recordAudit, runAsActor } from '../audit/index.ts';
import { findUserById, userDisplayName } from '../users/index.ts';
import { contactFieldsOf } from './contact-fields.ts';
import type { ImportTarget } from './contacts-import-plan.ts';

export const IMPORT_AUDIT_SUMMARY = {
  created: 'Geïmporteerd uit een CSV-bestand',
  merged: 'Aangevuld bij een CSV-import',
} as const;

/**
 * One audit row per contact an import creates or fills in (not one row for the whole file), so
 * each contact's history says where it came from. The actor's name is looked up once for the
 * whole import instead of once per row (an import holds up to 10,000 rows).
 */
export const recordImportAudit = async (db: Db, targets: readonly ImportTarget[]) => {
  const actor = currentAuditActor();
  const name =
    actor?.userId != null && actor.name === null
      ? await findUserById(db, actor.userId).then((user) => (user ? userDisplayName(user) : null))
      : null;
  const write = async () => {
    for (const target of targets) {
      if (target.kind === 'new') {
        await recordAudit({
          db,
          entity: 'contact',
          entityId: target.uuid,
          action: 'created',
          summary: IMPORT_AUDIT_SUMMARY.created,
        });
      } else if (target.changed && target.existing) {
        const { contact_type: _type, ...fields } = target.fields;
        const before = contactFieldsOf(target.existing);
        await recordAudit({
          db,
          entity: 'contact',
          entityId: target.uuid,
          action: 'updated',
          changes: diffForAudit(before, { ...before, ...fields }),
          summary: IMPORT_AUDIT_SUMMARY.merged,
        });
      }
    }
  };
  return actor && name ? runAsActor({ userId: actor.userId, name }, write) : write();
};
