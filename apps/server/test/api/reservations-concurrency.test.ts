import { Worker } from 'node:worker_threads';
import { ITEM_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isReservationRace } from '../../src/features/reservations/reservation-race.ts';
import { reserveUnit } from '../../src/features/reservations/reserve-unit.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createItem, createUnit } from '../support/items-factories.ts';
import type {
  ReserveAttempt,
  ReserveOutcome,
  ReserveWorkerData,
  ReserveWorkerMessage,
} from '../support/reserve-worker.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const rentableUnit = async (serial: string) => {
  const item = await createItem(t, { name: `Verhuur ${serial}` });
  const unit = await createUnit(t, { item_id: item.id, serial_number: serial });
  return { item, unit };
};

describe('concurrency', () => {
  it('lets exactly one of 200 parallel overlapping reservations of a unit win', async () => {
    const { item, unit } = await rentableUnit('RACE-1');
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const from = addCalendarDays('2031-01-10', i % 5);
      return reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from, until: addCalendarDays(from, 6) } });
    });
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const failure of lost) {
      expect(failure.reason).toBeInstanceOf(AppError);
      expect((failure.reason as AppError).code).toBe('conflict');
    }
    const rows = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('unit_id', '=', unit.id)
      .where('status', '=', 'active')
      .execute();
    expect(rows).toHaveLength(1);
    const days = await get(`/api/item.availability/${item.id}?from=2031-01-14&until=2031-01-16`);
    expect(days['2031-01-16']).toEqual([]);
  });

  it('never sells more pieces than the stock row holds under 200 parallel requests', async () => {
    const item = await createItem(t, { name: 'Confetti', type: 'sellable' });
    const stock = await createUnit(t, { item_id: item.id, quantity: 7 });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        reserveUnit({
          ctx: t.ctx,
          input: { unitId: stock.id, from: '2031-02-01', until: '2031-02-02', quantity: 1 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
  });
});

describe('races the database reports', () => {
  it('counts exclusion violations, deadlocks, serialization failures and SQLITE_BUSY as a lost race', () => {
    for (const code of [
      '23P01',
      '40P01',
      '40001',
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_BUSY_TIMEOUT',
    ])
      expect(isReservationRace({ code })).toBe(true);
    for (const code of [
      '23505',
      '57014',
      'conflict',
      'SQLITE_BUSYNESS',
      'SQLITE_CONSTRAINT_UNIQUE',
      undefined,
    ])
      expect(isReservationRace({ code })).toBe(false);
    expect(isReservationRace(null)).toBe(false);
  });
});

describe.runIf(!inject('pgAdminUrl'))('SQLite with two connections to one file (two app processes)', () => {
  /** Runs each list of attempts in its own worker thread and connection, all starting together. */
  const raceInWorkers = async (jobs: ReserveAttempt[][]): Promise<ReserveOutcome[][]> => {
    const workers = jobs.map(
      (attempts) =>
        new Worker(new URL('../support/reserve-worker.ts', import.meta.url), {
          workerData: { databaseUrl: t.config.databaseUrl, attempts } satisfies ReserveWorkerData,
        }),
    );
    const next = (worker: Worker, type: ReserveWorkerMessage['type']) =>
      new Promise<ReserveWorkerMessage>((resolve, reject) => {
        worker.on('message', (message: ReserveWorkerMessage) => {
          if (message.type === type) resolve(message);
        });
        worker.once('error', reject);
      });
    try {
      await Promise.all(workers.map((worker) => next(worker, 'ready')));
      const done = workers.map((worker) => next(worker, 'done'));
      for (const worker of workers) worker.postMessage('go');
      return (await Promise.all(done)).map((message) => (message.type === 'done' ? message.outcomes : []));
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  };

  const rentableUnits = async (prefix: string, count: number) => {
    const item = await createItem(t, { name: `Twee processen ${prefix}` });
    const units = [];
    for (let i = 0; i < count; i++) {
      units.push(await createUnit(t, { item_id: item.id, serial_number: `${prefix}-${i}` }));
    }
    return units;
  };

  it('lets exactly one of two overlapping reserves win, and answers the other with the Dutch conflict', async () => {
    const units = await rentableUnits('OVL', 30);
    const attempts = units.map((unit) => ({ unitId: unit.id, from: '2033-03-01', until: '2033-03-03' }));
    const [a = [], b = []] = await raceInWorkers([attempts, attempts]);
    units.forEach((unit, i) => {
      const pair = [a[i], b[i]];
      expect(
        pair.filter((outcome) => outcome?.ok),
        `unit ${unit.id}`,
      ).toHaveLength(1);
      expect(pair.find((outcome) => !outcome?.ok)).toEqual({
        ok: false,
        kind: 'AppError',
        code: 'conflict',
        message: ITEM_MESSAGES.reservationConflict,
      });
    });
  });

  it('queues writers, so reserves of one unit for different days all succeed', async () => {
    // With a plain BEGIN both connections read, and the later writer is refused (SQLITE_BUSY or
    // SQLITE_BUSY_SNAPSHOT) although its days are free; BEGIN IMMEDIATE makes it wait instead.
    const units = await rentableUnits('DIS', 30);
    const [a = [], b = []] = await raceInWorkers([
      units.map((unit) => ({ unitId: unit.id, from: '2033-04-01', until: '2033-04-02' })),
      units.map((unit) => ({ unitId: unit.id, from: '2033-04-03', until: '2033-04-04' })),
    ]);
    expect([...a, ...b]).toEqual(Array.from({ length: 60 }, () => ({ ok: true })));
    const rows = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where(
        'unit_id',
        'in',
        units.map((unit) => unit.id),
      )
      .where('status', '=', 'active')
      .execute();
    expect(rows).toHaveLength(60);
  });
});

describe.runIf(Boolean(inject('pgAdminUrl')))('PostgreSQL row locks', () => {
  /**
   * Tries to lock the unit row from another connection without waiting; answers the SQLSTATE.
   * `for no key update` passes the key-share lock the reservation's foreign key takes, so only
   * the service's own `for update` makes it fail.
   */
  const probeLock = (unitId: number) =>
    t.ctx.db
      .transaction()
      .execute((trx) => sql`select id from units where id = ${unitId} for no key update nowait`.execute(trx))
      .then(
        () => 'free',
        (error: { code?: string }) => error.code,
      );

  it('locks a rentable unit row until the reserving transaction ends, so reserves queue', async () => {
    const { unit } = await rentableUnit('LOCK-1');
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signal!: () => void;
    const reserved = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const order = t.ctx.db.transaction().execute(async (trx) => {
      await reserveUnit({
        ctx: t.ctx,
        input: { unitId: unit.id, from: '2032-01-01', until: '2032-01-02' },
        trx: trx,
      });
      signal();
      await released;
    });
    await Promise.race([reserved, order]);
    // 55P03 lock_not_available: the open reserving transaction holds the unit row.
    expect(await probeLock(unit.id)).toBe('55P03');
    release();
    await order;
    expect(await probeLock(unit.id)).toBe('free');
  });

  it('makes unit.update wait for an open reserve of the stock row and then count it', async () => {
    const item = await createItem(t, { name: 'Springballen', type: 'sellable' });
    const stock = await createUnit(t, { item_id: item.id, quantity: 10 });
    const from = addCalendarDays(todayCalendarDate(), 7);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signal!: () => void;
    const reserved = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const order = t.ctx.db.transaction().execute(async (trx) => {
      await reserveUnit({
        ctx: t.ctx,
        input: { unitId: stock.id, from, until: from, quantity: 5 },
        trx: trx,
      });
      signal();
      await released;
    });
    await Promise.race([reserved, order]);
    const update = t.app.inject({
      method: 'PATCH',
      url: `/api/unit.update/${stock.id}`,
      headers,
      payload: { quantity: 4 },
    });
    // The update must queue behind the reserve's row lock: wait until PostgreSQL shows a backend
    // waiting for a lock (without the lock it would answer 200 at once, not seeing the 5 pieces).
    let waiting = false;
    for (let attempt = 0; attempt < 200 && !waiting; attempt++) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.ctx.db);
      waiting = (rows[0]?.n ?? 0) > 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(waiting).toBe(true);
    release();
    await order;
    const res = await update;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(ITEM_MESSAGES.quantityBelowReserved(5));
  });

  it('answers the Dutch conflict, not a 500, when two orders deadlock on each other’s units', async () => {
    const a = await rentableUnit('DL-A');
    const b = await rentableUnit('DL-B');
    // Both orders hold their first unit before either asks for its second: a certain deadlock,
    // which PostgreSQL breaks by aborting one of them.
    let arrived = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const meet = async () => {
      arrived += 1;
      if (arrived === 2) open();
      await gate;
    };
    const order = (first: number, second: number) =>
      t.ctx.db.transaction().execute(async (trx) => {
        await reserveUnit({
          ctx: t.ctx,
          input: { unitId: first, from: '2032-02-01', until: '2032-02-03' },
          trx: trx,
        });
        await meet();
        await reserveUnit({
          ctx: t.ctx,
          input: { unitId: second, from: '2032-02-02', until: '2032-02-04' },
          trx: trx,
        });
      });
    const results = await Promise.allSettled([order(a.unit.id, b.unit.id), order(b.unit.id, a.unit.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const reason: unknown = results.find((r) => r.status === 'rejected')?.reason;
    expect(reason).toBeInstanceOf(AppError);
    expect(reason).toMatchObject({ code: 'conflict', message: ITEM_MESSAGES.reservationConflict });
    // The winner holds both units; the loser left nothing behind.
    const rows = await t.ctx.db
      .selectFrom('reservations')
      .select('unit_id')
      .where('unit_id', 'in', [a.unit.id, b.unit.id])
      .where('status', '=', 'active')
      .execute();
    expect(rows).toHaveLength(2);
  });
});
