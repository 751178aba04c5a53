import { isDeepStrictEqual } from 'node:util';

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * The fields whose value differs between `before` and `after` (deep equality, so arrays and
 * objects compare by content), as `{field: {from, to}}`. Only the keys in `fields` when given,
 * else every key of either object. Undefined counts as null, so a field missing on one side and
 * null on the other is no change.
 */
export const diffForAudit = <T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields?: readonly (keyof T & string)[],
): AuditChanges => {
  const keys = fields ?? [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: AuditChanges = {};
  for (const key of keys) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (!isDeepStrictEqual(from, to)) changes[key] = { from, to };
  }
  return changes;
};

/** True when there is at least one changed field. */
export const hasAuditChanges = (changes: AuditChanges) => Object.keys(changes).length > 0;

/** "1 regel" / "3 regels": counts in a summary line. */
export const countSummary = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
