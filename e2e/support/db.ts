import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { dataDir, postgresUrl } from './env.ts';

/**
 * Runs one `insert … returning id` straight on the e2e server's database: the SQLite file in
 * DATA_DIR, or the PostgreSQL database of a `test:e2e:postgres` run. Write the SQL with `?`
 * placeholders and portable values (booleans are 0/1 on both, see migration-helpers.ts).
 * Only for state the API cannot express; returns the new row's id.
 */
export async function insertReturningId(sql: string, params: unknown[]): Promise<number> {
  const url = postgresUrl();
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      let n = 0;
      const result = await client.query<{ id: number }>(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      );
      return Number(result.rows[0]?.id);
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(dataDir(), 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare(sql).get(...params) as { id: number } | undefined;
    return Number(row?.id);
  } finally {
    db.close();
  }
}
