import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API, while the
 * server keeps writing. All pages go in one step: SQLite restarts a stepwise backup whenever
 * another connection writes between steps, which under a steady stream of orders could go on
 * for ever; one step reads a single snapshot (WAL lets writers carry on meanwhile).
 */
export const copySqliteDatabase = async (sourcePath: string, targetPath: string) => {
  // Not readonly: a read-only connection cannot open a WAL database whose -shm file is missing.
  const source = new SQLite(sourcePath, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(targetPath, { progress: () => 2 ** 30 });
  } finally {
    source.close();
  }
};

export type DatabaseFacts = { schemaVersion: string | null; rowCounts: Record<string, number> };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Latest migration and rows per table of a SQLite file (the copy, so they match its content). */
export const readSqliteFacts = (file: string): DatabaseFacts => {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    const rowCounts: Record<string, number> = {};
    for (const { name } of tables) {
      const row = db.prepare(`select count(*) as n from ${quoted(name)}`).get() as { n: number };
      rowCounts[name] = row.n;
    }
    const latest = tables.some((t) => t.name === 'kysely_migration')
      ? (db.prepare('select max(name) as name from kysely_migration').get() as { name: string | null }).name
      : null;
    return { schemaVersion: latest, rowCounts };
  } finally {
    db.close();
  }
};

/** Whether a SQLite file is sound (PRAGMA integrity_check answers 'ok'). */
export const checkSqliteIntegrity = (file: string): boolean => {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true }) === 'ok';
  } finally {
    db.close();
  }
};

/** The same facts of the PostgreSQL database (informational: pg_dump makes the real copy). */
export const readPostgresFacts = async (db: Db): Promise<DatabaseFacts> => {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const rowCounts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    rowCounts[name] = Number(rows[0]?.n ?? 0);
  }
  const latest = tables.rows.some((t) => t.name === 'kysely_migration')
    ? ((await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db))
        .rows[0]?.name ?? null)
    : null;
  return { schemaVersion: latest, rowCounts };
};
