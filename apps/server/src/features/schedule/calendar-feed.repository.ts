import type { Db } from '../../db/database.ts';

export const createCalendarFeedRepository = (db: Db) => ({
  findByUser: (userId: number) =>
    db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst(),

  findByHash: (tokenHash: string) =>
    db.selectFrom('calendar_feeds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  /** Sets the user's one feed to this hash: a new secret replaces (and so ends) the old one. */
  replace: async (userId: number, tokenHash: string, now: string) => {
    await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: null })
      .execute();
  },

  remove: (userId: number) => db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute(),

  touch: (userId: number, now: string) =>
    db.updateTable('calendar_feeds').set({ last_used_at: now }).where('user_id', '=', userId).execute(),
});
