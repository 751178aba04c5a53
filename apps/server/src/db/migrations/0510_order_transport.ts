import type { Kysely } from 'kysely';

/**
 * An order keeps its transport as priced, and whether it was entered by hand because
 * the address could not be located ("Afstand onbekend"). Older orders: not manual, figures null
 * (their invoice lines still say what was charged).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('orders')
    .addColumn('transport_manual', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('transport_distance_m', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('transport_amount_cents', 'integer').execute();
};
