import { GEO_ATTRIBUTION, OSM_ATTRIBUTION } from '@app/contracts';
import {
  estimateTravel,
  estimateWithinArea,
  type GeoPoint,
  transportCost,
  typicalDistanceInArea,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { distanceFromCompany } from '../../src/features/geo/distance-from-company.ts';
import { distancesFromCompany } from '../../src/features/geo/distances-from-company.ts';
import type { GeoAddress } from '../../src/features/geo/geo-model.ts';
import { locateOffline } from '../../src/features/geo/postcode-table.ts';
import { transportCostFor } from '../../src/features/geo/transport-cost.ts';
import { travelMatrix } from '../../src/features/geo/travel-matrix.ts';
import { createContactViaApi } from '../support/contacts-factories.ts';
import {
  COOLSINGEL,
  createGeoTestApp,
  DAMRAK,
  FEES_DOMAIN,
  getDistance,
  PC4,
} from '../support/geo-factories.ts';
import { BAG, type FakeGeoServer, fakeRoad, startFakeGeoServer } from '../support/geo-fakes.ts';
import type { TestApp } from '../support/test-app.ts';

const STEEG_20A: GeoAddress = {
  address_line_1: 'Zakkendragerssteeg 20A',
  postal_code: '3511AA',
  city: 'Utrecht',
};
/** Not in the fake BAG: PDOK answers no documents, the postcode table knows 3512. */
const UNKNOWN_TO_PDOK: GeoAddress = {
  address_line_1: 'Nieuwbouwlaan 5',
  postal_code: '3512 XY',
  city: 'Utrecht',
};
const KLEVE: GeoAddress = {
  address_line_1: 'Hoffmannallee 1',
  postal_code: '47533',
  city: 'Kleve',
  country: 'de',
};

const rowsOf = async (t: TestApp) => ({
  geocodes: await t.ctx.db.selectFrom('geo_geocodes').selectAll().orderBy('address_key').execute(),
  routes: await t.ctx.db.selectFrom('geo_routes').selectAll().execute(),
});

describe('with PDOK and an OSRM router configured (loopback)', () => {
  let fake: FakeGeoServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGeoServer();
    t = await createGeoTestApp(fake.env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('gives the exact route between BAG addresses and caches both lookups', async () => {
    const contact = await createContactViaApi(t, { first_name: 'Sem', last_name: 'de Vries', ...DAMRAK });
    const res = await getDistance(t, { contact_id: String(contact.id) });
    expect(res.statusCode, res.body).toBe(200);
    const road = fakeRoad(BAG.company?.point as GeoPoint, BAG.damrak?.point as GeoPoint);
    const cost = transportCost(Math.round(road.distance), FEES_DOMAIN);
    expect(res.json().entry.model).toEqual({
      distance: Math.round(road.distance),
      duration: Math.round(road.duration),
      estimated: false,
      source: 'osrm',
      located: 'address',
      delivery_cost: cost.deliveryCents,
      pickup_cost: cost.pickupCents,
      transport_cost: cost.totalCents,
      attribution: OSM_ATTRIBUTION,
    });

    // PDOK was asked for the company and the contact, by postcode and house number, BAG addresses only.
    const pdokCalls = fake.requests.filter((r) => r.service === 'pdok');
    expect(pdokCalls).toHaveLength(2);
    expect(pdokCalls.map((r) => r.url.searchParams.getAll('fq'))).toEqual(
      expect.arrayContaining([
        ['type:adres', 'postcode:3526KL', 'huisnummer:12'],
        ['type:adres', 'postcode:1012LG', 'huisnummer:1'],
      ]),
    );
    // One address: the route service, not a table.
    expect(fake.count('route')).toBe(1);
    expect(fake.count('table')).toBe(0);

    // A second lookup makes no call at all: geocodes and the route come from the database.
    const before = fake.count();
    const again = await getDistance(t, { contact_id: contact.uuid });
    expect(again.json()).toEqual(res.json());
    expect(fake.count()).toBe(before);
    const rows = await rowsOf(t);
    expect(rows.geocodes.map((r) => [r.address_key, r.source])).toEqual([
      ['pdok:1012LG:1::', 'pdok'],
      ['pdok:3526KL:12::', 'pdok'],
    ]);
    expect(rows.routes).toHaveLength(1);
  });

  it('picks the address with the typed house letter', async () => {
    const travel = await distanceFromCompany({ ctx: t.ctx, address: STEEG_20A });
    const road = fakeRoad(BAG.company?.point as GeoPoint, BAG.steeg20a?.point as GeoPoint);
    expect(travel).toEqual({
      distance: Math.round(road.distance),
      duration: Math.round(road.duration),
      estimated: false,
      source: 'osrm',
      located: 'address',
    });
  });

  it('falls back on the postcode centre for an address PDOK does not know, and remembers that', async () => {
    fake.reset();
    const geoCtx = t.ctx;
    const travel = await distanceFromCompany({ ctx: geoCtx, address: UNKNOWN_TO_PDOK });
    const road = fakeRoad(BAG.company?.point as GeoPoint, PC4['3512'] as GeoPoint);
    // Routed, but to the centre of the postcode area: still an estimate.
    expect(travel).toEqual({
      distance: Math.round(road.distance),
      duration: Math.round(road.duration),
      estimated: true,
      source: 'osrm',
      located: 'postcode',
    });
    expect(fake.count('pdok')).toBe(1);
    const miss = (await rowsOf(t)).geocodes.find((r) => r.address_key === 'pdok:3512XY:5::');
    expect(miss).toMatchObject({ lat: null, lon: null, source: 'pdok' });

    fake.reset();
    const res = await getDistance(t, {
      address_line_1: 'Nieuwbouwlaan 5',
      postal_code: '3512XY',
      city: 'Utrecht',
    });
    expect(res.json().entry.model).toMatchObject({ distance: travel?.distance, located: 'postcode' });
    expect(res.json().entry.model.attribution).toBe(`${GEO_ATTRIBUTION} · ${OSM_ATTRIBUTION}`);
    expect(fake.count()).toBe(0);
  });

  it('does not let the router say 0 m between two addresses PDOK does not know in one postcode area', async () => {
    const geoCtx = t.ctx;
    const neighbour: GeoAddress = {
      address_line_1: 'Nieuwbouwlaan 7',
      postal_code: '3512 XZ',
      city: 'Utrecht',
    };
    const matrix = await travelMatrix({
      ctx: geoCtx,
      addresses: [UNKNOWN_TO_PDOK, neighbour, { ...UNKNOWN_TO_PDOK }],
    });
    const within = estimateWithinArea(typicalDistanceInArea(locateOffline('3512', 'Utrecht')?.spacing ?? 0));
    expect(matrix.located).toEqual(['address', 'postcode', 'postcode', 'postcode']);
    expect(matrix.distances[1]?.[2]).toBe(within.distance);
    expect(matrix.durations[2]?.[1]).toBe(within.duration);
    // The same address typed twice is one stop; the company is routed as before.
    expect(matrix.distances[1]?.[3]).toBe(0);
    expect(matrix.distances[0]?.[1]).toBe(
      Math.round(fakeRoad(BAG.company?.point as GeoPoint, PC4['3512'] as GeoPoint).distance),
    );
    expect(matrix.estimated).toBe(true);
  });

  it('measures many addresses with one table call, then from the cache', async () => {
    fake.reset();
    const geoCtx = t.ctx;
    const addresses = [
      COOLSINGEL,
      { ...COOLSINGEL, city: 'ROTTERDAM' },
      KLEVE,
      { city: 'Nergenshuizen' },
      DAMRAK,
    ];
    const travels = await distancesFromCompany({ ctx: geoCtx, addresses: addresses });
    const company = BAG.company?.point as GeoPoint;
    const coolsingel = fakeRoad(company, BAG.coolsingel?.point as GeoPoint);
    const damrak = fakeRoad(company, BAG.damrak?.point as GeoPoint);
    expect(travels.map((tr) => tr?.distance ?? null)).toEqual([
      Math.round(coolsingel.distance),
      Math.round(coolsingel.distance),
      null,
      null,
      Math.round(damrak.distance),
    ]);
    expect(travels[0]).toMatchObject({ estimated: false, source: 'osrm', located: 'address' });
    // Only Coolsingel was new: one PDOK lookup, and the route came from... one call, never one per address.
    expect(fake.count('pdok')).toBe(1);
    expect(fake.count('route') + fake.count('table')).toBe(1);

    fake.reset();
    const more = [
      COOLSINGEL,
      STEEG_20A,
      UNKNOWN_TO_PDOK,
      DAMRAK,
      { address_line_1: 'Coolsingel 40', postal_code: '3011AD' },
    ];
    await t.ctx.db.deleteFrom('geo_routes').execute();
    const fresh = await distancesFromCompany({ ctx: geoCtx, addresses: more });
    expect(fake.count('pdok')).toBe(0);
    expect(fake.count('route')).toBe(0);
    expect(fake.count('table')).toBe(1);
    const table = fake.requests.find((r) => r.service === 'table');
    expect(table?.url.searchParams.get('sources')).toBe('0');
    expect(table?.url.searchParams.get('annotations')).toBe('distance,duration');
    // Company + four distinct points (two lines name the same Coolsingel address).
    expect(table?.url.pathname.split('/').pop()?.split(';')).toHaveLength(5);
    expect(fresh[0]?.distance).toBe(Math.round(coolsingel.distance));
    expect(fresh[4]).toEqual(fresh[0]);

    fake.reset();
    expect(await distancesFromCompany({ ctx: geoCtx, addresses: more })).toEqual(fresh);
    expect(fake.count()).toBe(0);
  });

  it('builds the travel matrix with one table call, company first', async () => {
    fake.reset();
    const geoCtx = t.ctx;
    const matrix = await travelMatrix({ ctx: geoCtx, addresses: [DAMRAK, COOLSINGEL, { ...DAMRAK }, KLEVE] });
    expect(fake.count('table')).toBe(1);
    expect(fake.requests.find((r) => r.service === 'table')?.url.searchParams.get('sources')).toBeNull();
    const points = [BAG.company, BAG.damrak, BAG.coolsingel, BAG.damrak].map((a) => a?.point as GeoPoint);
    for (const [i, a] of points.entries()) {
      for (const [j, b] of points.entries()) {
        const expected = i === j || (i !== 0 && j !== 0 && a === b) ? 0 : Math.round(fakeRoad(a, b).distance);
        expect(matrix.distances[i]?.[j], `${i}→${j}`).toBe(expected);
      }
      expect(matrix.distances[i]?.[4]).toBeNull();
      expect(matrix.distances[4]?.[i]).toBeNull();
    }
    expect(matrix.durations[0]?.[2]).toBe(
      Math.round(fakeRoad(points[0] as GeoPoint, points[2] as GeoPoint).duration),
    );
    expect(matrix.estimated).toBe(false);
    expect(matrix.located).toEqual(['address', 'address', 'address', 'address', null]);

    fake.reset();
    expect(
      await travelMatrix({ ctx: geoCtx, addresses: [DAMRAK, COOLSINGEL, { ...DAMRAK }, KLEVE] }),
    ).toEqual(matrix);
    expect(fake.count()).toBe(0);
  });

  it('computes the transport costs from the settings', async () => {
    const geoCtx = t.ctx;
    const answer = await transportCostFor({ ctx: geoCtx, address: COOLSINGEL });
    const expected = transportCost(answer.travel?.distance ?? 0, FEES_DOMAIN);
    expect(answer).toEqual({ travel: expect.objectContaining({ source: 'osrm' }), ...expected });
    expect(answer.totalCents).toBeGreaterThan(0);
  });
});

describe('when PDOK or the router fails, the estimate stands in (within the timeout)', () => {
  let fake: FakeGeoServer;
  let t: TestApp | undefined;
  const open = async (env: NodeJS.ProcessEnv) => {
    t = await createGeoTestApp({ ...fake.env, GEO_TIMEOUT_MS: '300', ...env });
    fake.reset();
    return t;
  };
  beforeAll(async () => {
    fake = await startFakeGeoServer();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(() => fake.close());

  const spyLogger = () => {
    const warn = vi.fn();
    const log = { warn, info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
    return { warn, log };
  };

  it.each(['slow', 'fail', 'garbage'] as const)(
    'PDOK %s: the postcode centre, logged once, no further calls',
    async (mode) => {
      const app = await open({});
      fake.setMode('pdok', mode);
      const { warn, log } = spyLogger();
      const geoCtx = { ...app.ctx, log };
      const travel = await distanceFromCompany({ ctx: geoCtx, address: DAMRAK });
      const road = fakeRoad(PC4['3526'] as GeoPoint, PC4['1012'] as GeoPoint);
      expect(travel).toEqual({
        distance: Math.round(road.distance),
        duration: Math.round(road.duration),
        estimated: true,
        source: 'osrm',
        located: 'postcode',
      });
      const pdokCalls = fake.count('pdok');
      expect(pdokCalls).toBeGreaterThanOrEqual(1);
      expect(pdokCalls).toBeLessThanOrEqual(2);

      // While PDOK is failing it is left alone: more addresses make no new calls and log nothing new.
      const more = await distancesFromCompany({
        ctx: geoCtx,
        addresses: [COOLSINGEL, STEEG_20A, UNKNOWN_TO_PDOK],
      });
      expect(more.map((tr) => tr?.located)).toEqual(['postcode', 'postcode', 'postcode']);
      expect(fake.count('pdok')).toBe(pdokCalls);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatchObject({ service: 'pdok' });
      // A failure is not an answer: nothing is cached, PDOK is asked again once it is back.
      expect((await rowsOf(app)).geocodes).toEqual([]);

      const res = await getDistance(app, { address_line_1: 'Damrak 1', postal_code: '1012 LG' });
      expect(res.statusCode).toBe(200);
      expect(res.json().entry.model).toMatchObject({ located: 'postcode', estimated: true });
    },
  );

  it.each(['slow', 'fail', 'garbage'] as const)(
    'router %s: the straight-line estimate, logged once',
    async (mode) => {
      const app = await open({});
      fake.setMode('osrm', mode);
      const { warn, log } = spyLogger();
      const geoCtx = { ...app.ctx, log };
      const travel = await distanceFromCompany({ ctx: geoCtx, address: DAMRAK });
      const expected = estimateTravel(BAG.company?.point as GeoPoint, BAG.damrak?.point as GeoPoint);
      expect(travel).toEqual({ ...expected, estimated: true, source: 'estimate', located: 'address' });
      expect(fake.count('route')).toBe(1);

      const many = await distancesFromCompany({ ctx: geoCtx, addresses: [COOLSINGEL, STEEG_20A] });
      expect(many.map((tr) => tr?.source)).toEqual(['estimate', 'estimate']);
      const matrix = await travelMatrix({ ctx: geoCtx, addresses: [COOLSINGEL, STEEG_20A] });
      expect(matrix.estimated).toBe(true);
      expect(matrix.distances[0]?.[1]).toBe(
        estimateTravel(BAG.company?.point as GeoPoint, BAG.coolsingel?.point as GeoPoint).distance,
      );
      expect(fake.count('route') + fake.count('table')).toBe(1);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatchObject({ service: 'osrm' });
      expect((await rowsOf(app)).routes).toEqual([]);

      const res = await getDistance(app, {
        contact_id: String(
          (await createContactViaApi(app, { first_name: 'A', last_name: 'B', ...COOLSINGEL })).id,
        ),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().entry.model).toMatchObject({
        source: 'estimate',
        estimated: true,
        attribution: null,
      });
    },
  );

  it('a router that cannot be reached at all (connection refused) gives the estimate', async () => {
    const closed = await startFakeGeoServer();
    const routingUrl = `${closed.url}/osrm`;
    await closed.close();
    const app = await open({ ROUTING_URL: routingUrl });
    const travel = await distanceFromCompany({ ctx: app.ctx, address: DAMRAK });
    expect(travel).toMatchObject({ source: 'estimate', estimated: true, located: 'address' });
  });

  it('a point off the road network is estimated without taking the router out of use', async () => {
    const app = await open({});
    fake.setUnroutable((p) => Math.abs(p.lat - (BAG.coolsingel?.point.lat ?? 0)) < 1e-4);
    const geoCtx = app.ctx;
    expect(await distanceFromCompany({ ctx: geoCtx, address: COOLSINGEL })).toMatchObject({
      source: 'estimate',
    });
    expect(await distanceFromCompany({ ctx: geoCtx, address: DAMRAK })).toMatchObject({
      source: 'osrm',
      estimated: false,
    });
    expect(fake.count('route')).toBe(2);
  });
});
