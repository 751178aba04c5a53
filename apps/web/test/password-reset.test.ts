import { MAX_PASSWORD_LENGTH_MESSAGE } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isInvalidToken, newPasswordSchema } from '../src/features/auth/pages/password-reset-page';
import { ApiError } from '../src/lib/api-error';

const issuesOf = (password: string) => {
  const result = newPasswordSchema.safeParse({ password, password_confirmation: password });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('new password form', () => {
  it('refuses a password over 200 characters with a Dutch message, like the server does', () => {
    expect(issuesOf('a'.repeat(200))).toEqual([]);
    expect(issuesOf('a'.repeat(201))).toEqual([MAX_PASSWORD_LENGTH_MESSAGE]);
  });
});

describe('isInvalidToken', () => {
  const error = (status: number, errors?: Record<string, string[]>) =>
    new ApiError({ status, message: 'De invoer is ongeldig.', code: 'x', errors });

  it('reads an unknown, used or unreadable token as an invalid link', () => {
    expect(isInvalidToken(error(410))).toBe(true);
    expect(isInvalidToken(error(404))).toBe(true);
    expect(isInvalidToken(error(422, { token: ['Te lang'] }))).toBe(true);
  });

  it('does not read a refused password as an invalid link', () => {
    expect(isInvalidToken(error(422, { password: [MAX_PASSWORD_LENGTH_MESSAGE] }))).toBe(false);
    expect(isInvalidToken(error(422))).toBe(false);
    expect(isInvalidToken(error(500))).toBe(false);
    expect(isInvalidToken(new Error('iets anders'))).toBe(false);
  });
});
