import type { Db } from '../../db/database.ts';

export const createCalendarFeedRepository = (db: Db) => ({
  findByUser: (userId: number) =>
    db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst(),

  findByHash: (tokenHash: string) =>
    db.selectFrom('calendar_feeds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  /**
   * Sets the user's one feed to this hash: a new secret replaces (and so ends) the old one. One
   * upsert, not delete-then-insert: on PostgreSQL two renewals at once would both delete, and the
   * later insert then hit the primary key (409) instead of replacing the earlier row. With
   * `on conflict do update` the later one waits for the earlier's commit and overwrites it, so
   * every renewal succeeds and the last one committed is the address.
   */
  replace: (userId: number, tokenHash: string, now: string) =>
    db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: null })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: now, last_used_at: null }),
      )
      .execute(),

  remove: (userId: number) => db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute(),

  touch: (userId: number, now: string) =>
    db.updateTable('calendar_feeds').set({ last_used_at: now }).where('user_id', '=', userId).execute(),
});
