import type { TermsVersion } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { readCurrentTerms } from './read-current-terms.ts';
import { createTermsRepository } from './terms.repository.ts';

/**
 * Saves the rental terms' text: a text that differs from the current version's becomes the next
 * version (number + 1, by `userId`); the same text changes nothing. Call it inside the caller's
 * write transaction. Two owners saving at the very same moment on PostgreSQL both aim at the same
 * next number; the primary key lets one win and the other gets the database's Dutch 409.
 */
export const saveTermsText = async (options: {
  db: Db;
  text: string;
  userId: number | null;
}): Promise<{ version: TermsVersion; created: boolean }> => {
  const { db, text, userId } = options;
  const current = await readCurrentTerms({ db });
  if (current.text === text) return { version: current, created: false };
  await createTermsRepository(db).insert({
    number: current.number + 1,
    text,
    created_at: nowIso(),
    created_by: userId,
  });
  return { version: await readCurrentTerms({ db }), created: true };
};
