import type { TermsVersion } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { createTermsRepository } from './terms.repository.ts';
import { toTermsVersion } from './terms-model.ts';

/** One version of the rental terms by its number (what an acceptance recorded), or undefined. */
export const readTermsVersion = async (options: {
  db: Db;
  number: number;
}): Promise<TermsVersion | undefined> => {
  if (!Number.isSafeInteger(options.number) || options.number < 1) return undefined;
  const row = await createTermsRepository(options.db).byNumber(options.number);
  return row ? toTermsVersion(row) : undefined;
};
