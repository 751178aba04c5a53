import { randomUUID } from 'node:crypto';

export const newUuid = () => randomUUID();

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RecordRef = { id: number } | { uuid: string };

/**
 * Parses an `{id}` path parameter, which may be the numeric id or the uuid. Anything else is
 * treated as not found by the caller (returns null), so ids from the URL never reach SQL unchecked.
 */
export const parseRecordRef = (raw: string): RecordRef | null => {
  if (/^\d{1,12}$/.test(raw)) return { id: Number(raw) };
  if (UUID_RE.test(raw)) return { uuid: raw.toLowerCase() };
  return null;
};
