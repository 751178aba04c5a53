import { CONTACT_MESSAGES, GEO_ATTRIBUTION, GEO_MESSAGES } from '@app/contracts';
import {
  estimateTravel,
  estimateWithinArea,
  type GeoPoint,
  transportCost,
  typicalDistanceInArea,
  WITHIN_AREA_MIN_METERS,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { distancesFromCompany } from '../../src/features/geo/distances-from-company.ts';
import { locateOffline } from '../../src/features/geo/postcode-table.ts';
import { travelMatrix } from '../../src/features/geo/travel-matrix.ts';
import { createContactViaApi } from '../support/contacts-factories.ts';
import {
  COOLSINGEL,
  createGeoTestApp,
  DAMRAK,
  FEES,
  FEES_DOMAIN,
  getDistance,
  PC4,
} from '../support/geo-factories.ts';
import type { TestApp } from '../support/test-app.ts';

const expectDutchError = (
  res: { statusCode: number; json: () => { message: string; code: string } },
  status: number,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json().message).toMatch(/[a-z]/);
  expect(res.json().message).not.toMatch(/Error|stack|at \//);
};

describe('geo.distance without configuration (offline postcode table, estimate)', () => {
  let t: TestApp;
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  beforeAll(async () => {
    t = await createGeoTestApp();
    fetchSpy.mockClear();
  });
  afterAll(async () => {
    // Nothing went over the network: no address left the machine.
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    await t.close();
  });

  it('estimates the distance to a contact from the postcode centres, with costs and the GeoNames credit', async () => {
    const contact = await createContactViaApi(t, { first_name: 'Sem', last_name: 'de Vries', ...DAMRAK });
    const res = await getDistance(t, { contact_id: String(contact.id) });
    expect(res.statusCode, res.body).toBe(200);
    const expected = estimateTravel(PC4['3526'] as GeoPoint, PC4['1012'] as GeoPoint);
    const cost = transportCost(expected.distance, FEES_DOMAIN);
    expect(res.json()).toEqual({
      entry: {
        model: {
          distance: expected.distance,
          duration: expected.duration,
          estimated: true,
          source: 'estimate',
          located: 'postcode',
          delivery_cost: cost.deliveryCents,
          pickup_cost: cost.pickupCents,
          transport_cost: cost.totalCents,
          attribution: GEO_ATTRIBUTION,
        },
      },
    });
    // Utrecht-Lombok to Amsterdam centre: 35-36 km straight, about 46 km by road.
    expect(expected.distance).toBeGreaterThan(44_000);
    expect(expected.distance).toBeLessThan(48_000);
    expect(cost.totalCents).toBeGreaterThan(0);

    const byUuid = await getDistance(t, { contact_id: contact.uuid });
    expect(byUuid.json()).toEqual(res.json());
  });

  it('answers the same for an address typed in a form (a new contact without id)', async () => {
    const res = await getDistance(t, {
      address_line_1: 'Damrak 1',
      postal_code: '1012LG',
      city: 'Amsterdam',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model.distance).toBe(
      estimateTravel(PC4['3526'] as GeoPoint, PC4['1012'] as GeoPoint).distance,
    );
  });

  it('falls back on the place name when there is no postcode', async () => {
    const res = await getDistance(t, { city: 'Amersfoort' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model).toMatchObject({ located: 'place', estimated: true, source: 'estimate' });
    expect(res.json().entry.model.distance).toBeGreaterThan(20_000);
    expect(res.json().entry.model.distance).toBeLessThan(40_000);
  });

  it("estimates two different addresses in the company's own postcode area as a trip through the area, not 0 m", async () => {
    // 3526 VA lies in the company's area (3526, Utrecht): offline both are at its centre.
    const neighbour = await createContactViaApi(t, {
      first_name: 'Basisschool',
      last_name: 'De Regenboog',
      address_line_1: 'Marshallaan 2',
      postal_code: '3526 VA',
      city: 'Utrecht',
      country: 'nl',
    });
    const res = await getDistance(t, { contact_id: String(neighbour.id) });
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().entry.model;
    const area = locateOffline('3526 VA', 'Utrecht');
    const expected = estimateWithinArea(typicalDistanceInArea(area?.spacing ?? 0));
    expect(model).toMatchObject({
      distance: expected.distance,
      duration: expected.duration,
      estimated: true,
      source: 'estimate',
      located: 'postcode',
      attribution: GEO_ATTRIBUTION,
    });
    expect(model.distance).toBeGreaterThanOrEqual(WITHIN_AREA_MIN_METERS);
    expect(model.duration).toBeGreaterThan(0);
    // Transport costs follow the same distance (here within the free kilometres).
    expect(model.transport_cost).toBe(transportCost(expected.distance, FEES_DOMAIN).totalCents);
  });

  it("keeps 0 m for the company's own address, however it is typed", async () => {
    const res = await getDistance(t, {
      address_line_1: 'kanaalweg  12',
      postal_code: '3526kl',
      city: 'UTRECHT',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.model).toMatchObject({ distance: 0, duration: 0, located: 'postcode' });
  });

  it('puts two different addresses of one area apart in the travel matrix, the same address at 0', async () => {
    const geoCtx = t.ctx;
    const school = { address_line_1: 'Marshallaan 2', postal_code: '3526 VA', city: 'Utrecht' };
    const bakery = { address_line_1: 'Rijnlaan 40', postal_code: '3526 AB', city: 'Utrecht' };
    const matrix = await travelMatrix({
      ctx: geoCtx,
      addresses: [school, bakery, { ...school, address_line_1: 'MARSHALLAAN 2' }, DAMRAK],
    });
    const within = estimateWithinArea(typicalDistanceInArea(locateOffline('3526', 'Utrecht')?.spacing ?? 0));
    // Company, school and bakery share the area centre: each pair is a within-area trip …
    for (const [i, j] of [
      [0, 1],
      [1, 0],
      [0, 2],
      [1, 2],
      [2, 1],
      [0, 3],
    ] as const) {
      expect(matrix.distances[i]?.[j], `${i}→${j}`).toBe(within.distance);
      expect(matrix.durations[i]?.[j], `${i}→${j}`).toBe(within.duration);
    }
    // … the school typed twice is one stop, and the diagonal is 0.
    expect(matrix.distances[1]?.[3]).toBe(0);
    expect(matrix.distances[3]?.[1]).toBe(0);
    for (let i = 0; i < 5; i += 1) expect(matrix.distances[i]?.[i]).toBe(0);
    expect(matrix.distances[0]?.[4]).toBe(
      estimateTravel(PC4['3526'] as GeoPoint, PC4['1012'] as GeoPoint).distance,
    );
    expect(matrix.estimated).toBe(true);
  });

  it('answers no distance and no costs for an address it cannot place', async () => {
    const unplaceable: Record<string, string>[] = [
      { address_line_1: 'Hoffmannallee 1', postal_code: '47533', city: 'Kleve', country: 'de' },
      { city: 'Nergenshuizen' },
    ];
    for (const query of unplaceable) {
      const res = await getDistance(t, query);
      expect(res.statusCode).toBe(200);
      expect(res.json().entry.model).toEqual({
        distance: null,
        duration: null,
        estimated: true,
        source: 'none',
        located: null,
        delivery_cost: 0,
        pickup_cost: 0,
        transport_cost: 0,
        attribution: null,
      });
    }
  });

  it('refuses bad input with a Dutch 4xx, never a 500', async () => {
    const missing = await getDistance(t, { contact_id: '987654' });
    expectDutchError(missing, 404);
    expect(missing.json().message).toBe(CONTACT_MESSAGES.notFound);
    for (const id of ['2147483648', '999999999999', '00000000-0000-0000-0000-000000000000']) {
      const res = await getDistance(t, { contact_id: id });
      expectDutchError(res, 404);
      expect(res.json().message).toBe(CONTACT_MESSAGES.notFound);
    }
    // The shared id parser now keeps every path id within the 32-bit range as well.
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/contact.view/2147483648',
      headers: await t.authHeaders(),
    });
    expectDutchError(view, 404);

    const refused: Record<string, string>[] = [
      { contact_id: 'abc' },
      { contact_id: '1;drop table contacts' },
      { contact_id: '9'.repeat(40) },
      { city: 'Ut\u0000recht' },
      { address_line_1: 'Kerkstraat 1\u0000' },
      { postal_code: '3511 AA', city: 'x'.repeat(201) },
      { contact_id: '1', city: 'Utrecht' },
      {},
      { country: 'nl' },
    ];
    for (const query of refused) {
      const res = await getDistance(t, query);
      expectDutchError(res, 422);
      expect(res.json().code).toBe('validation_failed');
    }
    const both = await getDistance(t, { contact_id: '1', city: 'Utrecht' });
    expect(both.json().errors.contact_id).toEqual([GEO_MESSAGES.contactOrAddress]);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = res.json().paths['/api/geo.distance']?.get;
    expect(operation?.tags).toEqual(['Afstanden']);
    expect(operation?.parameters.map((p: { name: string }) => p.name)).toEqual([
      'contact_id',
      'address_line_1',
      'postal_code',
      'city',
      'country',
    ]);
  });

  it('needs a login', async () => {
    const res = await getDistance(t, { city: 'Utrecht' }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('geo.distance when the company address is not known', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createGeoTestApp({}, FEES);
  });
  afterAll(() => t.close());

  it('answers no distance and no costs', async () => {
    const res = await getDistance(t, { postal_code: '1012 LG', city: 'Amsterdam' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry.model).toMatchObject({ distance: null, source: 'none', transport_cost: 0 });
    expect(await distancesFromCompany({ ctx: t.ctx, addresses: [DAMRAK, COOLSINGEL] })).toEqual([null, null]);
  });
});
