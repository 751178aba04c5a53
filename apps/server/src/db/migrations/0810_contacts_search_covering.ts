import { type Kysely, sql } from 'kysely';
import { kindOf } from '../dialect.ts';

/**
 * PostgreSQL: the active contacts in name order (0061) and the deactivated ones each carry
 * search_text in their index, so a broad search term (one contact in eight) is tested on index
 * entries alone: the page walks the name index and stops after its 20 matches, and the capped
 * count and the deactivated count read no table rows. Without it each entry walked fetched its
 * row, and a broad term cost more than a narrow one, which the trigram index answers directly.
 * SQLite answers both from its full-text index (0031).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  if (kindOf(db) !== 'postgres') return;
  await sql`create index contacts_active_name_search_idx on contacts (sort_name, id) include (search_text) where deleted_at is null`.execute(
    db,
  );
  await sql`drop index contacts_active_name_idx`.execute(db);
  await sql`create index contacts_deactivated_search_idx on contacts (deleted_at) include (search_text) where deleted_at is not null`.execute(
    db,
  );
};
