import type { LoginRequest } from '@app/contracts';
import { MIN_PASSWORD_LENGTH } from '../../lib/constants';

/**
 * The sign-in form's rules, the same as contracts' loginRequestSchema (a unit test holds them
 * together) but without zod: the sign-in page is the first download of every visit, and zod alone
 * would be a sixth of it.
 */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Voer je gebruikersnaam in.',
  passwordMin: 'Het wachtwoord dient minimaal 6 karakters te hebben.',
} as const;

export const RESET_REQUEST_MESSAGES = { emailRequired: 'Geef een e-mailadres op' } as const;
/** Longer than any e-mail address may be (passwordResetRequestSchema's max). */
const MAX_EMAIL_LENGTH = 320;
// zod's own text would be English in the browser (no locale is loaded there).
const TOO_LONG = `Het e-mailadres mag maximaal ${MAX_EMAIL_LENGTH} tekens hebben.`;

/**
 * passwordResetRequestSchema's rule for the address, by hand (a unit test holds them together: the
 * same verdict, and the same text for a missing address).
 */
export function validateResetRequest(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length === 0) return RESET_REQUEST_MESSAGES.emailRequired;
  if ([...trimmed].length > MAX_EMAIL_LENGTH) return TOO_LONG;
  return undefined;
}

export type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

export function validateLogin(values: LoginRequest): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim().length === 0) errors.username = LOGIN_MESSAGES.usernameRequired;
  // zod's min counts characters (code points), not UTF-16 units: '😀' is one.
  if ([...values.password].length < MIN_PASSWORD_LENGTH) errors.password = LOGIN_MESSAGES.passwordMin;
  return errors;
}
