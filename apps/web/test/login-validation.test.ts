import { loginRequestSchema } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, validateLogin } from '../src/features/auth/login-validation';

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
