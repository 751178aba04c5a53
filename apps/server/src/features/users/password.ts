import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP-level memory cost).
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;
/** Verifies against a throw-away hash so an unknown account takes as long as a wrong password. */
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hash('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
};
