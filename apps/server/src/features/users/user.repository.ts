import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export type UserRow = {
  id: number;
  given_name: string;
  family_name: string;
  username: string;
  email: string;
  password_hash: string;
};

const userColumns = ['id', 'given_name', 'family_name', 'username', 'email', 'password_hash'] as const;

export const createUserRepository = (db: Db) => ({
  findByUsername: (username: string): Promise<UserRow | undefined> =>
    db
      .selectFrom('users')
      .select(userColumns)
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst(),

  findById: (id: number): Promise<UserRow | undefined> =>
    db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst(),

  count: async () => {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  insert: (input: { given_name: string; family_name: string; email: string; password_hash: string }) => {
    const now = nowIso();
    const email = input.email.toLowerCase();
    return db
      .insertInto('users')
      .values({ ...input, email, username: email, created_at: now, updated_at: now })
      .returning(userColumns)
      .executeTakeFirstOrThrow();
  },

  updatePasswordHash: (id: number, password_hash: string) =>
    db.updateTable('users').set({ password_hash, updated_at: nowIso() }).where('id', '=', id).execute(),
});

export const toPublicUser = (u: UserRow) => ({
  id: u.id,
  given_name: u.given_name,
  family_name: u.family_name,
  username: u.username,
  email: u.email,
});
