import { ORDER_MESSAGES } from '@app/contracts';
import { jobInstants } from '@app/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createOrderTestApp,
  day,
  newContactOrder,
  type OrderApi,
  type OrderCatalog,
  reservationOf,
  SELLABLE,
} from '../support/orders-factories.ts';
import type { TestApp } from '../support/test-app.ts';

/** Own pickup window: reservation.pickup_time drives the agenda's pickup job. */

let t: TestApp;
let catalog: OrderCatalog;
let api: OrderApi;
let unit: (i: number) => number;

beforeAll(async () => {
  ({ t, catalog, api, unit } = await createOrderTestApp({
    units: 3,
    app: { env: { APP_URL: 'https://verhuur.example.nl' } },
  }));
});
afterAll(() => t.close());

type Job = { type: 'delivery' | 'pickup'; time: string; reservation_id: number };

const timeline = async (date: string) => {
  const res = await api.call('GET', `/job.timeline/${date}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, Job[]>;
};

const slotOf = (days: Record<string, Job[]>, reservationId: number, type: Job['type']) =>
  Object.entries(days).find(([, jobs]) =>
    jobs.some((j) => j.reservation_id === reservationId && j.type === type),
  )?.[0];

describe('reservation.pickup_time', () => {
  it('plans the pickup in the chosen window, in the order model, the timeline, the week and the feed', async () => {
    const oneDay = day(6);
    const order = await api.createOk(
      newContactOrder([reservationOf(unit(0), oneDay, oneDay, { pickup_time: '12:00-14:00' })]),
    );
    const [reservation] = order.reservations as Array<{ id: number; pickup_time: string | null }>;
    expect(reservation?.pickup_time).toBe('12:00-14:00');
    const viewed = (await api.view(order.uuid)).json().entry.model;
    expect(viewed.reservations[0].pickup_time).toBe('12:00-14:00');
    const row = await t.ctx.db
      .selectFrom('reservations')
      .select('pickup_time')
      .where('id', '=', reservation?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.pickup_time).toBe('12:00-14:00');

    const days = await timeline(oneDay);
    expect(slotOf(days, reservation?.id ?? 0, 'delivery')).toBe('08:00-10:00');
    expect(slotOf(days, reservation?.id ?? 0, 'pickup')).toBe('12:00-14:00');
    expect(days['16:00-18:00']?.some((j) => j.reservation_id === reservation?.id)).toBe(false);

    const week = await api.call('GET', `/jobs.view?from=${oneDay}&until=${oneDay}`);
    expect(week.statusCode).toBe(200);
    const weekJobs = week.json().results as Array<Job & { id: string }>;
    expect(weekJobs.find((j) => j.id === `pickup-${reservation?.id}`)?.time).toBe('12:00-14:00');

    const renewed = await api.call('POST', '/calendar_feed.renew');
    const feed = await t.app.inject({ method: 'GET', url: renewed.json().entry.model.path });
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    const event = calendar
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.uid === `pickup-${reservation?.id}@verhuur.example.nl`);
    const expected = jobInstants(oneDay, '12:00-14:00');
    expect(event?.startDate.toJSDate().toISOString()).toBe(expected.start.toISOString());
    expect(event?.endDate.toJSDate().toISOString()).toBe(expected.end.toISOString());
  });

  it('keeps 16:00-18:00 when no pickup window is given, and sold goods have none', async () => {
    const order = await api.createOk(
      newContactOrder([
        reservationOf(unit(1), day(7), day(9)),
        reservationOf(
          catalog.stock.id,
          day(7),
          day(7),
          { quantity: 2, pickup_time: '10:00-12:00' },
          SELLABLE.name,
        ),
      ]),
    );
    const reservations = order.reservations as Array<{
      id: number;
      unit_id: number;
      pickup_time: string | null;
    }>;
    const castle = reservations.find((r) => r.unit_id === unit(1));
    const sold = reservations.find((r) => r.unit_id === catalog.stock.id);
    expect(castle?.pickup_time).toBeNull();
    expect(sold?.pickup_time).toBeNull();
    expect(slotOf(await timeline(day(9)), castle?.id ?? 0, 'pickup')).toBe('16:00-18:00');
    const deliveryDay = await timeline(day(7));
    expect(slotOf(deliveryDay, sold?.id ?? 0, 'pickup')).toBeUndefined();
  });

  it('refuses a pickup window outside the five with a Dutch 422 naming the field, writing nothing', async () => {
    const before = await countRows(t);
    for (const bad of ['18:00-20:00', '', 'middag', 12]) {
      for (const path of ['/order.cashcreate', '/order.quote']) {
        const res = await api.call(
          'POST',
          path,
          newContactOrder([
            reservationOf(unit(2), day(5), day(5)),
            reservationOf(unit(2), day(8), day(8), { pickup_time: bad }),
          ]),
        );
        expect(res.statusCode, `${path} ${String(bad)}: ${res.body}`).toBe(422);
        expect(res.json().errors['items.1.reservation.pickup_time']).toEqual([
          ORDER_MESSAGES.pickupTimeInvalid,
        ]);
      }
    }
    expect(ORDER_MESSAGES.pickupTimeInvalid).toMatch(/^Kies een ophaaltijd/);
    expect(await countRows(t)).toEqual(before);
  });
});
