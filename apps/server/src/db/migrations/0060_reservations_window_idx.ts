import type { Kysely } from 'kysely';

/**
 * Availability reads the live reservations of a unit that end on or after the window's first
 * day (see reservations.repository.ts `activeForItem`). Ranging on reserved_until rather than
 * reserved_from skips the whole history (it ended before today) instead of walking it, and
 * carrying reserved_from and quantity lets both databases answer from the index alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createIndex('reservations_unit_window_idx')
    .on('reservations')
    .columns(['unit_id', 'status', 'reserved_until', 'reserved_from', 'quantity'])
    .execute();
};
