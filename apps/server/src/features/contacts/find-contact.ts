import type { Db } from '../../db/database.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { type ContactRecord, createContactRepository } from './contacts.repository.ts';

/**
 * A contact by id or uuid (also a deleted one; callers check `deleted_at`), for the features
 * that work for a contact: orders, online booking, distances. `db` is the caller's transaction
 * or ctx.db.
 */
export const findContactByRef = (db: Db, ref: RecordRef): Promise<ContactRecord | undefined> =>
  createContactRepository(db).findByRef(ref);
