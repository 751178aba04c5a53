import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseKind } from '../../apps/server/src/db/dialect.ts';
import { startEmbeddedPostgres } from '../../apps/server/test/support/embedded-postgres.ts';

/** A fresh database for one bench run, on the same embedded PostgreSQL the API tests use. */
export type BenchDatabase = {
  kind: DatabaseKind;
  /** The app's DATABASE_URL: a SQLite file, or a postgres URL of a new database `bench`. */
  url: string;
  /** An empty temp folder for the app's DATA_DIR. */
  dataDir: string;
  /** Stops PostgreSQL (if any) and removes the folders; call after the app has closed. */
  close: () => Promise<void>;
};

const BENCH_DATABASE = 'bench';

/**
 * pg's pool.end() resolves before its clients' sockets have closed; stopping the server while a
 * backend is still there makes it answer 57P01, which the ended pool (in this process) re-emits as
 * an unhandled 'error'. So wait until the bench database has no connections left before stopping.
 */
const waitForDisconnects = async (adminUrl: string, database: string) => {
  const admin = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await admin.end();
  }
};

export const openBenchDatabase = async (kind: DatabaseKind): Promise<BenchDatabase> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `verhuur-bench-${kind}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return { kind, url: path.join(dataDir, 'bench.sqlite'), dataDir, close: async () => removeDir() };
  }
  const postgres = await startEmbeddedPostgres().catch((error: unknown) => {
    removeDir();
    throw error;
  });
  const close = async () => {
    try {
      await waitForDisconnects(postgres.adminUrl, BENCH_DATABASE).catch(() => {});
      await postgres.stop();
    } finally {
      removeDir();
    }
  };
  try {
    const admin = new pg.Client({ connectionString: `${postgres.adminUrl}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${BENCH_DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { kind, url: `${postgres.adminUrl}/${BENCH_DATABASE}`, dataDir, close };
};
