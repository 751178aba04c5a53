import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
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
  readonly #use: ConnectionUse;

  constructor(config: SqliteDialectConfig, use: ConnectionUse) {
    super(config);
    this.#use = use;
  }

  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings) {
    const begin = settings?.accessMode === 'read only' ? 'begin' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  // Called by Kysely with its connection lock held (around one query, or a whole transaction).
  override async acquireConnection() {
    const connection = await super.acquireConnection();
    this.#use.held++;
    return connection;
  }

  override async releaseConnection() {
    this.#use.held--;
    await super.releaseConnection();
  }
}

/** How many holders Kysely's single SQLite connection has right now (0 or 1). */
type ConnectionUse = { held: number };

class AppSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #use: ConnectionUse;

  constructor(config: SqliteDialectConfig, use: ConnectionUse) {
    super(config);
    this.#config = config;
    this.#use = use;
  }

  override createDriver(): Driver {
    return new AppSqliteDriver(this.#config, this.#use);
  }
}

/** Rows of a read statement run at once, or null when it has to go through Kysely. */
export type DirectRead = (sqlText: string, parameters: readonly unknown[]) => unknown[] | null;
const directReads = new WeakMap<Db, DirectRead>();

/**
 * For preparedQuery (the hottest reads: the session check on every request, the contacts page):
 * on SQLite a read can run straight on the connection when Kysely does not have it out. Kysely
 * runs every query, even a single select, as lock the connection, run, unlock, through several
 * awaits; that was about a tenth of a small API call. Running it synchronously while no one holds
 * the connection is the same as taking the lock, running and releasing it with nothing in between
 * (JavaScript runs one thing at a time, better-sqlite3 is synchronous). While a transaction or
 * another query has the connection (`held`), it returns null and the read waits its turn through
 * Kysely as before, so it never runs inside someone else's transaction. Undefined on PostgreSQL
 * and for a transaction's `trx` (which has its own connection).
 */
export const directReadOf = (db: Db): DirectRead | undefined => directReads.get(db);

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
  const database = withStatementCache(sqlite);
  const use: ConnectionUse = { held: 0 };
  const db = new Kysely<Database>({ dialect: new AppSqliteDialect({ database }, use) });
  directReads.set(db, (sqlText, parameters) => {
    if (use.held > 0) return null;
    const statement = database.prepare(sqlText);
    return statement.reader ? statement.all(parameters) : null;
  });
  return { db, kind, destroy: () => db.destroy() };
};

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing costs about as much as running
 * a typical query here (a CPU profile of `GET /api/contacts.view` showed `prepare` at half of all
 * SQLite time). The app issues the same few hundred SQL texts over and over, so prepared
 * statements are kept per SQL text. Past `limit`, one that was not used since the last sweep is
 * dropped (second chance, "clock"): a hit only sets a flag, where moving the entry to the end of
 * the map on every hit (strict least recently used) cost a few µs per request. A statement that
 * is still being iterated (a streamed query) is never handed out twice: a fresh one is prepared
 * instead. SQLite re-prepares a cached statement by itself after a schema change.
 */
export const withStatementCache = (sqlite: SQLite.Database, limit = STATEMENT_CACHE_SIZE): SqliteDatabase => {
  const cache = new Map<string, { statement: SQLite.Statement; used: boolean }>();
  const evictOne = () => {
    // Map keeps insertion order: the first entries are the oldest; a used one moves to the end.
    for (const [sqlText, entry] of cache) {
      cache.delete(sqlText);
      if (!entry.used) return;
      entry.used = false;
      cache.set(sqlText, entry);
    }
  };
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (sqlText: string) => {
      const cached = cache.get(sqlText);
      if (cached && !cached.statement.busy) {
        cached.used = true;
        return cached.statement;
      }
      const statement = sqlite.prepare(sqlText);
      if (!cached) {
        if (cache.size >= limit) evictOne();
        cache.set(sqlText, { statement, used: false });
      }
      return statement;
    },
  };
};
