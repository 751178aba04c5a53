import { z } from 'zod';

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

/**
 * The largest id the databases' integer columns hold (PostgreSQL `integer`, 2^31 − 1). A larger
 * number can name no record: in a path it is a 404, in a body or query a 422, never a 500 from a
 * database refusing to compare it with an integer column.
 */
export const MAX_RECORD_ID = 2_147_483_647;
/** The largest value of any integer column (same bound): numbers a request stores stay below it. */
export const MAX_INTEGER_COLUMN = MAX_RECORD_ID;

/** An id of a record in a JSON body: a whole number 1..MAX_RECORD_ID. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);
/** An id of a record in a query string (`?contact_id=12`): as recordIdSchema, read from text. */
export const recordIdQuerySchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(20),
});

/** The calendar days the app takes as input (the spec's agenda limits). */
export const MIN_CALENDAR_DATE = '1900-01-01';
export const MAX_CALENDAR_DATE = '2100-12-31';
export const CALENDAR_DATE_MESSAGE =
  'Geen geldige datum. Kies een bestaande dag tussen 01-01-1900 en 31-12-2100.';

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a day that exists, written `yyyy-MM-dd`, from MIN_CALENDAR_DATE through
 * MAX_CALENDAR_DATE: '2026-02-30', '2027-02-29' and '0000-01-01' are not. Both databases then
 * store and compare the same days (SQLite would keep any text, PostgreSQL refuses some).
 */
export const isCalendarDateInRange = (value: string): boolean => {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (value < MIN_CALENDAR_DATE || value > MAX_CALENDAR_DATE) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

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

// ---------------------------------------------------------------------------------------------
// Text

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No form types
 * them; PostgreSQL refuses U+0000 in text outright and SQLite's full-text queries choke on it.
 * Both databases refuse them alike: a Dutch 422 (the server also checks every request, see
 * apps/server/src/plugins/input-guard.ts), never silently stripped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'De tekst bevat ongeldige tekens (stuurtekens).';
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

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
