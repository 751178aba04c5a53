import { z } from 'zod';
import { entryOf, resultsOf } from './common.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './common-constants.ts';
import { jobTypeSchema } from './schedule.ts';
import { MAX_SIGNER_NAME_LENGTH, SIGNATURE_MESSAGES } from './signatures-constants.ts';

/**
 * POST /job.sign/{id}: the renter's signature at a delivery or pickup. The image is a PNG data
 * URL; its size and content are judged by the server from the bytes (413/422 on signature_png).
 */
export const jobSignRequestSchema = z.object({
  signer_name: z
    .string({ error: SIGNATURE_MESSAGES.nameRequired })
    .trim()
    .min(1, SIGNATURE_MESSAGES.nameRequired)
    .max(MAX_SIGNER_NAME_LENGTH, SIGNATURE_MESSAGES.nameTooLong)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
  signature_png: z.string({ error: SIGNATURE_MESSAGES.pngRequired }).min(1, SIGNATURE_MESSAGES.pngRequired),
  instructions_explained: z.literal(true, { error: SIGNATURE_MESSAGES.instructionsRequired }),
  /**
   * Optional: the terms version the renter was shown. When given and no longer in force, the
   * signature is refused (422), so the record never names terms the renter did not see.
   */
  terms_version: z.number({ error: SIGNATURE_MESSAGES.termsOutdated }).int().positive().optional(),
});
export type JobSignRequest = z.infer<typeof jobSignRequestSchema>;

/** A recorded signature (never changed; a second signature is a new one). */
export const signatureModelSchema = z.object({
  id: z.number().int(),
  /** The job it was given at, e.g. 'delivery-12'. */
  job_id: z.string(),
  job_type: jobTypeSchema,
  order_id: z.number().int(),
  /** The rented article of that job, as named when signed. */
  item_name: z.string(),
  signer_name: z.string(),
  signed_at: z.string(),
  /** The colleague who collected it, as named then. */
  signed_by: z.string(),
  /** The version of the rental terms in force when signed. */
  terms_version: z.number().int(),
  instructions_explained: z.boolean(),
  /** The image (PNG) for signed-in staff: GET with the bearer token, never a public address. */
  image_url: z.string(),
});
export type SignatureModel = z.infer<typeof signatureModelSchema>;
export const signatureEntrySchema = entryOf(signatureModelSchema);
/** GET /job_signatures.list/{id}: the signatures given at one job, oldest first. */
export const signatureListSchema = resultsOf(signatureModelSchema);
