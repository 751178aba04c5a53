import { z } from 'zod';
import { entryOf, recordIdQuerySchema } from './common.ts';

/**
 * One version of the company's rental terms ("Huurvoorwaarden"): the booking page, quotes and the
 * signature at handover accept the current one and record its number. Versions are never changed;
 * saving a changed text makes the next number.
 */
export const termsVersionSchema = z.object({
  number: z.number().int().positive(),
  text: z.string(),
  created_at: z.string(),
  /** The colleague who saved it; null for the first version (made by the system). */
  created_by: z.string().nullable(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;
export const termsVersionEntrySchema = entryOf(termsVersionSchema);

/** GET /terms.view: the current version, or `?version=N` (what an acceptance recorded). */
export const termsViewQuerySchema = z.object({ version: recordIdQuerySchema.optional() });

export const TERMS_MESSAGES = {
  versionNotFound: 'Deze versie van de huurvoorwaarden bestaat niet.',
} as const;
