import { type Kysely, sql } from 'kysely';

/**
 * `sort_name`: the item name lower-cased without accents (kept by the items service), so the list
 * sorts alike on SQLite and PostgreSQL whatever the collation; indexed with the id so a sorted
 * page of 10,000 items is an index walk.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('items')
    .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.updateTable('items').set({ sort_name: sql`lower(name)` }).execute();
  await db.schema.createIndex('items_sort_name_idx').on('items').columns(['sort_name', 'id']).execute();
};
