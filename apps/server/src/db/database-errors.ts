/**
 * Database refusals that come from what a request asked for, not from a bug: the shared error
 * handler (plugins/errors.ts) answers them with a Dutch 4xx or 503 instead of a 500. Services
 * still check their rules first and give precise messages; this is the net under every route,
 * also one added later, so a value the schemas let through cannot become a 500.
 */
export type DatabaseRefusal = {
  status: 409 | 413 | 422 | 503;
  code: 'conflict' | 'payload_too_large' | 'validation_failed' | 'service_unavailable';
  message: string;
};

export const DATABASE_MESSAGES = {
  busy: 'De database is even bezig. Probeer het over een paar seconden opnieuw.',
  concurrent: 'Deze gegevens werden tegelijk door iemand anders gewijzigd. Probeer het opnieuw.',
  duplicate: 'Dit bestaat al.',
  reference: 'De invoer verwijst naar iets dat niet (meer) bestaat, of er hangt nog iets aan vast.',
  invalidValue: 'De invoer is ongeldig: een waarde valt buiten het toegestane bereik.',
  tooLarge: 'De invoer is te groot.',
} as const;

const refusal = (status: DatabaseRefusal['status'], message: string): DatabaseRefusal => ({
  status,
  code:
    status === 409
      ? 'conflict'
      : status === 413
        ? 'payload_too_large'
        : status === 503
          ? 'service_unavailable'
          : 'validation_failed',
  message,
});

/** SQLSTATE classes and codes of PostgreSQL (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const postgresRefusal = (sqlState: string): DatabaseRefusal | null => {
  switch (sqlState) {
    case '23505': // unique_violation
    case '23P01': // exclusion_violation
      return refusal(409, DATABASE_MESSAGES.duplicate);
    case '23503': // foreign_key_violation
      return refusal(422, DATABASE_MESSAGES.reference);
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return refusal(409, DATABASE_MESSAGES.concurrent);
    case '55P03': // lock_not_available
    case '57014': // query_canceled (statement timeout)
    case '53300': // too_many_connections
      return refusal(503, DATABASE_MESSAGES.busy);
    case '54000': // program_limit_exceeded (e.g. an index row too large)
      return refusal(413, DATABASE_MESSAGES.tooLarge);
  }
  // Class 22, data exception: out-of-range numbers and dates, invalid text (U+0000), bad formats.
  if (sqlState.startsWith('22')) return refusal(422, DATABASE_MESSAGES.invalidValue);
  if (sqlState === '23514') return refusal(422, DATABASE_MESSAGES.invalidValue); // check_violation
  // Anything else (a not-null violation, a syntax error, a missing column) is a bug: a 500.
  return null;
};

/** better-sqlite3's extended result codes (https://www.sqlite.org/rescode.html). */
const sqliteRefusal = (code: string): DatabaseRefusal | null => {
  // Another connection (a second app process, the CLI) held the file's write lock longer than
  // busy_timeout, or wrote after this transaction read.
  if (/^SQLITE_(BUSY|LOCKED)(_|$)/.test(code)) return refusal(503, DATABASE_MESSAGES.busy);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return refusal(409, DATABASE_MESSAGES.duplicate);
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return refusal(422, DATABASE_MESSAGES.reference);
  if (code === 'SQLITE_CONSTRAINT_CHECK' || code === 'SQLITE_MISMATCH') {
    return refusal(422, DATABASE_MESSAGES.invalidValue);
  }
  if (code === 'SQLITE_TOOBIG') return refusal(413, DATABASE_MESSAGES.tooLarge);
  return null;
};

const isPostgresError = (error: object): error is { code: string; severity: string } =>
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
  typeof (error as { severity?: unknown }).severity === 'string';

const isSqliteError = (error: object): error is { code: string } =>
  (error as { name?: unknown }).name === 'SqliteError' &&
  typeof (error as { code?: unknown }).code === 'string';

/** The 4xx/503 answer for a database refusal caused by the request, or null for anything else. */
export const classifyDatabaseError = (error: unknown): DatabaseRefusal | null => {
  if (typeof error !== 'object' || error === null) return null;
  if (isPostgresError(error)) return postgresRefusal(error.code);
  if (isSqliteError(error)) return sqliteRefusal(error.code);
  return null;
};

/** Unique-constraint violations on either database (a race the service check did not see). */
export const isUniqueViolation = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
