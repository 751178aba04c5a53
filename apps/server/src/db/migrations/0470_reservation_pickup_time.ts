import type { Kysely } from 'kysely';

/**
 * Own pickup window: the window the goods are picked up in on the last day,
 * one of the five delivery windows. Null (older rows, sold goods, no choice): 16:00-18:00 as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('reservations').addColumn('pickup_time', 'text').execute();
};
