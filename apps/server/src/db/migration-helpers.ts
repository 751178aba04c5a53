import { type ColumnDataType, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { kindOf } from './dialect.ts';

// Portable column conventions, used by every migration so SQLite and PostgreSQL stay alike:
// - instants are ISO-8601 UTC strings in `text` (sortable, identical on both databases);
// - calendar days are `date` on PostgreSQL (needed for range constraints) and `text` on SQLite,
//   both read back as 'yyyy-MM-dd' strings (see database.ts type parsers);
// - booleans are integers 0/1; money is integer cents.

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the untyped schema
type AnyDb = Kysely<any>;

export const addIdColumn = <T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) =>
  kindOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

export const dateType = (db: AnyDb): ColumnDataType => (kindOf(db) === 'postgres' ? 'date' : 'text');
export const doubleType = (db: AnyDb): ColumnDataType =>
  kindOf(db) === 'postgres' ? 'double precision' : 'real';

/** Bytes (a small image kept with its record): `bytea` on PostgreSQL, `blob` on SQLite; read as a Buffer. */
export const bytesType = (db: AnyDb): ColumnDataType => (kindOf(db) === 'postgres' ? 'bytea' : 'blob');

/**
 * Makes a table append-only at the database: triggers refuse every update and delete, also from a
 * stray SQL statement (records that are evidence: versions of terms, signatures).
 */
export const addAppendOnlyTriggers = async (db: AnyDb, table: string) => {
  const message = sql.lit(`${table} is append-only`);
  if (kindOf(db) === 'postgres') {
    const fn = sql.id(`${table}_append_only`);
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        raise exception ${message};
      end;
      $$`.execute(db);
    await sql`create trigger ${sql.id(`${table}_no_change`)} before update or delete on ${sql.table(table)}
      for each row execute function ${fn}()`.execute(db);
  } else {
    await sql`create trigger ${sql.id(`${table}_no_update`)} before update on ${sql.table(table)}
      begin select raise(abort, ${message}); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_no_delete`)} before delete on ${sql.table(table)}
      begin select raise(abort, ${message}); end`.execute(db);
  }
};
