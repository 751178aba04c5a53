import type { TermsVersion } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { createTermsRepository } from './terms.repository.ts';
import { toTermsVersion } from './terms-model.ts';

/**
 * The rental terms in force: the latest version (number and text). There is always one: the
 * migration that made the table wrote the first, and rows are never deleted. Pass the caller's
 * transaction to record the version in force at that moment.
 */
export const readCurrentTerms = async (options: { db: Db }): Promise<TermsVersion> => {
  const row = await createTermsRepository(options.db).latest();
  if (!row) throw new Error('terms_versions has no rows (migration 0700 writes the first)');
  return toTermsVersion(row);
};
