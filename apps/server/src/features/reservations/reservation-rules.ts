import { ITEM_MESSAGES } from '@app/contracts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

/** `field`: the request's name for the end of the range (a reservation's, or a query's `until`). */
export const invalidRange = (field: 'reserved_until' | 'until' = 'reserved_until') =>
  new AppError('validation_failed', ITEM_MESSAGES.invalidRange, {
    [field]: [ITEM_MESSAGES.invalidRange],
  });

/**
 * Runs `work` in the caller's transaction when given one, else in a new write transaction (BEGIN
 * IMMEDIATE on SQLite, see writeTransaction). A caller's transaction should be one too.
 */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : writeTransaction(db).execute((trx) => work(trx));
