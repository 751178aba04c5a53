import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type RateLimitRow = { points: number; expire: number | null };

/**
 * The counters of rate-limiter-flexible's limiters (table rate_limits, 0120). Each change is one
 * atomic `insert … on conflict do update … returning` statement, the same on both databases, so
 * concurrent requests (also from other processes) never lose a count.
 */
export const createRateLimitRepository = (db: Db) => ({
  /**
   * Adds `points` to the key's window, or starts a new window (`points`, ending at `expire`) when
   * there is none or it has ended; `force` always starts a new one (a block, a reset).
   */
  upsert: async (key: string, points: number, expire: number | null, now: number, force: boolean) => {
    const ended = sql<boolean>`(rate_limits.expire is not null and rate_limits.expire <= ${now})`;
    const restart = force ? sql<boolean>`1 = 1` : ended;
    return db
      .insertInto('rate_limits')
      .values({ key, points, expire })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          points: sql<number>`case when ${restart} then cast(${points} as integer) else rate_limits.points + cast(${points} as integer) end`,
          expire: sql<
            number | null
          >`case when ${restart} then cast(${expire} as bigint) else rate_limits.expire end`,
        }),
      )
      .returning(['points', 'expire'])
      .executeTakeFirstOrThrow();
  },

  /** The key's live window, or undefined. */
  find: (key: string, now: number) =>
    db
      .selectFrom('rate_limits')
      .select(['points', 'expire'])
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', now)]))
      .executeTakeFirst(),

  remove: async (key: string) => {
    const result = await db.deleteFrom('rate_limits').where('key', '=', key).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Rows whose window ended before `before` (they count nothing any more). */
  removeEndedBefore: (before: number) =>
    db.deleteFrom('rate_limits').where('expire', 'is not', null).where('expire', '<', before).execute(),
});
