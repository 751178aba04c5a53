import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from './dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  destroy: () => Promise<void>;
};

// PostgreSQL answers bigint (counts) and numeric as strings and dates as Date objects;
// the app works with numbers and 'yyyy-MM-dd' strings on both databases.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/**
 * SQLite's plain BEGIN takes the write lock only at the first write. Two connections to one file
 * (a second app process, the CLI) can then both read, and the later writer fails with
 * SQLITE_BUSY_SNAPSHOT (its snapshot is stale) instead of waiting for the first to commit: 16 of
 * 60 concurrent publishes over two processes answered 500 that way. So every transaction begins
 * IMMEDIATE: it takes the write lock up front and waits for it (busy_timeout), and reads only what
 * the previous writer committed. A transaction this app opens writes (reads alone need none), and
 * SQLite has one writer at a time anyway, so nothing is lost; one opened with access mode
 * 'read only' keeps the plain BEGIN. A feature added later inherits this without knowing it.
 */
class AppSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings) {
    const begin = settings?.accessMode === 'read only' ? 'begin' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

class AppSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new AppSqliteDriver(this.#config);
  }
}

/**
 * A transaction that writes and decides on what it read (check, then insert): on SQLite it
 * begins IMMEDIATE (as every transaction does there, see AppSqliteDriver), on PostgreSQL it is a
 * plain read-write transaction (take row locks there with `for update`). Use as
 * `writeTransaction(db).execute(async (trx) => …)`; it says at the call site what the transaction
 * relies on.
 */
export const writeTransaction = (db: Db) => db.transaction().setAccessMode('read write');

export const openDatabase = (kind: DatabaseKind, url: string): DatabaseHandle => {
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind, destroy: () => db.destroy() };
  }
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new AppSqliteDialect({ database: sqlite }) });
  return { db, kind, destroy: () => db.destroy() };
};
