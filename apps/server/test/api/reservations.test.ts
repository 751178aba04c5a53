import { ITEM_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cancelReservation } from '../../src/features/reservations/cancel-reservation.ts';
import { reportReservationsWithoutOrder } from '../../src/features/reservations/report-reservations-without-order.ts';
import { reserveUnit } from '../../src/features/reservations/reserve-unit.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createItem, createUnit, insertContact } from '../support/items-factories.ts';
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
