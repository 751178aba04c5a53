import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH_MESSAGE, MIN_PASSWORD_LENGTH } from './auth-constants.ts';
import { ROLES } from './team-constants.ts';

export const userSchema = z.object({
  id: z.number().int(),
  given_name: z.string(),
  family_name: z.string(),
  username: z.string(),
  email: z.string(),
  /** What the person may do; the navigation shows only what the role allows. */
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Voer je gebruikersnaam in.'),
  password: z.string().min(MIN_PASSWORD_LENGTH, 'Het wachtwoord dient minimaal 6 karakters te hebben.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authorizationSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
});
export type Authorization = z.infer<typeof authorizationSchema>;

export const loginResponseSchema = z.object({
  authorization: authorizationSchema,
  user: userSchema,
  redirect_to: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1) });
export const refreshResponseSchema = z.object({ authorization: authorizationSchema });

/**
 * Logout ends the login of the bearer token or, when that token has expired, the login the
 * refresh token belongs to; the body may be left out.
 */
export const logoutRequestSchema = z
  .object({ refresh_token: z.string().min(1).max(200).optional() })
  .nullish();
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

export const checkSessionResponseSchema = z.object({ user: userSchema });

export const passwordResetRequestSchema = z.object({
  email_address: z.string().trim().min(1, 'Geef een e-mailadres op').max(320),
});
export const passwordResetResponseSchema = z.object({ message: z.string() });

export const tokenVerifyRequestSchema = z.object({ token: z.string().min(1).max(200) });
/**
 * A usable link: `purpose` 'invite' for a colleague who has not chosen a password yet (the page
 * says "Kies je wachtwoord"), else 'reset'; `email_address` is the account it is for.
 */
export const tokenVerifyResponseSchema = z.object({
  valid: z.literal(true),
  purpose: z.enum(['invite', 'reset']),
  email_address: z.string(),
});

export const passwordUpdateRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, 'Het wachtwoord dient minimaal 6 karakters te hebben.')
    .max(MAX_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH_MESSAGE),
});
/** `email_address`: the account's, for the sign-in page that follows. */
export const passwordUpdateResponseSchema = z.object({ message: z.string(), email_address: z.string() });
