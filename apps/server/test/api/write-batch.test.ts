import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createWriteBatcher } from '../../src/db/write-batch.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The group commit's guarantees (db/write-batch.ts), on both databases, with scratch tables:
// probes (a unique label) and probe_children, whose reference to probes is checked only at
// COMMIT (deferred), so a unit of work can make the commit itself fail.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await sql`create table probes (label text primary key)`.execute(t.ctx.db);
  await sql`create table probe_children (probe_label text not null
    references probes (label) deferrable initially deferred)`.execute(t.ctx.db);
});
afterAll(() => t.close());

const insertProbe = (trx: Db, label: string) =>
  sql`insert into probes (label) values (${label})`.execute(trx);

const labels = async () =>
  (await sql<{ label: string }>`select label from probes order by label`.execute(t.ctx.db)).rows.map(
    (r) => r.label,
  );

const clear = async () => {
  await sql`delete from probe_children`.execute(t.ctx.db);
  await sql`delete from probes`.execute(t.ctx.db);
};

describe('write batch (group commit)', () => {
  it('runs units that arrive together in one transaction and answers each only after the commit', async () => {
    await clear();
    const batcher = createWriteBatcher(t.ctx.db);
    const answered: string[] = [];
    const seenByLast: string[][] = [];
    const results = await Promise.all([
      batcher
        .run((trx) => insertProbe(trx, 'a').then(() => 'a'))
        .then((v) => {
          answered.push(v);
          return v;
        }),
      batcher
        .run((trx) => insertProbe(trx, 'b').then(() => 'b'))
        .then((v) => {
          answered.push(v);
          return v;
        }),
      batcher.run(async (trx) => {
        // The units before it in the batch: written (visible in the transaction), not yet answered.
        seenByLast.push(
          (await sql<{ label: string }>`select label from probes order by label`.execute(trx)).rows.map(
            (r) => r.label,
          ),
          [...answered],
        );
        return 'c';
      }),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(seenByLast).toEqual([['a', 'b'], []]);
    expect(await labels()).toEqual(['a', 'b']);
  });

  it('rolls back a failing unit alone: the others commit, it keeps nothing and gets its own error', async () => {
    await clear();
    const batcher = createWriteBatcher(t.ctx.db);
    const settled = await Promise.allSettled([
      batcher.run((trx) => insertProbe(trx, 'eerste')),
      batcher.run(async (trx) => {
        await insertProbe(trx, 'half');
        throw new Error('kapot na de eerste insert');
      }),
      batcher.run(async (trx) => {
        // A database error (unique label) aborts a PostgreSQL transaction; the savepoint recovers it.
        await insertProbe(trx, 'nog een');
        await insertProbe(trx, 'eerste');
      }),
      batcher.run((trx) => insertProbe(trx, 'laatste')),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(settled[1]).toMatchObject({ reason: { message: 'kapot na de eerste insert' } });
    expect(await labels()).toEqual(['eerste', 'laatste']);
  });

  it('a failing commit fails every unit of the batch and keeps nothing of it', async () => {
    await clear();
    const batcher = createWriteBatcher(t.ctx.db);
    const settled = await Promise.allSettled([
      batcher.run((trx) => insertProbe(trx, 'x')),
      // Refers to a probe that does not exist: allowed until COMMIT, which then refuses.
      batcher.run((trx) =>
        sql`insert into probe_children (probe_label) values ('bestaat niet')`.execute(trx),
      ),
      batcher.run((trx) => insertProbe(trx, 'y')),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await labels()).toEqual([]);
    // The batcher goes on afterwards.
    await batcher.run((trx) => insertProbe(trx, 'daarna'));
    expect(await labels()).toEqual(['daarna']);
  });

  it('works through a queue longer than one batch (maxBatch) and commits every unit', async () => {
    await clear();
    const batcher = createWriteBatcher(t.ctx.db, { maxBatch: 3 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.run((trx) => insertProbe(trx, `p${i}`))));
    expect(await labels()).toHaveLength(10);
  });
});
