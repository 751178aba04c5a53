import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the embedded SQLite database', () => {
  it('runs in WAL mode with synchronous=FULL and foreign keys on', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-db-'));
    dirs.push(dir);
    const handle = openDatabase('sqlite', path.join(dir, 'app.sqlite'));
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      // 2 = FULL
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await handle.destroy();
    }
  });
});
