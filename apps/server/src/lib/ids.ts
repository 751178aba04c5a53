import { randomUUID } from 'node:crypto';

export const newUuid = () => randomUUID();

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RecordRef = { id: number } | { uuid: string };

/** Ids are 32-bit integers on both databases; a larger number cannot name a record. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * Parses an `{id}` path parameter, which may be the numeric id or the uuid. Anything else is
 * treated as not found by the caller (returns null), so ids from the URL never reach SQL unchecked.
 */
export const parseRecordRef = (raw: string): RecordRef | null => {
  // PostgreSQL refuses an out-of-range integer parameter with an error (a 500), so it never gets one.
  if (/^\d{1,12}$/.test(raw)) return Number(raw) <= MAX_RECORD_ID ? { id: Number(raw) } : null;
  if (UUID_RE.test(raw)) return { uuid: raw.toLowerCase() };
  return null;
};
