/** Users: the accounts people sign in with (rows, roles, password hashes). */
export { type CreateUserInput, createUser } from './create-user.ts';
export { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
export { toPublicUser, type UserRow } from './user.repository.ts';
export {
  countOtherActiveOwners,
  countUsers,
  findUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  setPasswordHash,
  type UserAccountPatch,
  updateUserAccount,
  userDisplayName,
} from './user-accounts.ts';
export { toRole } from './user-role.ts';
