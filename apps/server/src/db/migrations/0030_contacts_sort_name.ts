import { type Kysely, sql } from 'kysely';

/**
 * `sort_name`: the display name lower-cased without accents (kept by the contacts service), so
 * "de Vries", "Érik" and "Zeeman" sort the same way on SQLite and PostgreSQL whatever the
 * database collation; indexed with the id so a sorted page of 100,000 contacts is an index walk.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('contacts')
    .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.updateTable('contacts').set({ sort_name: sql`lower(display_name)` }).execute();
  await db.schema.createIndex('contacts_sort_name_idx').on('contacts').columns(['sort_name', 'id']).execute();
};
