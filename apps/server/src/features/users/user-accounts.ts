import type { Db } from '../../db/database.ts';
import { createUserRepository, type UserRow } from './user.repository.ts';

/**
 * What other features (sign-in, two-step, colleagues, the audit of an import) read and change of
 * a user account. The SQL stays in user.repository.ts; `db` is the caller's transaction or ctx.db.
 */
export const findUserById = (db: Db, id: number) => createUserRepository(db).findById(id);

export const findUserByUsername = (db: Db, username: string) =>
  createUserRepository(db).findByUsername(username);

export const countUsers = (db: Db) => createUserRepository(db).count();

/** Every user, for the Gebruikers list: by name. */
export const listUsers = (db: Db) => createUserRepository(db).listAll();

/** Active owners other than `exceptId`; `lock` locks them (PostgreSQL) so two demotions cannot both pass. */
export const countOtherActiveOwners = (db: Db, exceptId: number, lock: boolean) =>
  createUserRepository(db).countOtherActiveOwners(exceptId, lock);

export type UserAccountPatch = Partial<
  Pick<UserRow, 'role' | 'deactivated_at' | 'invited_at' | 'last_sign_in_at'>
>;

export const updateUserAccount = (db: Db, id: number, patch: UserAccountPatch) =>
  createUserRepository(db).update(id, patch);

export const insertUser = (db: Db, input: Parameters<ReturnType<typeof createUserRepository>['insert']>[0]) =>
  createUserRepository(db).insert(input);

export const setPasswordHash = (db: Db, id: number, passwordHash: string) =>
  createUserRepository(db).updatePasswordHash(id, passwordHash);

/** A user's display name: given and family name, else the e-mail address. */
export const userDisplayName = (user: Pick<UserRow, 'given_name' | 'family_name' | 'email'>) =>
  `${user.given_name} ${user.family_name}`.trim() || user.email;
