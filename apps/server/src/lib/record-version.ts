import { STALE_VERSION_CODE, STALE_VERSION_MESSAGE } from '@app/contracts';
import { AppError } from './app-error.ts';

/**
 * Refuses an update based on an older version of the record (another tab or person saved in
 * between). Call it on the row read inside the write transaction (locked `for update` on
 * PostgreSQL, under SQLite's IMMEDIATE write lock), so the check and the write cannot be split by
 * another writer, in this process or another. No version given: the caller did not ask (a client
 * of the spec without versions) and the update goes ahead as before.
 */
export const requireCurrentVersion = (current: number, based: number | undefined) => {
  if (based !== undefined && based !== current) throw new AppError(STALE_VERSION_CODE, STALE_VERSION_MESSAGE);
};
