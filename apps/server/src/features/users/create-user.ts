import { MIN_PASSWORD_LENGTH } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from './password.ts';
import { createUserRepository } from './user.repository.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CreateUserInput = { email: string; password: string; given_name?: string; family_name?: string };

/** Creates a user account; used by the CLI and the seed. */
export const createUser = async ({ db, input }: { db: Db; input: CreateUserInput }) => {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw new AppError('validation_failed', `Ongeldig e-mailadres: ${input.email}`);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError('validation_failed', 'Het wachtwoord dient minimaal 6 karakters te hebben.');
  }
  const users = createUserRepository(db);
  if (await users.findByUsername(email)) {
    throw new AppError('conflict', `Er bestaat al een gebruiker met e-mailadres ${email}.`);
  }
  return users.insert({
    email,
    given_name: input.given_name?.trim() ?? '',
    family_name: input.family_name?.trim() ?? '',
    password_hash: await hashPassword(input.password),
  });
};
