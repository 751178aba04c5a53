import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { directReadOf, openDatabase, withStatementCache } from '../../src/db/database.ts';
import { preparedQuery } from '../../src/db/prepared-query.ts';

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

describe('the prepared statement cache', () => {
  const openCache = (limit: number) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-db-'));
    dirs.push(dir);
    const sqlite = new SQLite(path.join(dir, 'cache.sqlite'));
    let prepared = 0;
    const counting = Object.assign(Object.create(sqlite) as SQLite.Database, {
      prepare: (text: string) => {
        prepared++;
        return sqlite.prepare(text);
      },
    });
    return {
      cache: withStatementCache(counting, limit),
      prepared: () => prepared,
      close: () => sqlite.close(),
    };
  };

  it('prepares each SQL text once and hands out the same statement', () => {
    const { cache, prepared, close } = openCache(10);
    const first = cache.prepare('select 1');
    expect(cache.prepare('select 1')).toBe(first);
    expect(prepared()).toBe(1);
    close();
  });

  it('keeps statements used since the last sweep and drops one that was not', () => {
    const { cache, prepared, close } = openCache(3);
    const hot = cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 3');
    cache.prepare('select 1'); // used again: survives the next eviction
    cache.prepare('select 4'); // full: drops 'select 2', the oldest unused one
    expect(prepared()).toBe(4);
    expect(cache.prepare('select 1')).toBe(hot);
    expect(prepared()).toBe(4);
    cache.prepare('select 2');
    expect(prepared()).toBe(5);
    close();
  });

  it('never hands out a statement that is still being iterated', () => {
    const { cache, close } = openCache(10);
    const first = cache.prepare('select 1 union all select 2');
    const rows = first.iterate([]);
    rows.next();
    const second = cache.prepare('select 1 union all select 2');
    expect(second).not.toBe(first);
    expect(second.all([])).toHaveLength(2);
    rows.return?.();
    expect(cache.prepare('select 1 union all select 2')).toBe(first);
    close();
  });
});

describe('prepared reads on SQLite', () => {
  const openTemp = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'verhuur-db-'));
    dirs.push(dir);
    return openDatabase('sqlite', path.join(dir, 'app.sqlite'));
  };
  const countNotes = preparedQuery((db) =>
    db.selectNoFrom((eb) =>
      eb
        .selectFrom('notes' as never)
        .select(eb.fn.countAll<number>().as('n'))
        .as('n'),
    ),
  );

  it('run at once when no query or transaction has the connection', async () => {
    const handle = openTemp();
    try {
      await sql`create table notes (id integer primary key)`.execute(handle.db);
      await sql`insert into notes (id) values (1)`.execute(handle.db);
      expect(directReadOf(handle.db)?.('select count(*) as n from notes', [])).toEqual([{ n: 1 }]);
      expect(await countNotes(handle.db)).toEqual([{ n: 1 }]);
      // A write is never run this way.
      expect(directReadOf(handle.db)?.('insert into notes (id) values (2)', [])).toBeNull();
    } finally {
      await handle.destroy();
    }
  });

  it('wait for an open transaction instead of reading inside it (its rows rolled back are never seen)', async () => {
    const handle = openTemp();
    try {
      await sql`create table notes (id integer primary key)`.execute(handle.db);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted: () => void = () => {};
      const didInsert = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const transaction = handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into notes (id) values (1)`.execute(trx);
          inserted();
          await held;
          throw new Error('roll back');
        })
        .catch(() => 'rolled back');
      await didInsert;
      expect(directReadOf(handle.db)?.('select count(*) as n from notes', [])).toBeNull();
      const read = countNotes(handle.db);
      release();
      expect(await transaction).toBe('rolled back');
      expect(await read).toEqual([{ n: 0 }]);
      expect(directReadOf(handle.db)?.('select count(*) as n from notes', [])).toEqual([{ n: 0 }]);
    } finally {
      await handle.destroy();
    }
  });
});
