import { createRequire } from 'node:module';
import { RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/database.ts';
import { createRateLimitRepository, type RateLimitRow } from './rate-limits.repository.ts';

export type RateLimiterKyselyOptions = {
  db: Db;
  keyPrefix: string;
  points: number;
  /** Seconds a window lasts; 0 = never ends. */
  duration: number;
  /** Seconds a key is blocked once it consumed more than `points`; 0 = not blocked beyond the window. */
  blockDuration?: number;
};

// The package's index does not export the store base class (its types do); the class is the
// documented extension point for new stores, in lib/ (the package has no "exports" map).
const RateLimiterStoreAbstract: typeof StoreAbstract = createRequire(import.meta.url)(
  'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js',
);

// Ended windows are removed every this many writes, so the table holds only live counters.
const CLEANUP_EVERY = 200;
const CLEANUP_AFTER_MS = 60 * 60 * 1000;

/**
 * A rate-limiter-flexible store on our own database through Kysely, so the same limiter works on
 * SQLite and PostgreSQL and its counters live in table rate_limits (migration 0120). The library's
 * documented extension point: a store extends RateLimiterStoreAbstract and implements _upsert
 * (atomic, with forceExpire), _get, _delete and _getRateLimiterRes; consume, penalty, reward,
 * get, delete and block then behave as in its own stores. Chosen over the library's
 * RateLimiterPostgres and RateLimiterSQLite because those need the raw pg pool or better-sqlite3
 * handle and create their table themselves, outside our migrations and our Kysely connection.
 */
export class RateLimiterKysely extends RateLimiterStoreAbstract {
  readonly #repo: ReturnType<typeof createRateLimitRepository>;
  #writes = 0;

  constructor({ db, ...options }: RateLimiterKyselyOptions) {
    super({ ...options, storeClient: db });
    this.#repo = createRateLimitRepository(db);
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: RateLimitRow): RateLimiterRes {
    const isFirstInDuration = changedPoints === row.points;
    const consumedPoints = isFirstInDuration ? changedPoints : row.points;
    return new RateLimiterRes(
      Math.max(this.points - consumedPoints, 0),
      row.expire === null ? -1 : Math.max(row.expire - Date.now(), 0),
      consumedPoints,
      isFirstInDuration,
    );
  }

  async _upsert(
    rlKey: string,
    points: number,
    msDuration: number,
    forceExpire = false,
  ): Promise<RateLimitRow> {
    const now = Date.now();
    this.#writes += 1;
    if (this.#writes % CLEANUP_EVERY === 0) {
      // Not critical: a failed cleanup is tried again later.
      await this.#repo.removeEndedBefore(now - CLEANUP_AFTER_MS).catch(() => undefined);
    }
    return this.#repo.upsert(rlKey, points, msDuration > 0 ? now + msDuration : null, now, forceExpire);
  }

  async _get(rlKey: string): Promise<RateLimitRow | null> {
    return (await this.#repo.find(rlKey, Date.now())) ?? null;
  }

  _delete(rlKey: string): Promise<boolean> {
    return this.#repo.remove(rlKey);
  }
}
