import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PDOK_URL, readGeoConfig } from '../../src/config.ts';
import { parseWktPoint, pdokFreeUrl } from '../../src/features/geo/pdok-geocoder.ts';
import { locateOffline, normalisePlace } from '../../src/features/geo/postcode-table.ts';
import { COOL_DOWN_MS, createServiceGuard } from '../../src/features/geo/service-guard.ts';

describe('readGeoConfig', () => {
  it('is offline with no settings: no geocoder, no router, 2 s', () => {
    expect(readGeoConfig({})).toEqual({
      geocoder: 'offline',
      pdokUrl: DEFAULT_PDOK_URL,
      routingUrl: undefined,
      timeoutMs: 2000,
    });
    expect(DEFAULT_PDOK_URL).toBe('https://api.pdok.nl/bzk/locatieserver/search/v3_1');
  });

  it('reads GEOCODER, PDOK_URL, ROUTING_URL and GEO_TIMEOUT_MS', () => {
    expect(
      readGeoConfig({
        GEOCODER: 'PDOK',
        PDOK_URL: 'http://127.0.0.1:8080/pdok/',
        ROUTING_URL: ' http://127.0.0.1:5000/ ',
        GEO_TIMEOUT_MS: '750',
      }),
    ).toEqual({
      geocoder: 'pdok',
      pdokUrl: 'http://127.0.0.1:8080/pdok',
      routingUrl: 'http://127.0.0.1:5000',
      timeoutMs: 750,
    });
  });

  it('keeps addresses home for an unknown geocoder and ignores a silly timeout', () => {
    expect(readGeoConfig({ GEOCODER: 'google', GEO_TIMEOUT_MS: 'abc', ROUTING_URL: '' })).toMatchObject({
      geocoder: 'offline',
      routingUrl: undefined,
      timeoutMs: 2000,
    });
    expect(readGeoConfig({ GEO_TIMEOUT_MS: '0' }).timeoutMs).toBe(2000);
    expect(readGeoConfig({ GEO_TIMEOUT_MS: '3600000' }).timeoutMs).toBe(2000);
  });
});

describe('the offline postcode table (GeoNames)', () => {
  it('gives the centre of the four-digit postcode area', () => {
    expect(locateOffline('3511 AA', 'Utrecht')).toMatchObject({
      point: { lat: 52.0884, lon: 5.1175 },
      located: 'postcode',
    });
    expect(locateOffline('3511', null)).toEqual(locateOffline('3511 AA', 'Utrecht'));
  });

  it("tells the area's width: about a kilometre in a city centre, kilometres in the countryside", () => {
    const utrechtCentre = locateOffline('3511 AA', 'Utrecht')?.spacing ?? 0;
    expect(utrechtCentre).toBeGreaterThan(400);
    expect(utrechtCentre).toBeLessThan(2000);
    // 9965 Leens (Groningen countryside): neighbouring villages lie kilometres apart.
    const countryside = locateOffline('9965', 'Leens')?.spacing ?? 0;
    expect(countryside).toBeGreaterThan(utrechtCentre);
    expect(countryside).toBeGreaterThan(2000);
    // A whole place is wider than one of its postcode areas.
    expect(locateOffline(null, 'Utrecht')?.spacing ?? 0).toBeGreaterThan(utrechtCentre * 2);
  });

  it('takes the row of the own place when a postcode area spans several places, else their mean', () => {
    expect(locateOffline('1222 AB', 'Hilversum')?.point).toEqual({ lat: 52.2386, lon: 5.1823 });
    expect(locateOffline('1222 AB', 'Bussum')?.point).toEqual({ lat: 52.2601, lon: 5.1662 });
    const mean = locateOffline('1222 AB', null)?.point;
    expect(mean?.lat).toBeCloseTo((52.2386 + 52.2601) / 2, 6);
    expect(mean?.lon).toBeCloseTo((5.1823 + 5.1662) / 2, 6);
  });

  it('falls back on the place (the mean of its postcode centres) when the postcode is unknown (1000 AA is a PO-box postcode)', () => {
    const amersfoort = locateOffline('1000 AA', 'Amersfoort');
    expect(amersfoort?.located).toBe('place');
    expect(amersfoort?.point.lat).toBeGreaterThan(52.1);
    expect(amersfoort?.point.lat).toBeLessThan(52.25);
    expect(locateOffline(null, "'s-Hertogenbosch")?.located).toBe('place');
    expect(locateOffline(null, 'Den Bosch')).toEqual(locateOffline(null, "'s-Hertogenbosch"));
    expect(locateOffline(null, "'s-Gravenhage")).toEqual(locateOffline(null, 'Den Haag'));
    expect(locateOffline('', 'Zuid-Scharwoude')?.located).toBe('place');
  });

  it('knows nothing of places it does not list', () => {
    expect(locateOffline(null, 'Nergenshuizen')).toBeNull();
    expect(locateOffline(null, null)).toBeNull();
    expect(locateOffline('B-1000', '')).toBeNull();
  });

  it('normalises place names', () => {
    expect(normalisePlace("  's-Hertogenbosch ")).toBe('s hertogenbosch');
    expect(normalisePlace('Zuid-Scharwoude')).toBe('zuid scharwoude');
    expect(normalisePlace('Ölst')).toBe('olst');
  });
});

describe('PDOK request and answer', () => {
  it('asks the free endpoint for BAG addresses by postcode and house number', () => {
    const url = new URL(
      pdokFreeUrl('https://pdok.test/v3_1', '3511AA', { number: 20, letter: 'A', addition: null }),
    );
    expect(url.pathname).toBe('/v3_1/free');
    expect(url.searchParams.getAll('fq')).toEqual(['type:adres', 'postcode:3511AA', 'huisnummer:20']);
    expect(url.searchParams.get('fl')).toContain('centroide_ll');
  });

  it('reads centroide_ll, longitude first', () => {
    expect(parseWktPoint('POINT(5.07000962 52.0266669)')).toEqual({ lat: 52.0266669, lon: 5.07000962 });
    expect(parseWktPoint('POINT(133230.698 448750.088)')).toBeNull();
    expect(parseWktPoint('MULTIPOLYGON(((5.1 52.0,5.3 52.0)))')).toBeNull();
  });
});

describe('service guard', () => {
  afterEach(() => vi.useRealTimers());

  it('logs an outage once, leaves the service alone for the cool-down, and logs the recovery', () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const info = vi.fn();
    const guard = createServiceGuard(
      { warn, info } as unknown as FastifyBaseLogger,
      'pdok',
      'PDOK Locatieserver',
    );
    expect(guard.available()).toBe(true);
    guard.failed('geen antwoord binnen 2000 ms');
    guard.failed('geen antwoord binnen 2000 ms');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(guard.available()).toBe(false);
    vi.advanceTimersByTime(COOL_DOWN_MS);
    expect(guard.available()).toBe(true);
    guard.failed('status 500');
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(COOL_DOWN_MS);
    guard.succeeded();
    expect(info).toHaveBeenCalledTimes(1);
    guard.failed('status 502');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
