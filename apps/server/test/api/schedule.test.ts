import { CONTROL_CHARACTERS_MESSAGE, GEO_ATTRIBUTION, SCHEDULE_MESSAGES, TIME_SLOTS } from '@app/contracts';
import {
  addCalendarDays,
  estimateWithinArea,
  startOfWeekMonday,
  todayCalendarDate,
  typicalDistanceInArea,
} from '@app/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../src/features/assets/store-file.ts';
import { locateOffline } from '../../src/features/geo/postcode-table.ts';
import { cancelReservation } from '../../src/features/reservations/cancel-reservation.ts';
import { reserveUnit } from '../../src/features/reservations/reserve-unit.ts';
import type { DistanceAddress, JobDistances } from '../../src/features/schedule/job-distances.ts';
import { jobsBetween } from '../../src/features/schedule/load-jobs.ts';
import { planDayRoute } from '../../src/features/schedule/plan-day-route.ts';
import { cancelOrderViaApi, createOrderViaApi } from '../support/orders-factories.ts';
import { createCustomer, createRentableUnit, createSellableUnit } from '../support/schedule-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, h: Record<string, string> | undefined = headers) =>
  t.app.inject({ method: 'GET', url, ...(h ? { headers: h } : {}) });

type Job = {
  id: string;
  date: string;
  type: 'delivery' | 'pickup';
  time: string;
  reservation_id: number;
  order_id: number;
  contact: Record<string, unknown>;
  unit: { serial_number: string | null; item: { name: string; images: Array<{ url: string }> } };
  distance: number | null;
  duration: number | null;
  estimated: boolean;
};

describe('authentication', () => {
  it('refuses the agenda calls without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobs.view'],
      ['GET', '/api/job.timeline/2026-12-12'],
      ['GET', '/api/job.route/2026-12-12'],
      ['GET', '/api/calendar_feed.view'],
      ['POST', '/api/calendar_feed.renew'],
      ['DELETE', '/api/calendar_feed.delete'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('job.timeline', () => {
  it('answers every time slot of the day with its jobs (spec fields) and a one-day rental twice', async () => {
    const customer = await createCustomer(t, { first_name: 'Timo', last_name: 'Tijdlijn' });
    const { item, unit } = await createRentableUnit(t, 'Springkussen Piraat', 'PIR-01');
    const image = await storeFile({
      ctx: t.ctx,
      input: {
        buffer: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#ff6600' } })
          .png()
          .toBuffer(),
        fileName: 'piraat.png',
        container: 'thumbnails',
        assetType: 'asset/image',
      },
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/item.update/${item.id}`,
      headers,
      payload: { name: 'Springkussen Piraat', type: 'rentable', images: [image.id] },
    });
    expect(patched.statusCode).toBe(200);
    const order = await createOrderViaApi(t, customer.id, [
      {
        unitId: unit.id,
        productName: 'Springkussen Piraat',
        from: '2031-05-09',
        until: '2031-05-09',
        deliveryTime: '08:00-10:00',
      },
    ]);

    const res = await get('/api/job.timeline/2031-05-09');
    expect(res.statusCode).toBe(200);
    const timeline = res.json() as Record<string, Job[]>;
    expect(Object.keys(timeline)).toEqual([...TIME_SLOTS]);
    expect(timeline['10:00-12:00']).toEqual([]);
    const [delivery] = timeline['08:00-10:00'] ?? [];
    const [pickup] = timeline['16:00-18:00'] ?? [];
    expect(delivery).toMatchObject({
      date: '2031-05-09',
      type: 'delivery',
      time: '08:00-10:00',
      order_id: order.id,
      order_uuid: order.uuid,
      contact: {
        id: customer.id,
        display_name: 'Timo Tijdlijn',
        phone_number: '06-12345678',
        address_line_1: 'Kerkstraat 1',
        postal_code: '3511 AA',
        city: 'Utrecht',
        country: 'Nederland',
      },
      unit: {
        id: unit.id,
        serial_number: 'PIR-01',
        item: { id: item.id, name: 'Springkussen Piraat', type: 'rentable' },
      },
      distance: null,
      duration: null,
      estimated: false,
      attribution: null,
    });
    expect(delivery?.unit.item.images).toEqual([
      { id: image.id, url: image.url, thumbnail_url: image.thumbnail_url, file_name: 'piraat.png' },
    ]);
    expect(pickup).toMatchObject({
      type: 'pickup',
      time: '16:00-18:00',
      reservation_id: delivery?.reservation_id,
    });
  });

  it('refuses a NUL in the date with the shared control-character message', async () => {
    const res = await get('/api/job.timeline/2031-05-09%00');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { date: [CONTROL_CHARACTERS_MESSAGE] },
    });
  });

  it('takes an ISO date-time for its Amsterdam day', async () => {
    const customer = await createCustomer(t);
    const { unit } = await createRentableUnit(t, 'Stormbaan', 'STB-1');
    await createOrderViaApi(t, customer.id, [
      { unitId: unit.id, productName: 'Stormbaan', from: '2031-10-26', until: '2031-10-28' },
    ]);
    // 23:30 UTC on 25 October is 00:30 on the 26th in Amsterdam (after summer time ended).
    const res = await get('/api/job.timeline/2031-10-25T23:30:00Z');
    expect(res.statusCode).toBe(200);
    expect(res.json()['10:00-12:00']).toHaveLength(1);
  });

  it.each([
    ['2031-02-30', SCHEDULE_MESSAGES.invalidDate],
    ['morgen', SCHEDULE_MESSAGES.invalidDate],
    ['1899-12-31', SCHEDULE_MESSAGES.outOfRange],
    ['2101-01-01', SCHEDULE_MESSAGES.outOfRange],
  ])('refuses %s with a Dutch message', async (date, message) => {
    const res = await get(`/api/job.timeline/${date}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, code: 'validation_failed', errors: { date: [message] } });
  });
});

describe('jobs.view', () => {
  it('answers this week by default', async () => {
    const monday = startOfWeekMonday(todayCalendarDate());
    const res = await get('/api/jobs.view');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({
      from: monday,
      until: addCalendarDays(monday, 6),
      company_address: null,
    });
  });

  it('answers the jobs of a period sorted by day, slot and type', async () => {
    const customer = await createCustomer(t, { first_name: 'Wim', last_name: 'Week' });
    const a = await createRentableUnit(t, 'Springkussen Olifant', 'OLI-1');
    const b = await createRentableUnit(t, 'Zeskamp', 'ZES-1');
    // One order of two units with their own days and windows.
    await createOrderViaApi(t, customer.id, [
      {
        unitId: a.unit.id,
        productName: 'Springkussen Olifant',
        from: '2032-03-01',
        until: '2032-03-03',
        deliveryTime: '12:00-14:00',
      },
      {
        unitId: b.unit.id,
        productName: 'Zeskamp',
        from: '2032-03-03',
        until: '2032-03-10',
        deliveryTime: '08:00-10:00',
      },
    ]);
    const res = await get('/api/jobs.view?from=2032-03-01&until=2032-03-07');
    expect(res.statusCode).toBe(200);
    expect(
      (res.json().results as Job[]).map((j) => `${j.date} ${j.time} ${j.type} ${j.unit.item.name}`),
    ).toEqual([
      '2032-03-01 12:00-14:00 delivery Springkussen Olifant',
      '2032-03-03 08:00-10:00 delivery Zeskamp',
      '2032-03-03 16:00-18:00 pickup Springkussen Olifant',
    ]);
    expect(res.json().meta).toMatchObject({ from: '2032-03-01', until: '2032-03-07' });
  });

  it('accepts 31 days and refuses 32, a reversed range and dates outside 1900–2100', async () => {
    expect((await get('/api/jobs.view?from=2032-01-01&until=2032-01-31')).statusCode).toBe(200);
    const cases: Array<[string, string, string]> = [
      ['from=2032-01-01&until=2032-02-01', 'until', SCHEDULE_MESSAGES.rangeTooLong],
      ['from=2032-01-10&until=2032-01-09', 'until', SCHEDULE_MESSAGES.rangeReversed],
      ['from=1899-12-31', 'from', SCHEDULE_MESSAGES.outOfRange],
      ['from=2100-12-30&until=2101-01-02', 'until', SCHEDULE_MESSAGES.outOfRange],
      ['from=2032-13-01', 'from', SCHEDULE_MESSAGES.invalidDate],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/jobs.view?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ message, errors: { [field]: [message] } });
    }
    // The agenda's last week stops at its limit.
    const last = await get('/api/jobs.view?from=2100-12-27');
    expect(last.statusCode).toBe(200);
    expect(last.json().meta).toMatchObject({ from: '2100-12-27', until: '2100-12-31' });
  });

  it('gives no jobs for a cancelled order, a cancelled reservation or a reservation without order', async () => {
    const customer = await createCustomer(t, { first_name: 'Cas', last_name: 'Geannuleerd' });
    // One after the other: an order reserves its units in id order (lock order), so the jobs'
    // order below follows the units' ids, which concurrent creates would leave to chance.
    const units = [];
    for (const [name, serial] of [
      ['Annuleer A', 'AN-A'],
      ['Annuleer B', 'AN-B'],
      ['Annuleer C', 'AN-C'],
      ['Blijft D', 'BL-D'],
    ] as const) {
      units.push(await createRentableUnit(t, name, serial));
    }
    const [ua, ub, uc, ud] = units.map((u) => u.unit.id) as [number, number, number, number];
    const range = { from: '2033-04-04', until: '2033-04-05' };
    const cancelled = await createOrderViaApi(t, customer.id, [
      { unitId: ua, productName: 'Annuleer A', ...range },
    ]);
    const live = await createOrderViaApi(t, customer.id, [
      { unitId: ub, productName: 'Annuleer B', ...range },
      { unitId: ud, productName: 'Blijft D', ...range },
    ]);
    const dropped = live.reservations.find((r) => r.unit_id === ub);
    if (!dropped) throw new Error('order.cashcreate gave no reservation for Annuleer B');
    await reserveUnit({ ctx: t.ctx, input: { unitId: uc, contactId: customer.id, ...range } });

    const before = await get('/api/jobs.view?from=2033-04-04&until=2033-04-05');
    expect((before.json().results as Job[]).map((j) => j.unit.item.name)).toEqual([
      'Annuleer A',
      'Annuleer B',
      'Blijft D',
      'Annuleer A',
      'Annuleer B',
      'Blijft D',
    ]);

    await cancelOrderViaApi(t, cancelled.id);
    await cancelReservation({ ctx: t.ctx, reservationId: dropped.id });
    const after = await get('/api/jobs.view?from=2033-04-04&until=2033-04-05');
    expect((after.json().results as Job[]).map((j) => `${j.type} ${j.unit.item.name}`)).toEqual([
      'delivery Blijft D',
      'pickup Blijft D',
    ]);
  });

  it('delivers sold goods without picking them up', async () => {
    const customer = await createCustomer(t);
    const { unit } = await createSellableUnit(t, 'Confettikanon', 5);
    await createOrderViaApi(t, customer.id, [
      { unitId: unit.id, productName: 'Confettikanon', from: '2034-06-01', until: '2034-06-02', quantity: 2 },
    ]);
    const res = await get('/api/jobs.view?from=2034-06-01&until=2034-06-07');
    expect((res.json().results as Job[]).map((j) => [j.type, j.unit.serial_number])).toEqual([
      ['delivery', null],
    ]);
  });

  it('names the pieces of a sale on its delivery, "{n} × {article}" like the invoice line', async () => {
    const customer = await createCustomer(t, { first_name: 'Stien', last_name: 'Stuks' });
    const { unit } = await createSellableUnit(t, 'Heliumfles', 6);
    const rented = await createRentableUnit(t, 'Springkussen Stuks', 'STK-1');
    await createOrderViaApi(t, customer.id, [
      { unitId: unit.id, productName: 'Heliumfles', from: '2034-07-03', until: '2034-07-03', quantity: 3 },
      { unitId: rented.unit.id, productName: 'Springkussen Stuks', from: '2034-07-03', until: '2034-07-03' },
    ]);
    const timeline = (await get('/api/job.timeline/2034-07-03')).json() as Record<
      string,
      Array<Job & { quantity: number }>
    >;
    const jobs = Object.values(timeline).flat();
    // The sale: one delivery with its 3 pieces and no pickup; the castle: delivered and picked up.
    expect(
      jobs
        .map((j) => [j.type, j.unit.item.name, j.quantity])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['delivery', 'Heliumfles', 3],
      ['delivery', 'Springkussen Stuks', 1],
      ['pickup', 'Springkussen Stuks', 1],
    ]);
    const route = (await get('/api/job.route/2034-07-03')).json().entry.model as {
      stops: Array<{ type: string; item_name: string }>;
    };
    expect(route.stops.map((s) => `${s.type} ${s.item_name}`).sort()).toEqual([
      'delivery 3 × Heliumfles',
      'delivery Springkussen Stuks',
      'pickup Springkussen Stuks',
    ]);
  });
});

/** A stand-in for the Distances feature: metres along one road by house number, counting calls. */
const fakeDistances = () => {
  const calls: { fromCompany: DistanceAddress[][]; matrix: DistanceAddress[][] } = {
    fromCompany: [],
    matrix: [],
  };
  const position = (a: DistanceAddress) =>
    Number(/(\d+)/.exec(a.address_line_1 ?? '')?.[1] ?? Number.NaN) * 1000;
  const distances: JobDistances = {
    fromCompany: async (addresses) => {
      calls.fromCompany.push([...addresses]);
      return addresses.map((a) =>
        Number.isNaN(position(a))
          ? null
          : { distance: position(a), duration: position(a) / 10, estimated: true, attribution: 'Testkaart' },
      );
    },
    matrix: async (addresses) => {
      calls.matrix.push([...addresses]);
      const points = [0, ...addresses.map(position)];
      const cell = (x: number, y: number) => (Number.isNaN(x) || Number.isNaN(y) ? null : Math.abs(x - y));
      const distances = points.map((x) => points.map((y) => cell(x, y)));
      return {
        distances,
        durations: distances.map((row) => row.map((d) => (d === null ? null : d / 10))),
        estimated: true,
        attribution: 'Testkaart',
      };
    },
  };
  return { distances, calls };
};

describe('distances and the driver’s day', () => {
  const day = '2035-09-14';

  beforeAll(async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/settings.set',
      headers,
      payload: {
        identity_company_name: 'Springplezier',
        identity_address_line_1: 'Dorpsstraat 0',
        identity_postal_code: '2801 AA',
        identity_city: 'Gouda',
        identity_country: 'nl',
      },
    });
    // Stops along one road: the far one first in the morning window, two near ones later.
    const stops: Array<[string, string, string]> = [
      ['Weg 9', '08:00-10:00', 'Ver'],
      ['Weg 3', '10:00-12:00', 'Drie'],
      ['Weg 1', '10:00-12:00', 'Een'],
      ['Weg 2', '10:00-12:00', 'Twee'],
    ];
    for (const [street, window, name] of stops) {
      const customer = await createCustomer(t, {
        first_name: name,
        last_name: 'Route',
        address_line_1: street,
      });
      const { unit } = await createRentableUnit(t, `Route ${name}`, `RT-${name}`);
      await createOrderViaApi(t, customer.id, [
        {
          unitId: unit.id,
          productName: `Route ${name}`,
          from: day,
          until: '2035-09-16',
          deliveryTime: window,
        },
      ]);
    }
    // A second unit for "Een" at the same address and window.
    const een = await createCustomer(t, { first_name: 'Een', last_name: 'Route', address_line_1: 'Weg 1' });
    const { unit } = await createRentableUnit(t, 'Route Een extra', 'RT-Een2');
    await createOrderViaApi(t, een.id, [
      { unitId: unit.id, productName: 'Route Een extra', from: day, until: '2035-09-16' },
    ]);
  });

  it('asks the distances of a day in one batched call with each address once', async () => {
    const fake = fakeDistances();
    const jobs = await jobsBetween({ ctx: t.ctx, from: day, until: day, distances: fake.distances });
    expect(jobs).toHaveLength(5);
    expect(fake.calls.fromCompany).toHaveLength(1);
    expect(fake.calls.fromCompany[0]?.map((a) => a.address_line_1).sort()).toEqual([
      'Weg 1',
      'Weg 2',
      'Weg 3',
      'Weg 9',
    ]);
    const far = jobs.find((j) => j.contact.address_line_1 === 'Weg 9');
    expect(far).toMatchObject({ distance: 9000, duration: 900, estimated: true });
  });

  it('suggests a driving order that keeps the windows, with the totals and one maps link', async () => {
    const fake = fakeDistances();
    const route = await planDayRoute({ ctx: t.ctx, rawDate: day, distances: fake.distances });
    expect(fake.calls.matrix).toHaveLength(1);
    expect(route.stops.map((s) => `${s.time} ${s.contact_name}`)).toEqual([
      '08:00-10:00 Ver Route',
      '10:00-12:00 Drie Route',
      '10:00-12:00 Twee Route',
      expect.stringMatching(/^10:00-12:00 Een Route$/),
      expect.stringMatching(/^10:00-12:00 Een Route$/),
    ]);
    // 0 → 9 → 3 → 2 → 1 → 1 → 0 km.
    expect(route.distance).toBe(18_000);
    expect(route.duration).toBe(1800);
    expect(route.estimated).toBe(true);
    expect(route.stops.map((s) => s.leg_distance)).toEqual([9000, 6000, 1000, 1000, 0]);
    expect(route.company_address).toBe('Dorpsstraat 0, 2801 AA Gouda, Nederland');
    expect(route.route_urls).toHaveLength(1);
    const url = new URL(route.route_urls[0] as string);
    expect(url.searchParams.get('origin')).toBe('Dorpsstraat 0, 2801 AA Gouda, Nederland');
    expect(url.searchParams.get('destination')).toBe('Dorpsstraat 0, 2801 AA Gouda, Nederland');
    expect(
      url.searchParams
        .get('waypoints')
        ?.split('|')
        .map((w) => w.split(',')[0]),
    ).toEqual(['Weg 9', 'Weg 3', 'Weg 2', 'Weg 1']);
  });

  it('answers the day over HTTP with estimated distances from the Distances feature (offline, GeoNames)', async () => {
    // Every customer lives in 3511 AA Utrecht; the company is in 2801 AA Gouda, some 30 km away.
    const timeline = (await get(`/api/job.timeline/${day}`)).json() as Record<string, Job[]>;
    const jobs = Object.values(timeline).flat();
    expect(jobs).toHaveLength(5);
    const [first] = jobs;
    expect(first?.distance).toBeGreaterThan(20_000);
    expect(first?.distance).toBeLessThan(60_000);
    expect(first?.duration).toBeGreaterThan(0);
    expect(first).toMatchObject({ estimated: true, attribution: GEO_ATTRIBUTION });
    expect(new Set(jobs.map((j) => j.distance)).size).toBe(1);

    const res = await get(`/api/job.route/${day}`);
    expect(res.statusCode).toBe(200);
    const route = res.json().entry.model;
    expect(route.stops.map((s: { time: string }) => s.time)).toEqual([
      '08:00-10:00',
      '10:00-12:00',
      '10:00-12:00',
      '10:00-12:00',
      '10:00-12:00',
    ]);
    // There and back; between different addresses of one postcode area a trip through the area
    // (estimateWithinArea), between the two stops at Weg 1 nothing.
    const within = estimateWithinArea(
      typicalDistanceInArea(locateOffline('3511 AA', 'Utrecht')?.spacing ?? 0),
    );
    expect(within.distance).toBeGreaterThan(0);
    expect(route.distance).toBe(2 * (first?.distance ?? 0) + 3 * within.distance);
    const legs = route.stops.map((s: { leg_distance: number }) => s.leg_distance);
    expect(legs[0]).toBe(first?.distance);
    expect(legs.slice(1).sort()).toEqual([0, within.distance, within.distance, within.distance]);
    expect(route).toMatchObject({ estimated: true, attribution: GEO_ATTRIBUTION, unlocated: [] });
    expect(route.route_urls).toHaveLength(1);
    expect((await get('/api/job.route/2101-01-01')).statusCode).toBe(422);
  });
});
