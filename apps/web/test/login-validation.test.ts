import { loginRequestSchema, passwordResetRequestSchema } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_MESSAGES,
  RESET_REQUEST_MESSAGES,
  validateLogin,
  validateResetRequest,
} from '../src/features/auth/login-validation';

/** What the contract's schema says about the same values, as field → first message. */
const schemaErrors = (values: { username: string; password: string }) => {
  const result = loginRequestSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('the sign-in form rules (without zod)', () => {
  it('agree with loginRequestSchema for any input', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', ' ', '\t', '\n', 'é', '😀', '\u00a0', '\u2003'),
          maxLength: 8,
        }),
        fc.string({ unit: fc.constantFrom('a', ' ', '😀', 'x'), maxLength: 9 }),
        (username, password) => {
          expect(validateLogin({ username, password })).toEqual(schemaErrors({ username, password }));
        },
      ),
    );
  });

  it('give the spec texts', () => {
    expect(validateLogin({ username: ' ', password: '12345' })).toEqual({
      username: LOGIN_MESSAGES.usernameRequired,
      password: LOGIN_MESSAGES.passwordMin,
    });
    expect(LOGIN_MESSAGES).toEqual({
      usernameRequired: 'Voer je gebruikersnaam in.',
      passwordMin: 'Het wachtwoord dient minimaal 6 karakters te hebben.',
    });
    expect(validateLogin({ username: 'demo', password: '123456' })).toEqual({});
  });
});

describe('the password request form rule (without zod)', () => {
  it('gives the same verdict as passwordResetRequestSchema, and its text for a missing address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom('a', ' ', '\t', '@', '😀'), maxLength: 8 }),
          fc.integer({ min: 300, max: 340 }).map((n) => 'a'.repeat(n)),
          fc.integer({ min: 316, max: 324 }).map((n) => ` ${'😀'.repeat(n)} `),
        ),
        (email) => {
          const schema = passwordResetRequestSchema.safeParse({ email_address: email });
          const mine = validateResetRequest(email);
          expect(mine === undefined).toBe(schema.success);
          if (email.trim() === '') expect(mine).toBe(schema.error?.issues[0]?.message);
        },
      ),
    );
    expect(RESET_REQUEST_MESSAGES.emailRequired).toBe('Geef een e-mailadres op');
  });
});
