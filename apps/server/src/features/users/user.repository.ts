import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { toRole } from './user-role.ts';

export type UserRow = {
  id: number;
  given_name: string;
  family_name: string;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  deactivated_at: string | null;
  last_sign_in_at: string | null;
  invited_at: string | null;
};

const userColumns = [
  'id',
  'given_name',
  'family_name',
  'username',
  'email',
  'password_hash',
  'role',
  'deactivated_at',
  'last_sign_in_at',
  'invited_at',
] as const;

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

  /** Every user, for the Gebruikers list: owners first, then by name. */
  listAll: (): Promise<UserRow[]> =>
    db
      .selectFrom('users')
      .select(userColumns)
      .orderBy('given_name')
      .orderBy('family_name')
      .orderBy('id')
      .execute(),

  /** Active owners other than `exceptId`, locked on PostgreSQL so two demotions cannot both pass. */
  countOtherActiveOwners: async (exceptId: number, lock: boolean) => {
    let query = db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'owner')
      .where('deactivated_at', 'is', null)
      .where('id', '!=', exceptId);
    if (lock) query = query.forUpdate();
    return (await query.execute()).length;
  },

  update: (
    id: number,
    patch: Partial<Pick<UserRow, 'role' | 'deactivated_at' | 'invited_at' | 'last_sign_in_at'>>,
  ) =>
    db
      .updateTable('users')
      .set({ ...patch, updated_at: nowIso() })
      .where('id', '=', id)
      .execute(),

  insert: (input: {
    given_name: string;
    family_name: string;
    email: string;
    password_hash: string;
    role?: string;
    invited_at?: string | null;
  }) => {
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
  role: toRole(u.role),
});
