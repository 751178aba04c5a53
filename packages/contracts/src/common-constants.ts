import { hasInvalidTextCharacters, INVALID_TEXT_CHARACTERS } from '@app/domain';

/**
 * The largest id the databases' integer columns hold (PostgreSQL `integer`, 2^31 − 1). A larger
 * number can name no record: in a path it is a 404, in a body or query a 422, never a 500 from a
 * database refusing to compare it with an integer column.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** The largest value of any integer column (same bound): numbers a request stores stay below it. */
export const MAX_INTEGER_COLUMN = MAX_RECORD_ID;

/** The calendar days the app takes as input (the spec's agenda limits). */
export const MIN_CALENDAR_DATE = '1900-01-01';

export const MAX_CALENDAR_DATE = '2100-12-31';

export const CALENDAR_DATE_MESSAGE =
  'Geen geldige datum. Kies een bestaande dag tussen 01-01-1900 en 31-12-2100.';

export const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

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

// ---------------------------------------------------------------------------------------------
// Text

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, Unicode noncharacters
 * (U+FFFE, U+FFFF, U+FDD0–U+FDEF, …) and lone surrogates (INVALID_TEXT_CHARACTERS in @app/domain,
 * which the export writers also use). No form types them; PostgreSQL refuses U+0000 in text,
 * SQLite's full-text queries choke on it, and an XLSX holding U+FFFE is not well-formed. Both
 * databases refuse them alike: a Dutch 422 (the server also checks every request, see
 * apps/server/src/plugins/input-guard.ts), never silently stripped.
 */
export const CONTROL_CHARACTERS = INVALID_TEXT_CHARACTERS;

export const CONTROL_CHARACTERS_MESSAGE = 'De tekst bevat ongeldige tekens (stuurtekens of niet-tekens).';

export const hasControlCharacters = hasInvalidTextCharacters;

// ---------------------------------------------------------------------------------------------
// Record versions (no stale overwrite)

/** The `code` of the 409 for an update based on an older version of the record. */
export const STALE_VERSION_CODE = 'stale_version';

export const STALE_VERSION_MESSAGE =
  'Iemand anders heeft dit intussen gewijzigd. De pagina toont nu de actuele gegevens.';

/**
 * The longest distance an order takes by hand (and online booking delivers to). Here rather than
 * with the order rules: the booking texts use it, and the screens that show them (the change
 * history too) then do not load every order message.
 */
export const MAX_MANUAL_DISTANCE_KM = 2000;
