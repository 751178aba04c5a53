import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVERAGE_SPEED_KMH,
  compactDutchPostalCode,
  estimateTravel,
  estimateWithinArea,
  type GeoPoint,
  haversineMeters,
  isDutchCountry,
  isSameAddress,
  parseHouseNumber,
  ROAD_DETOUR_FACTOR,
  type TransportFees,
  transportCost,
  typicalDistanceInArea,
  WITHIN_AREA_MIN_METERS,
  WITHIN_AREA_SPEED_KMH,
} from '../src/index.ts';

const UTRECHT_DOM: GeoPoint = { lat: 52.0907, lon: 5.1214 };
const AMSTERDAM_DAM: GeoPoint = { lat: 52.3731, lon: 4.8926 };
const ROTTERDAM: GeoPoint = { lat: 51.9225, lon: 4.4792 };
const GRONINGEN: GeoPoint = { lat: 53.2194, lon: 6.5665 };
const MAASTRICHT: GeoPoint = { lat: 50.8514, lon: 5.691 };
const PARIS: GeoPoint = { lat: 48.8566, lon: 2.3522 };
const LONDON: GeoPoint = { lat: 51.5074, lon: -0.1278 };

const point = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});
const dutchPoint = fc.record({
  lat: fc.double({ min: 50.75, max: 53.55, noNaN: true }),
  lon: fc.double({ min: 3.35, max: 7.23, noNaN: true }),
});

describe('haversineMeters', () => {
  it.each([
    ['Utrecht (Dom) – Amsterdam (Dam)', UTRECHT_DOM, AMSTERDAM_DAM, 35.05],
    ['Amsterdam – Rotterdam', AMSTERDAM_DAM, ROTTERDAM, 57.5],
    ['Groningen – Maastricht', GRONINGEN, MAASTRICHT, 270.0],
    ['Paris – London', PARIS, LONDON, 343.5],
  ])('%s is about %d km as the crow flies', (_name, a, b, km) => {
    // Published great-circle figures; within 0.5 %, the difference between a sphere and the ellipsoid.
    expect(Math.abs(haversineMeters(a, b) / 1000 - km)).toBeLessThan(km * 0.005);
  });

  it('is zero for one point, symmetric and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineMeters(a, a)).toBe(0);
        expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
        expect(haversineMeters(a, b)).toBeGreaterThanOrEqual(0);
        // Never more than half the earth's circumference.
        expect(haversineMeters(a, b)).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1e-6);
      }),
    );
  });

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // Near antipodal points asin(√h) loses about √ε of precision: ~0.1 m on the earth's radius.
        expect(haversineMeters(a, c)).toBeLessThanOrEqual(
          haversineMeters(a, b) + haversineMeters(b, c) + 0.5,
        );
      }),
    );
  });
});

describe('estimateTravel', () => {
  it('Utrecht – Amsterdam is about 45,6 km and 46 minutes by road', () => {
    const travel = estimateTravel(UTRECHT_DOM, AMSTERDAM_DAM);
    expect(travel.distance).toBe(
      Math.round(haversineMeters(UTRECHT_DOM, AMSTERDAM_DAM) * ROAD_DETOUR_FACTOR),
    );
    expect(travel.distance).toBeGreaterThan(45_000);
    expect(travel.distance).toBeLessThan(46_000);
    expect(travel.duration).toBe(Math.round(travel.distance / ((AVERAGE_SPEED_KMH * 1000) / 3600)));
  });

  it('answers whole metres and seconds, never below the straight line', () => {
    fc.assert(
      fc.property(dutchPoint, dutchPoint, (a, b) => {
        const { distance, duration } = estimateTravel(a, b);
        expect(Number.isInteger(distance)).toBe(true);
        expect(Number.isInteger(duration)).toBe(true);
        expect(distance).toBeGreaterThanOrEqual(Math.floor(haversineMeters(a, b)));
        expect(estimateTravel(b, a).distance).toBe(distance);
      }),
    );
  });

  it('is zero for the same point', () => {
    expect(estimateTravel(ROTTERDAM, ROTTERDAM)).toEqual({ distance: 0, duration: 0 });
  });
});

describe('typicalDistanceInArea', () => {
  it('is the mean distance of two random points in a disc of radius spacing/2 (128R/45π ≈ 0,905R)', () => {
    expect(typicalDistanceInArea(2000)).toBeCloseTo(905.4, 1);
    expect(typicalDistanceInArea(0)).toBe(0);
    expect(typicalDistanceInArea(-500)).toBe(0);
  });

  it('matches a Monte Carlo mean over a disc', () => {
    // Deterministic points on a grid over the disc: the mean pair distance of a 1 km disc.
    const radius = 1000;
    const points: GeoPoint[] = [];
    for (let x = -radius; x <= radius; x += 50)
      for (let y = -radius; y <= radius; y += 50)
        if (x * x + y * y <= radius * radius) points.push({ lat: x, lon: y });
    let sum = 0;
    let pairs = 0;
    for (let i = 0; i < points.length; i += 7)
      for (const b of points) {
        const a = points[i] as GeoPoint;
        sum += Math.hypot(a.lat - b.lat, a.lon - b.lon);
        pairs += 1;
      }
    expect(typicalDistanceInArea(2 * radius)).toBeCloseTo(sum / pairs, -1);
  });

  it('grows with the area and is never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        (a, b) => {
          expect(typicalDistanceInArea(a)).toBeGreaterThanOrEqual(0);
          if (a <= b) expect(typicalDistanceInArea(a)).toBeLessThanOrEqual(typicalDistanceInArea(b));
        },
      ),
    );
  });
});

describe('estimateWithinArea', () => {
  it('never says 0 m between two addresses: at least 1 km (2 minutes) through town streets', () => {
    expect(estimateWithinArea(0)).toEqual({ distance: WITHIN_AREA_MIN_METERS, duration: 120 });
    expect(estimateWithinArea(Number.NaN)).toEqual({ distance: WITHIN_AREA_MIN_METERS, duration: 120 });
  });

  it('a countryside area of 6 km across: about 3,5 km and 7 minutes', () => {
    const travel = estimateWithinArea(typicalDistanceInArea(6000));
    expect(travel.distance).toBe(Math.round(typicalDistanceInArea(6000) * ROAD_DETOUR_FACTOR));
    expect(travel.distance).toBeGreaterThan(3400);
    expect(travel.distance).toBeLessThan(3700);
    expect(travel.duration).toBe(Math.round(travel.distance / ((WITHIN_AREA_SPEED_KMH * 1000) / 3600)));
  });

  it('answers whole metres and seconds, at least the minimum, at least the straight line, at town speed', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 100_000, noNaN: true }), (straight) => {
        const { distance, duration } = estimateWithinArea(straight);
        expect(Number.isInteger(distance)).toBe(true);
        expect(Number.isInteger(duration)).toBe(true);
        expect(distance).toBeGreaterThanOrEqual(WITHIN_AREA_MIN_METERS);
        expect(distance).toBeGreaterThanOrEqual(Math.floor(straight));
        expect(Math.abs(duration - distance / ((WITHIN_AREA_SPEED_KMH * 1000) / 3600))).toBeLessThanOrEqual(
          0.5,
        );
      }),
    );
  });
});

describe('isSameAddress', () => {
  const kanaalweg = { address_line_1: 'Kanaalweg 12', postal_code: '3526 KL', city: 'Utrecht' };

  it('ignores case, accents, punctuation and spacing', () => {
    expect(
      isSameAddress(kanaalweg, { address_line_1: ' kanaalweg  12 ', postal_code: '3526kl', city: 'UTRECHT' }),
    ).toBe(true);
    expect(
      isSameAddress(
        { address_line_1: "'s-Gravelandseweg 5", postal_code: '1211 BN', city: 'Hilversum' },
        { address_line_1: 's Gravelandseweg 5', postal_code: '1211BN', city: 'Hilversum' },
      ),
    ).toBe(true);
    expect(
      isSameAddress(
        { address_line_1: 'Rue de l’Église 3', city: 'Liège' },
        { address_line_1: 'rue de l eglise 3', city: 'liege' },
      ),
    ).toBe(true);
  });

  it('tells apart another house number, letter, street, postcode or place', () => {
    for (const other of [
      { ...kanaalweg, address_line_1: 'Kanaalweg 14' },
      { ...kanaalweg, address_line_1: 'Kanaalweg 12A' },
      { ...kanaalweg, address_line_1: 'Vleutenseweg 12' },
      { ...kanaalweg, postal_code: '3526 KM' },
      { ...kanaalweg, city: 'Nieuwegein' },
    ])
      expect(isSameAddress(kanaalweg, other), JSON.stringify(other)).toBe(false);
  });

  const address = fc.record({
    address_line_1: fc.option(fc.string({ maxLength: 20 })),
    postal_code: fc.option(fc.string({ maxLength: 8 })),
    city: fc.option(fc.string({ maxLength: 12 })),
  });

  it('is reflexive and symmetric', () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        expect(isSameAddress(a, a)).toBe(true);
        expect(isSameAddress(a, b)).toBe(isSameAddress(b, a));
      }),
    );
  });

  it('is unaffected by changing case or spacing', () => {
    fc.assert(
      fc.property(address, (a) => {
        const shouted = {
          address_line_1: a.address_line_1 && ` ${a.address_line_1.toUpperCase()} `,
          postal_code: a.postal_code?.toUpperCase(),
          city: a.city && `${a.city.toLowerCase()}  `,
        };
        expect(isSameAddress(a, shouted)).toBe(true);
      }),
    );
  });
});

describe('transportCost', () => {
  const fees = (delivery: number, pickup: number, free: number): TransportFees => ({
    deliveryCostPerKmCents: delivery,
    pickupCostPerKmCents: pickup,
    freeKilometers: free,
  });

  it('charges the one-way kilometres above the free ones, per trip', () => {
    // 23,4 km one way, 10 km free: 13,4 km × € 0,45 = € 6,03 and × € 0,30 = € 4,02.
    expect(transportCost(23_400, fees(45, 30, 10))).toEqual({
      deliveryCents: 603,
      pickupCents: 402,
      totalCents: 1005,
    });
  });

  it('counts the kilometres as shown, on one decimal', () => {
    // 12.349 m shows as 12,3 km: 12,3 × € 0,99 = € 12,177 → € 12,18.
    expect(transportCost(12_349, fees(99, 0, 0))).toEqual({
      deliveryCents: 1218,
      pickupCents: 0,
      totalCents: 1218,
    });
    // 12.350 m shows as 12,4 km.
    expect(transportCost(12_350, fees(100, 0, 0)).deliveryCents).toBe(1240);
  });

  it('rounds half a cent away from zero', () => {
    // 0,1 km × 5 cents = 0,5 cent → 1 cent.
    expect(transportCost(100, fees(5, 5, 0))).toEqual({ deliveryCents: 1, pickupCents: 1, totalCents: 2 });
  });

  it('costs nothing within the free kilometres or without prices', () => {
    expect(transportCost(9_999, fees(45, 45, 10)).totalCents).toBe(0);
    expect(transportCost(10_000, fees(45, 45, 10)).totalCents).toBe(0);
    expect(transportCost(150_000, fees(0, 0, 0)).totalCents).toBe(0);
    expect(transportCost(0, fees(45, 45, 0)).totalCents).toBe(0);
  });

  it('refuses a distance that is no number', () => {
    expect(() => transportCost(Number.NaN, fees(45, 45, 0))).toThrow(RangeError);
    expect(() => transportCost(Number.POSITIVE_INFINITY, fees(45, 45, 0))).toThrow(RangeError);
  });

  const feesArb = fc.record({
    deliveryCostPerKmCents: fc.integer({ min: 0, max: 100_000 }),
    pickupCostPerKmCents: fc.integer({ min: 0, max: 100_000 }),
    freeKilometers: fc.integer({ min: 0, max: 10_000 }),
  });
  const meters = fc.integer({ min: 0, max: 2_000_000 });

  it('is whole cents, never negative, and the total is the sum', () => {
    fc.assert(
      fc.property(meters, feesArb, (distance, f) => {
        const cost = transportCost(distance, f);
        for (const cents of [cost.deliveryCents, cost.pickupCents, cost.totalCents]) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
        }
        expect(cost.totalCents).toBe(cost.deliveryCents + cost.pickupCents);
      }),
    );
  });

  it('never costs less for a longer trip, nor more with more free kilometres', () => {
    fc.assert(
      fc.property(meters, meters, feesArb, fc.integer({ min: 0, max: 100 }), (d1, d2, f, extraFree) => {
        const [short, long] = d1 <= d2 ? [d1, d2] : [d2, d1];
        expect(transportCost(short, f).totalCents).toBeLessThanOrEqual(transportCost(long, f).totalCents);
        const moreFree = { ...f, freeKilometers: f.freeKilometers + extraFree };
        expect(transportCost(long, moreFree).totalCents).toBeLessThanOrEqual(
          transportCost(long, f).totalCents,
        );
      }),
    );
  });

  it('charges exactly the price per kilometre for each whole kilometre above the free ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), feesArb, (km, f) => {
        const cost = transportCost((f.freeKilometers + km) * 1000, f);
        expect(cost.deliveryCents).toBe(km * f.deliveryCostPerKmCents);
        expect(cost.pickupCents).toBe(km * f.pickupCostPerKmCents);
      }),
    );
  });
});

describe('parseHouseNumber', () => {
  it.each([
    ['Kerkstraat 12', { number: 12, letter: null, addition: null }],
    ['Zakkendragerssteeg 20A', { number: 20, letter: 'A', addition: null }],
    ['Zakkendragerssteeg 20 a', { number: 20, letter: 'A', addition: null }],
    ['Kerkstraat 12-3', { number: 12, letter: null, addition: '3' }],
    ['Kerkstraat 12 - 3', { number: 12, letter: null, addition: '3' }],
    ['Dorpsstraat 4 bis', { number: 4, letter: null, addition: 'BIS' }],
    ['Lange Nieuwstraat 5 A-2', { number: 5, letter: 'A', addition: '2' }],
    ['2e Hugo de Grootstraat 15 hs', { number: 15, letter: null, addition: 'HS' }],
    ['Plein 1940-1945 3', { number: 3, letter: null, addition: null }],
    ['Laan van de 1e Mei 12', { number: 12, letter: null, addition: null }],
    ['Postbus 123', { number: 123, letter: null, addition: null }],
    ['  Markt   7  ', { number: 7, letter: null, addition: null }],
  ])('reads %s', (line, expected) => {
    expect(parseHouseNumber(line)).toEqual(expected);
  });

  it.each([['Kerkstraat'], [''], ['12'], ['Kerkstraat 0'], [null], [undefined]])(
    'finds none in %s',
    (line) => {
      expect(parseHouseNumber(line)).toBeNull();
    },
  );

  it('never throws and answers a positive number when it answers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (line) => {
        const parsed = parseHouseNumber(line);
        if (parsed) expect(parsed.number).toBeGreaterThan(0);
      }),
    );
  });
});

describe('isDutchCountry', () => {
  it.each(['nl', 'NL', 'Nederland', 'netherlands', '', null, undefined])(
    '%s is the Netherlands',
    (country) => {
      expect(isDutchCountry(country)).toBe(true);
    },
  );
  it.each(['be', 'België', 'de', 'Duitsland'])('%s is not', (country) => {
    expect(isDutchCountry(country)).toBe(false);
  });
});

describe('compactDutchPostalCode', () => {
  it.each([
    ['3511 aa', '3511AA'],
    ['3511AA', '3511AA'],
    [' 3511 ', '3511'],
    ['0123 AB', null],
    ['B-1000', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(compactDutchPostalCode(input)).toBe(expected);
  });
});
