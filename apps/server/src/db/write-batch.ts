import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import { type Db, writeTransaction } from './database.ts';

type Job = {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

export type WriteBatcher = {
  /**
   * Runs `work` inside the next write transaction, in a savepoint of its own, and settles after
   * that transaction committed (or with the work's own error as soon as it was rolled back).
   */
  run: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
};

/** Most units of work per transaction: bounds how long one batch holds the write lock. */
const DEFAULT_MAX_BATCH = 64;

/**
 * Group commit for SQLite. Each commit in WAL mode with synchronous=FULL costs an fsync (about
 * 5 ms here, and better-sqlite3 blocks the event loop for it), and SQLite has one writer at a
 * time, so 50 orders arriving together used to wait for 50 fsyncs in a row.
 *
 * Units of work that arrive while a write transaction runs are queued and then run one after
 * the other in ONE write transaction (BEGIN IMMEDIATE, see writeTransaction), each inside its own
 * SAVEPOINT:
 * - a unit that throws is rolled back to its savepoint (nothing of it is kept) and its caller
 *   gets its error at once; the others in the batch go on;
 * - the units that succeeded are answered only after the COMMIT returned (durability unchanged:
 *   one fsync for the whole batch); if the commit (or the transaction itself) fails, every one of
 *   them gets that error and nothing of the batch is kept;
 * - units run strictly one at a time on the one connection, each sees what the units before it
 *   in the batch wrote (so a unit is never reserved twice, exactly as with separate transactions).
 *
 * A unit of work must do only database work on `trx` (no network, no waiting on other requests):
 * the batch holds the write lock while it runs. Works on PostgreSQL as well (savepoints are
 * standard SQL), but there a pool of connections commits in parallel, so the orders service uses
 * it on SQLite only.
 */
export const createWriteBatcher = (db: Db, options: { maxBatch?: number } = {}): WriteBatcher => {
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  const queue: Job[] = [];
  let running = false;

  /** One transaction: takes queued units until the queue is empty or the batch is full. */
  const runOneBatch = async () => {
    const succeeded: Array<{ job: Job; value: unknown }> = [];
    let current: Job | undefined;
    let taken = 0;
    try {
      await writeTransaction(db).execute(async (trx) => {
        for (let n = 1; n <= maxBatch; n++) {
          current = queue.shift();
          if (!current) return;
          taken++;
          const savepoint = sql.raw(`batch_unit_${n}`);
          await sql`savepoint ${savepoint}`.execute(trx);
          let value: unknown;
          try {
            value = await current.work(trx);
          } catch (error) {
            // Undo this unit only. Should the rollback itself fail, the transaction is broken:
            // the outer catch fails the whole batch.
            await sql`rollback to savepoint ${savepoint}`.execute(trx);
            await sql`release savepoint ${savepoint}`.execute(trx);
            current.reject(error);
            current = undefined;
            continue;
          }
          await sql`release savepoint ${savepoint}`.execute(trx);
          succeeded.push({ job: current, value });
          current = undefined;
        }
      });
    } catch (error) {
      // The transaction was rolled back: nothing of this batch is kept.
      current?.reject(error);
      for (const { job } of succeeded) job.reject(error);
      // It could not even begin (the write lock held past busy_timeout by another process): the
      // waiting units would have failed alike; answering them beats retrying in a loop.
      if (taken === 0) for (const job of queue.splice(0)) job.reject(error);
      return;
    }
    for (const { job, value } of succeeded) job.resolve(value);
  };

  const drain = async () => {
    running = true;
    try {
      while (queue.length > 0) await runOneBatch();
    } finally {
      running = false;
    }
  };

  return {
    run: <T>(work: (trx: Db) => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        // Bound to the caller's async context: the batch runs from the first caller's turn, but
        // each unit must still see its own request (e.g. the audit trail's actor).
        queue.push({
          work: AsyncLocalStorage.bind(work),
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        if (!running) {
          running = true;
          // Not at once: requests that arrived together are still on their way (auth, reads
          // before the transaction); on the next turn of the event loop they have queued too.
          // While a batch runs, newcomers queue for the next one.
          setImmediate(() => void drain());
        }
      }),
  };
};

const batchers = new WeakMap<Db, WriteBatcher>();

/** The one batcher of a database handle (all writers of one SQLite connection must share it). */
export const writeBatcherOf = (db: Db): WriteBatcher => {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createWriteBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
};
