import { type Kysely, sql } from 'kysely';
import { kindOf } from '../dialect.ts';

/**
 * Fast lists and searches over 100,000 contacts (see bench/contacts):
 * - (deleted_at, sort_name, id): the active contacts in name order are one index walk, so
 *   "first page" and "first 50 hits" stop early instead of sorting every row;
 * - PostgreSQL: a pg_trgm GIN index makes `search_text like '%term%'` an index lookup;
 * - SQLite: an FTS5 trigram index over search_text (external content, kept in sync by triggers)
 *   does the same for words of 3+ characters (see contacts.repository.ts `matchesTerm`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createIndex('contacts_active_sort_idx')
    .on('contacts')
    .columns(['deleted_at', 'sort_name', 'id'])
    .execute();
  if (kindOf(db) === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index contacts_search_trgm_idx on contacts using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table contacts_fts using fts5(search_text, content='contacts', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into contacts_fts(contacts_fts) values ('rebuild')`.execute(db);
  await sql`create trigger contacts_fts_ai after insert on contacts begin
    insert into contacts_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger contacts_fts_ad after delete on contacts begin
    insert into contacts_fts(contacts_fts, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger contacts_fts_au after update of search_text on contacts begin
    insert into contacts_fts(contacts_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into contacts_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
};
