import type { Contact } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { nowIso } from '../../lib/time.ts';
import { diffForAudit, hasAuditChanges, recordAudit } from '../audit/index.ts';
import {
  type ContactUpdateInput,
  contactFieldsOf,
  derivedFieldsOf,
  mergeContactPatch,
  requireCocForUbl,
} from './contact-fields.ts';
import { findContactOrThrow, loadContactModel } from './contact-model.ts';
import { type ContactRecord, createContactRepository } from './contacts.repository.ts';

/**
 * Writes an update of `row` on `db` (the caller's transaction): contact.update, and an order that
 * completes its contact (`prefix` 'contact_update.' for the errors). A stale `version`
 * answers 409 and writes nothing.
 */
export const updateContactIn = async (
  db: Db,
  row: ContactRecord,
  patch: ContactUpdateInput,
  prefix = '',
): Promise<void> => {
  requireCurrentVersion(row.version, patch.version);
  const merged = mergeContactPatch(contactFieldsOf(row), patch, prefix);
  const sendUbl = patch.send_ubl ?? row.send_ubl === 1;
  requireCocForUbl(merged, sendUbl);
  const people = await createContactRepository(db).peopleOf([row.id]);
  const written = await createContactRepository(db).update(
    row.id,
    { ...merged, ...derivedFieldsOf(merged, people), send_ubl: sendUbl ? 1 : 0, updated_at: nowIso() },
    patch.version,
  );
  // A write by another process came between the read and this statement (PostgreSQL's
  // read committed): the conditional update wrote nothing; refuse as stale.
  if (!written) requireCurrentVersion(-1, patch.version);
  const changes = diffForAudit(
    { ...contactFieldsOf(row), send_ubl: row.send_ubl === 1 },
    { ...merged, send_ubl: sendUbl },
  );
  // A save that changed nothing is no event in the history.
  if (hasAuditChanges(changes)) {
    await recordAudit({ db, entity: 'contact', entityId: row.uuid, action: 'updated', changes });
  }
};

export const updateContact = async (options: {
  ctx: AppContext;
  ref: string;
  patch: ContactUpdateInput;
}): Promise<Contact> =>
  options.ctx.db.transaction().execute(async (trx) => {
    const row = await findContactOrThrow(trx, options.ref);
    await updateContactIn(trx, row, options.patch);
    return loadContactModel(trx, row.id);
  });
