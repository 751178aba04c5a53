import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';
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
