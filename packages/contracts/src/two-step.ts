import { z } from 'zod';
import { loginResponseSchema } from './auth.ts';

/**
 * Two-step sign-in. After a correct password of a person with two-step on,
 * /auth/login answers `second_step_required` with a short-lived signed challenge instead of a
 * session; /auth/login.second_step exchanges challenge + code (or a recovery code) for the session.
 */
export const loginSecondStepSchema = z.object({
  second_step_required: z.literal(true),
  /** Signed, valid for a few minutes; it is not a session and opens nothing else. */
  challenge: z.string(),
  expires_in: z.number().int(),
});
export type LoginSecondStep = z.infer<typeof loginSecondStepSchema>;

const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Voer de 6 cijfers uit je authenticator-app in.');
const recoveryCodeField = z.string().trim().min(8, 'Voer een herstelcode in.').max(40);

export const loginSecondStepRequestSchema = z
  .object({
    challenge: z.string().min(1).max(2000),
    code: codeField.optional(),
    recovery_code: recoveryCodeField.optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), {
    message: 'Voer een verificatiecode of een herstelcode in.',
    path: ['code'],
  });
export type LoginSecondStepRequest = z.infer<typeof loginSecondStepRequestSchema>;

/** What /auth/login answers: the session, or (two-step on) the challenge for the code step. */
export const loginAnswerSchema = z.union([loginResponseSchema, loginSecondStepSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;
export const twoStepStatusResponseSchema = z.object({ entry: twoStepStatusSchema });

export const twoStepSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL for an <img>. */
  qr_code: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;
export const twoStepSetupResponseSchema = z.object({ entry: twoStepSetupSchema });

export const twoStepConfirmRequestSchema = z.object({ code: codeField });
export const twoStepConfirmResponseSchema = z.object({
  /** Shown once; only their hashes are kept. */
  entry: z.object({ recovery_codes: z.array(z.string()) }),
});

export const twoStepDisableRequestSchema = z
  .object({ code: codeField.optional(), password: z.string().min(1).max(200).optional() })
  .refine((b) => b.code !== undefined || b.password !== undefined, {
    message: 'Geef een verificatiecode of je wachtwoord op.',
    path: ['code'],
  });
export type TwoStepDisableRequest = z.infer<typeof twoStepDisableRequestSchema>;

export const twoStepMessageResponseSchema = z.object({ message: z.string() });
