import { Worker } from 'node:worker_threads';
import { ITEM_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cancelReservation } from '../../src/features/reservations/cancel-reservation.ts';
import { reportReservationsWithoutOrder } from '../../src/features/reservations/report-reservations-without-order.ts';
import { isReservationRace } from '../../src/features/reservations/reservation-race.ts';
import { reserveUnit } from '../../src/features/reservations/reserve-unit.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createItem, createUnit, insertContact } from '../support/items-factories.ts';
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

const expectRefusal = async (promise: Promise<unknown>, code: string, message: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toBe(message);
};

describe('reserve', () => {
  it('holds whole days with both bounds included', async () => {
    const { unit } = await rentableUnit('RS-1');
    await reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-10', until: '2030-06-12' } });
    // Sharing the first or the last day conflicts; the day before and after are free.
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-12', until: '2030-06-14' } }),
      'conflict',
      ITEM_MESSAGES.reservationConflict,
    );
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-08', until: '2030-06-10' } }),
      'conflict',
      ITEM_MESSAGES.reservationConflict,
    );
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-11', until: '2030-06-11' } }),
      'conflict',
      ITEM_MESSAGES.reservationConflict,
    );
    await reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-13', until: '2030-06-13' } });
    await reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-01', until: '2030-06-09' } });
  });

  it('refuses an invalid range, an unknown unit and an out-of-service unit', async () => {
    const { unit } = await rentableUnit('RS-2');
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-12', until: '2030-06-10' } }),
      'validation_failed',
      ITEM_MESSAGES.invalidRange,
    );
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-02-30', until: '2030-03-01' } }),
      'validation_failed',
      ITEM_MESSAGES.invalidRange,
    );
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: 999_999, from: '2030-06-10', until: '2030-06-10' } }),
      'not_found',
      ITEM_MESSAGES.unitNotFound,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/unit.update/${unit.id}`,
      headers,
      payload: { available: false },
    });
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-06-10', until: '2030-06-10' } }),
      'conflict',
      ITEM_MESSAGES.unitOutOfService,
    );
  });

  it('frees the days again after cancel', async () => {
    const { unit } = await rentableUnit('RS-3');
    const first = await reserveUnit({
      ctx: t.ctx,
      input: { unitId: unit.id, from: '2030-07-01', until: '2030-07-05' },
    });
    await cancelReservation({ ctx: t.ctx, reservationId: first.id });
    await cancelReservation({ ctx: t.ctx, reservationId: first.id });
    const second = await reserveUnit({
      ctx: t.ctx,
      input: { unitId: unit.id, from: '2030-07-03', until: '2030-07-04' },
    });
    expect(second.status).toBe('active');
    await expectRefusal(
      cancelReservation({ ctx: t.ctx, reservationId: 999_999 }),
      'not_found',
      ITEM_MESSAGES.reservationNotFound,
    );
  });

  it('counts quantities for sellable stock: a sale holds its pieces for good, on its delivery day only', async () => {
    const item = await createItem(t, { name: 'Gasfles helium', type: 'sellable' });
    const stock = await createUnit(t, { item_id: item.id, quantity: 5 });
    const first = await reserveUnit({
      ctx: t.ctx,
      input: {
        unitId: stock.id,
        from: '2030-08-01',
        until: '2030-08-03',
        quantity: 3,
      },
    });
    // A sale has a delivery day only: the period asked is cut to its first day.
    expect([first.reserved_from, first.reserved_until]).toEqual(['2030-08-01', '2030-08-01']);
    await reserveUnit({
      ctx: t.ctx,
      input: { unitId: stock.id, from: '2030-08-10', until: '2030-08-10', quantity: 2 },
    });
    // Sold out on every day, also days before and after the deliveries.
    for (const day of ['2030-07-01', '2030-08-02', '2030-09-01'])
      await expectRefusal(
        reserveUnit({ ctx: t.ctx, input: { unitId: stock.id, from: day, until: day, quantity: 1 } }),
        'conflict',
        ITEM_MESSAGES.insufficientQuantity,
      );
    let availability = await get(`/api/item.availability/${item.id}?from=2030-07-31&until=2030-08-02`);
    expect(availability).toEqual({ '2030-07-31': [], '2030-08-01': [], '2030-08-02': [] });
    // Cancelling a sale gives its pieces back, on every day.
    await cancelReservation({ ctx: t.ctx, reservationId: first.id });
    availability = await get(`/api/item.availability/${item.id}?from=2030-07-31&until=2030-08-01`);
    expect(availability).toEqual({ '2030-07-31': [stock.id], '2030-08-01': [stock.id] });
    await expectRefusal(
      reserveUnit({
        ctx: t.ctx,
        input: { unitId: stock.id, from: '2030-07-01', until: '2030-07-01', quantity: 4 },
      }),
      'conflict',
      ITEM_MESSAGES.insufficientQuantity,
    );
    await reserveUnit({
      ctx: t.ctx,
      input: { unitId: stock.id, from: '2030-07-01', until: '2030-07-01', quantity: 3 },
    });
  });

  it('takes part in the caller transaction: a refusal undoes the earlier reservations', async () => {
    const a = await rentableUnit('TX-A');
    const b = await rentableUnit('TX-B');
    await reserveUnit({ ctx: t.ctx, input: { unitId: b.unit.id, from: '2030-09-02', until: '2030-09-02' } });
    const attempt = t.ctx.db.transaction().execute(async (trx) => {
      await reserveUnit({
        ctx: t.ctx,
        input: { unitId: a.unit.id, from: '2030-09-01', until: '2030-09-03' },
        trx: trx,
      });
      await reserveUnit({
        ctx: t.ctx,
        input: { unitId: b.unit.id, from: '2030-09-01', until: '2030-09-03' },
        trx: trx,
      });
    });
    await expectRefusal(attempt, 'conflict', ITEM_MESSAGES.reservationConflict);
    const unitA = await get(`/api/unit.view/${a.unit.id}`);
    expect(unitA.entry.model.reservations).toEqual([]);
  });
});

describe('unit.view and item.availability', () => {
  it('lists live reservations with their contact and answers free unit ids per day', async () => {
    const contact = await insertContact(t, 'Basisschool De Regenboog');
    const item = await createItem(t, { name: 'Springkussen Regenboog' });
    const u1 = await createUnit(t, { item_id: item.id, serial_number: 'SK-2024-001' });
    const u2 = await createUnit(t, { item_id: item.id, serial_number: 'SK-2024-002' });
    const u3 = await createUnit(t, { item_id: item.id, serial_number: 'SK-2024-003' });
    await reserveUnit({
      ctx: t.ctx,
      input: { unitId: u1.id, from: '2030-05-02', until: '2030-05-03', contactId: contact.id },
    });
    const cancelled = await reserveUnit({
      ctx: t.ctx,
      input: { unitId: u1.id, from: '2030-05-05', until: '2030-05-05' },
    });
    await cancelReservation({ ctx: t.ctx, reservationId: cancelled.id });
    await reserveUnit({ ctx: t.ctx, input: { unitId: u2.id, from: '2030-04-28', until: '2030-05-01' } });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/unit.update/${u3.id}`,
      headers,
      payload: { available: false },
    });

    const view = (await get(`/api/unit.view/${u1.uuid}`)).entry.model;
    expect(view.reservations).toEqual([
      {
        id: expect.any(Number),
        uuid: expect.any(String),
        unit_id: u1.id,
        order_id: null,
        reserved_from: '2030-05-02',
        reserved_until: '2030-05-03',
        quantity: 1,
        status: 'active',
        contact: { id: contact.id, uuid: contact.uuid, display_name: 'Basisschool De Regenboog' },
      },
    ]);

    const days = await get(`/api/item.availability/${item.uuid}?from=2030-05-01&until=2030-05-05`);
    expect(days).toEqual({
      '2030-05-01': [u1.id],
      '2030-05-02': [u2.id],
      '2030-05-03': [u2.id],
      '2030-05-04': [u1.id, u2.id],
      '2030-05-05': [u1.id, u2.id],
    });
  });

  it('answers every day unavailable for a soft-deleted item, whose units reserve refuses', async () => {
    const { item, unit } = await rentableUnit('DEL-1');
    const range = 'from=2030-10-01&until=2030-10-03';
    expect(await get(`/api/item.availability/${item.id}?${range}`)).toEqual({
      '2030-10-01': [unit.id],
      '2030-10-02': [unit.id],
      '2030-10-03': [unit.id],
    });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/item.delete/${item.id}`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    // Like item.view (which still answers, with deleted_at), a 200: every day with no free unit.
    expect((await get(`/api/item.view/${item.id}`)).entry.model.deleted_at).not.toBeNull();
    expect(await get(`/api/item.availability/${item.uuid}?${range}`)).toEqual({
      '2030-10-01': [],
      '2030-10-02': [],
      '2030-10-03': [],
    });
    await expectRefusal(
      reserveUnit({ ctx: t.ctx, input: { unitId: unit.id, from: '2030-10-01', until: '2030-10-01' } }),
      'conflict',
      ITEM_MESSAGES.itemDeleted,
    );
  });

  it('marks a rentable unit in use on a day it is reserved today', async () => {
    const { item, unit } = await rentableUnit('TODAY-1');
    const today = todayCalendarDate();
    await reserveUnit({
      ctx: t.ctx,
      input: { unitId: unit.id, from: addCalendarDays(today, -1), until: today },
    });
    const model = (await get(`/api/item.view/${item.id}`)).entry.model;
    expect(model.units[0].state).toBe('in_use');
  });
});

describe('reservation.release and the start-up check', () => {
  const release = (id: string | number) =>
    t.app.inject({ method: 'DELETE', url: `/api/reservation.release/${id}`, headers });

  it('frees a reservation without an order, reported at start-up until then; twice is harmless', async () => {
    const { item, unit } = await rentableUnit('VRIJ-1');
    const reservation = await reserveUnit({
      ctx: t.ctx,
      input: { unitId: unit.id, from: '2031-03-02', until: '2031-03-03' },
    });
    const warn = vi.spyOn(t.ctx.log, 'warn');
    expect(await reportReservationsWithoutOrder(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        reservations: expect.arrayContaining([expect.objectContaining({ id: reservation.id })]),
      }),
      expect.stringContaining('zonder order'),
    );
    warn.mockRestore();

    const res = await release(reservation.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      entry: { model: { id: reservation.id, status: 'cancelled', order_id: null } },
      message: ITEM_MESSAGES.reservationReleased,
    });
    expect(await get(`/api/item.availability/${item.uuid}?from=2031-03-02&until=2031-03-03`)).toEqual({
      '2031-03-02': [unit.id],
      '2031-03-03': [unit.id],
    });
    expect((await get(`/api/unit.view/${unit.uuid}`)).entry.model.reservations).toEqual([]);
    expect((await release(reservation.id)).statusCode).toBe(200);
  });

  it('refuses one that belongs to an order (409, Dutch, nothing changed) and answers 404 for an unknown one', async () => {
    const { unit } = await rentableUnit('VRIJ-2');
    const { id: contactId } = await insertContact(t, 'Ordercontact');
    const reservation = await reserveUnit({
      ctx: t.ctx,
      input: {
        unitId: unit.id,
        from: '2031-04-01',
        until: '2031-04-01',
        contactId,
      },
    });
    const order = await t.ctx.db
      .insertInto('orders')
      .values({
        uuid: crypto.randomUUID(),
        status: 'confirmed',
        contact_id: contactId,
        payment_method: 'cash',
        promo_code: null,
        total_amount_cents: 100,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('reservations')
      .set({ order_id: order.id })
      .where('id', '=', reservation.id)
      .execute();
    const res = await release(reservation.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: ITEM_MESSAGES.reservationOfOrder(order.id),
    });
    const row = await t.ctx.db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', reservation.id)
      .executeTakeFirst();
    expect(row?.status).toBe('active');
    for (const bad of ['999999', 'abc', '00000000-0000-4000-8000-000000000000', '99999999999']) {
      const answer = await release(bad);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json().message).toBe(ITEM_MESSAGES.reservationNotFound);
    }
  });
});

describe('unit.update of a stock row', () => {
  const setQuantity = (unitId: number, quantity: number) =>
    t.app.inject({ method: 'PATCH', url: `/api/unit.update/${unitId}`, headers, payload: { quantity } });

  it('refuses a quantity below the pieces sold on live orders, whatever their delivery day', async () => {
    const item = await createItem(t, { name: 'Statafels', type: 'sellable' });
    const stock = await createUnit(t, { item_id: item.id, quantity: 10 });
    const today = todayCalendarDate();
    const day = (n: number) => addCalendarDays(today, n);
    // Sold goods are gone for good: a delivery in the past counts too; a cancelled sale does not.
    await reserveUnit({
      ctx: t.ctx,
      input: { unitId: stock.id, from: day(-5), until: day(-5), quantity: 2 },
    });
    await reserveUnit({ ctx: t.ctx, input: { unitId: stock.id, from: day(0), until: day(0), quantity: 4 } });
    await reserveUnit({ ctx: t.ctx, input: { unitId: stock.id, from: day(2), until: day(2), quantity: 1 } });
    const cancelled = await reserveUnit({
      ctx: t.ctx,
      input: { unitId: stock.id, from: day(3), until: day(3), quantity: 3 },
    });
    await cancelReservation({ ctx: t.ctx, reservationId: cancelled.id });

    const refused = await setQuantity(stock.id, 6);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: ITEM_MESSAGES.quantityBelowReserved(7),
      errors: { quantity: [ITEM_MESSAGES.quantityBelowReserved(7)] },
    });
    expect(ITEM_MESSAGES.quantityBelowReserved(7)).toBe(
      'Er zijn al 7 stuks verkocht op lopende orders; het aantal kan niet lager worden dan 7.',
    );
    expect((await get(`/api/unit.view/${stock.id}`)).entry.model.quantity).toBe(10);
    const lowered = await setQuantity(stock.id, 7);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().entry.model.quantity).toBe(7);
  });
});

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
