import type { Kysely } from 'kysely';

/**
 * A version per invoice, order, contact and item: every write bumps it, and an update carrying the
 * version it was based on is refused when the record moved on since (no stale overwrite from a
 * second tab or a second person). Existing rows start at 1.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  for (const table of ['invoices', 'orders', 'contacts', 'items']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
};
