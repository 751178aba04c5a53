import { z } from 'zod';
import {
  CALENDAR_DATE_MESSAGE,
  CALENDAR_DATE_PATTERN,
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  isCalendarDateInRange,
  MAX_RECORD_ID,
} from './common-constants.ts';

/** Every error the API sends: a Dutch `message`, a stable `code`, and optional field errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Single records answer `{entry: {model}}`. */
export const entryOf = <T extends z.ZodType>(model: T) => z.object({ entry: z.object({ model }) });
/** Lists and searches answer `{results}`; lists may add paging metadata. */
export const resultsOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });
export const pagedResultsOf = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  });

/** `{id}` in a path: the numeric id or the uuid. */
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** An id of a record in a JSON body: a whole number 1..MAX_RECORD_ID. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);
/** An id of a record in a query string (`?contact_id=12`): as recordIdSchema, read from text. */
export const recordIdQuerySchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/**
 * The version of a record an update was based on (the model's `version`). Optional, so clients
 * written against the spec keep working (they then overwrite as before); the web app always sends
 * it, and a stale one is refused with a 409 (STALE_VERSION_CODE).
 */
export const baseVersionSchema = z
  .number({ error: 'Geef de versie als geheel getal.' })
  .int('Geef de versie als geheel getal.')
  .positive('Geef de versie als geheel getal.')
  .max(MAX_RECORD_ID, 'Geef de versie als geheel getal.');
/** As baseVersionSchema, in a query string (a DELETE has no body): `?version=3`. */
export const baseVersionQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'Geef de versie als geheel getal.' })
    .int('Geef de versie als geheel getal.')
    .positive('Geef de versie als geheel getal.')
    .max(MAX_RECORD_ID, 'Geef de versie als geheel getal.')
    .optional(),
});
/** Every write bumps it; send it back with an update. */
export const recordVersionSchema = z.number().int().positive();

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(20),
});

/**
 * A query filter given as a comma list of known values (`status=open,paid`), lower-cased; absent
 * means all. An unknown value is a Dutch 422 naming it (`noun`: what the values are called).
 */
export const commaListQuerySchema = <T extends string>(values: readonly T[], noun: string) =>
  z
    .string()
    .max(100)
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const tokens = raw
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean);
      const unknown = tokens.find((t) => !(values as readonly string[]).includes(t));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `Onbekende ${noun} "${unknown}". Kies uit: ${values.join(', ')}.`,
        });
        return z.NEVER;
      }
      return tokens as T[];
    });

/**
 * A calendar day given as input, `yyyy-MM-dd`: a real day from 1900-01-01 through 2100-12-31.
 * Every date a request takes goes through this schema, so an impossible or far-off date is a
 * Dutch 422 before any service computes with it.
 */
export const isoDateSchema = z
  .string()
  // abort: one message for 'morgen', not the same one twice.
  .regex(CALENDAR_DATE_PATTERN, { message: CALENDAR_DATE_MESSAGE, abort: true })
  .refine(isCalendarDateInRange, CALENDAR_DATE_MESSAGE);

/**
 * A calendar day in an answer, `yyyy-MM-dd`, checked for its pattern only: derived days (a due
 * date 365 days after 2100-12-31) may lie past the input range, and an answer must never fail
 * on a day the server already holds.
 */
export const isoDateResponseSchema = z.string().regex(CALENDAR_DATE_PATTERN);

/** Trimmed text of at most `max` characters without control characters. */
export const plainTextSchema = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

/** Optional free text: trimmed, no control characters, '' and null both mean "not given". */
export const optionalTextSchema = (max = 255) =>
  plainTextSchema(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const okSchema = z.object({ ok: z.literal(true) });
