import type { Kysely } from 'kysely';

/**
 * Notes per order for the driver: setup, power, access. Nullable text: older
 * orders have none; the contract caps them at 2,000 characters.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('orders').addColumn('notes', 'text').execute();
};
