import { randomUUID } from 'node:crypto';
import { MAX_RECORD_ID } from '@app/contracts';

export const newUuid = () => randomUUID();

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RecordRef = { id: number } | { uuid: string };

/**
 * Parses an `{id}` path parameter, which may be the numeric id (1..MAX_RECORD_ID) or the uuid.
 * Anything else is treated as not found by the caller (returns null), so ids from the URL never
 * reach SQL unchecked.
 */
export const parseRecordRef = (raw: string): RecordRef | null => {
  // Past the integer columns' range no record can have the id; asking the database anyway would
  // make PostgreSQL refuse the comparison (a 500) instead of finding nothing.
  if (/^\d{1,10}$/.test(raw)) {
    const id = Number(raw);
    return id >= 1 && id <= MAX_RECORD_ID ? { id } : null;
  }
  if (UUID_RE.test(raw)) return { uuid: raw.toLowerCase() };
  return null;
};

/** A numeric-only `{id}` (1..MAX_RECORD_ID), or null: for records that have no uuid. */
export const parseRecordId = (raw: string | number): number | null => {
  const ref = parseRecordRef(String(raw));
  return ref && 'id' in ref ? ref.id : null;
};
