import {
  compactDutchPostalCode,
  estimateTravel,
  estimateWithinArea,
  type GeoPoint,
  type HouseNumber,
  isDutchCountry,
  isSameAddress,
  parseHouseNumber,
  type TravelFigures,
  transportCost,
  typicalDistanceInArea,
} from '@app/domain';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { readStoredSettings } from '../settings/settings.service.ts';
import { createGeoRepository, routeKey } from './geo.repository.ts';
import { ExternalServiceError } from './http-json.ts';
import { routeWithOsrm, tableWithOsrm } from './osrm-router.ts';
import { geocodeWithPdok } from './pdok-geocoder.ts';
import { locateOffline } from './postcode-table.ts';
import { createServiceGuard, type ServiceGuard } from './service-guard.ts';

/** An address as contacts and the company details hold it; country 'nl' (or empty) for the Netherlands. */
export type GeoAddress = {
  address_line_1?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string | null;
};

/** How precisely a point was found: the BAG address (PDOK), the postcode area, or the place. */
export type GeoPrecision = 'address' | 'postcode' | 'place';

export type TravelEstimate = {
  /** One-way road distance in metres. */
  distance: number;
  /** Driving time in seconds. */
  duration: number;
  /** False only when routed over the roads between two addresses located exactly. */
  estimated: boolean;
  /** 'osrm': the router's figures; 'estimate': straight line × detour factor at an average speed. */
  source: 'osrm' | 'estimate';
  /** The coarser precision of the two ends. */
  located: GeoPrecision;
};

export type TravelMatrix = {
  /** [i][j] metres from point i to point j; index 0 is the company, 1..n the addresses; null when unknown. */
  distances: (number | null)[][];
  /** Seconds, like distances. */
  durations: (number | null)[][];
  /** True when any figure is an estimate. */
  estimated: boolean;
  /** Per index, how precisely it was located (null: not at all). */
  located: (GeoPrecision | null)[];
};

export type TransportCostEstimate = {
  travel: TravelEstimate | null;
  deliveryCents: number;
  pickupCents: number;
  totalCents: number;
};

/** `spacing`: the width of the postcode area or place an offline point stands for (metres). */
type Location = { point: GeoPoint; located: GeoPrecision; spacing?: number };

const PRECISION_RANK: Record<GeoPrecision, number> = { address: 0, postcode: 1, place: 2 };
const coarser = (a: GeoPrecision, b: GeoPrecision): GeoPrecision =>
  PRECISION_RANK[a] >= PRECISION_RANK[b] ? a : b;

/** 5 decimals: about a metre, so one address always gives one key. */
const pointKey = (p: GeoPoint) => `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`;

/** PDOK answers "unknown address" are asked again after a week (new houses enter the BAG). */
const MISS_TTL_MS = 7 * 24 * 3600 * 1000;
/** Routes are asked again after 90 days (roads change, slowly). */
const ROUTE_TTL_MS = 90 * 24 * 3600 * 1000;
/** OSRM's default --max-table-size. */
const MAX_TABLE_POINTS = 100;
const PDOK_CONCURRENCY = 4;

/** State that outlives one service object: the health of PDOK and the router, and lookups under way. */
type Runtime = {
  pdok: ServiceGuard;
  router: ServiceGuard;
  pendingGeocodes: Map<string, Promise<GeoPoint | null>>;
};
const runtimes = new WeakMap<Config, Runtime>();

const runtimeOf = (ctx: AppContext): Runtime => {
  let runtime = runtimes.get(ctx.config);
  if (!runtime) {
    runtime = {
      pdok: createServiceGuard(ctx.log, 'pdok', 'PDOK Locatieserver'),
      router: createServiceGuard(ctx.log, 'osrm', 'De routeserver (ROUTING_URL)'),
      pendingGeocodes: new Map(),
    };
    runtimes.set(ctx.config, runtime);
  }
  return runtime;
};

type PreparedAddress = {
  postcode: string | null;
  city: string | null;
  /** Cache key of a PDOK lookup; null when the address lacks a full postcode or house number. */
  pdokKey: string | null;
  house: HouseNumber | null;
};

/** Only Dutch addresses can be located (PDOK and the postcode table cover the Netherlands). */
const prepare = (address: GeoAddress): PreparedAddress | null => {
  if (!isDutchCountry(address.country)) return null;
  const postcode = compactDutchPostalCode(address.postal_code);
  const house = parseHouseNumber(address.address_line_1);
  const pdokKey =
    postcode?.length === 6 && house
      ? `pdok:${postcode}:${house.number}:${house.letter ?? ''}:${house.addition ?? ''}`
      : null;
  return { postcode, city: address.city?.trim() || null, pdokKey, house };
};

const mapLimited = async <T>(items: T[], limit: number, run: (item: T) => Promise<void>) => {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
};

const companyAddressOf = (settings: Awaited<ReturnType<typeof readStoredSettings>>): GeoAddress => ({
  address_line_1: settings.identity_address_line_1,
  postal_code: settings.identity_postal_code,
  city: settings.identity_city,
  country: settings.identity_country,
});

/**
 * Distances and driving times from the company address (identity settings) to contacts' addresses.
 * Geocoding: PDOK Locatieserver when GEOCODER=pdok, else (and whenever PDOK fails) the bundled
 * GeoNames postcode table. Routing: an OSRM server when ROUTING_URL is set, else (and whenever it
 * fails) straight line × detour factor at an average speed. Network answers are cached in the
 * database; no call ever throws on network trouble.
 */
export const createGeoService = (ctx: AppContext) => {
  const { geo } = ctx.config;
  const runtime = runtimeOf(ctx);
  const repo = createGeoRepository(ctx.db);

  /** The caches are a convenience: a failed write (e.g. a lock conflict) costs a later lookup, not this answer. */
  const remember = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      ctx.log.warn({ err: error }, 'afstandscache niet bijgewerkt');
    }
  };

  const askPdok = (key: string, postcode: string, house: HouseNumber): Promise<GeoPoint | null> => {
    const pending = runtime.pendingGeocodes.get(key);
    if (pending) return pending;
    const lookup = (async () => {
      if (!runtime.pdok.available()) return null;
      let point: GeoPoint | null;
      try {
        point = await geocodeWithPdok(geo.pdokUrl, postcode, house, geo.timeoutMs);
      } catch (error) {
        runtime.pdok.failed(error instanceof ExternalServiceError ? error.message : String(error));
        return null;
      }
      runtime.pdok.succeeded();
      await remember(() => repo.saveGeocode(key, 'pdok', point));
      return point;
    })().finally(() => runtime.pendingGeocodes.delete(key));
    runtime.pendingGeocodes.set(key, lookup);
    return lookup;
  };

  /** Locates addresses: cached or fresh PDOK answers first (when configured), then the postcode table. */
  const locateMany = async (addresses: GeoAddress[]): Promise<(Location | null)[]> => {
    const prepared = addresses.map(prepare);
    const exact = new Map<string, GeoPoint | null>();
    if (geo.geocoder === 'pdok') {
      const byKey = new Map<string, PreparedAddress>();
      for (const p of prepared) if (p?.pdokKey) byKey.set(p.pdokKey, p);
      const cached = await repo.findGeocodes([...byKey.keys()]);
      const missSince = new Date(Date.now() - MISS_TTL_MS).toISOString();
      const toAsk: string[] = [];
      for (const key of byKey.keys()) {
        const row = cached.get(key);
        if (row && row.lat !== null && row.lon !== null) exact.set(key, { lat: row.lat, lon: row.lon });
        else if (row && row.created_at >= missSince) exact.set(key, null);
        else toAsk.push(key);
      }
      await mapLimited(toAsk, PDOK_CONCURRENCY, async (key) => {
        const p = byKey.get(key);
        if (p?.postcode && p.house) exact.set(key, await askPdok(key, p.postcode, p.house));
      });
    }
    return prepared.map((p) => {
      if (!p) return null;
      const point = p.pdokKey ? exact.get(p.pdokKey) : undefined;
      if (point) return { point, located: 'address' };
      return locateOffline(p.postcode, p.city);
    });
  };

  /**
   * From one located address to another. Two different addresses that the postcode table puts on
   * one area centre are not 0 m apart: they get the area's within-area estimate (always
   * estimated), whatever a router says about the one point; the same address stays 0.
   */
  const estimateOf = (
    from: Location,
    to: Location,
    routed: TravelFigures | undefined,
    addresses: readonly [GeoAddress, GeoAddress],
  ): TravelEstimate => {
    const located = coarser(from.located, to.located);
    if (located !== 'address' && pointKey(from.point) === pointKey(to.point)) {
      if (isSameAddress(addresses[0], addresses[1]))
        return { distance: 0, duration: 0, estimated: true, source: 'estimate', located };
      const spacing = Math.max(from.spacing ?? 0, to.spacing ?? 0);
      return {
        ...estimateWithinArea(typicalDistanceInArea(spacing)),
        estimated: true,
        source: 'estimate',
        located,
      };
    }
    if (routed) {
      const { distance, duration } = routed;
      return { distance, duration, estimated: located !== 'address', source: 'osrm', located };
    }
    return { ...estimateTravel(from.point, to.point), estimated: true, source: 'estimate', located };
  };

  /** Router figures between points (cache first, then ONE call); whatever it cannot give stays out. */
  const routeFromOrigin = async (
    origin: Location,
    targets: Location[],
  ): Promise<Map<string, TravelFigures>> => {
    const figures = new Map<string, TravelFigures>();
    if (!geo.routingUrl || targets.length === 0) return figures;
    const from = pointKey(origin.point);
    const byKey = new Map(targets.map((t) => [pointKey(t.point), t.point]));
    const since = new Date(Date.now() - ROUTE_TTL_MS).toISOString();
    const cached = await repo.findRoutes([from], [...byKey.keys()], since);
    const missing: string[] = [];
    for (const key of byKey.keys()) {
      const hit = cached.get(routeKey(from, key));
      if (hit) figures.set(key, hit);
      else missing.push(key);
    }
    if (missing.length === 0 || !runtime.router.available()) return figures;
    const fresh: Array<{ from: string; to: string } & TravelFigures> = [];
    try {
      if (missing.length === 1) {
        const key = missing[0] as string;
        const route = await routeWithOsrm(
          geo.routingUrl,
          origin.point,
          byKey.get(key) as GeoPoint,
          geo.timeoutMs,
        );
        if (route) fresh.push({ from, to: key, ...route });
      } else {
        for (let start = 0; start < missing.length; start += MAX_TABLE_POINTS - 1) {
          const part = missing.slice(start, start + MAX_TABLE_POINTS - 1);
          const points = [origin.point, ...part.map((key) => byKey.get(key) as GeoPoint)];
          const table = await tableWithOsrm(geo.routingUrl, points, [0], geo.timeoutMs);
          part.forEach((key, i) => {
            const distance = table?.distances[0]?.[i + 1];
            const duration = table?.durations[0]?.[i + 1];
            if (distance != null && duration != null) fresh.push({ from, to: key, distance, duration });
          });
        }
      }
      runtime.router.succeeded();
    } catch (error) {
      runtime.router.failed(error instanceof ExternalServiceError ? error.message : String(error));
    }
    for (const route of fresh) figures.set(route.to, route);
    if (fresh.length > 0) await remember(() => repo.saveRoutes(fresh));
    return figures;
  };

  const distancesFrom = async (company: GeoAddress, addresses: GeoAddress[]) => {
    const [origin, ...targets] = await locateMany([company, ...addresses]);
    if (!origin) return addresses.map(() => null);
    const located = targets.filter((t): t is Location => t !== null);
    const figures = await routeFromOrigin(origin, located);
    return targets.map((t, i) =>
      t ? estimateOf(origin, t, figures.get(pointKey(t.point)), [company, addresses[i] ?? {}]) : null,
    );
  };

  const readSettings = () => readStoredSettings(ctx.db);

  /**
   * Distances from the company to many addresses, with ONE router call (a table from the company)
   * for all that are not cached. Null for an address that cannot be located, and for all when the
   * company address cannot be located.
   */
  const distancesFromCompany = async (addresses: GeoAddress[]): Promise<(TravelEstimate | null)[]> =>
    distancesFrom(companyAddressOf(await readSettings()), addresses);

  /** Distance from the company to one address; null when either cannot be located. */
  const distanceFromCompany = async (address: GeoAddress): Promise<TravelEstimate | null> =>
    (await distancesFromCompany([address]))[0] ?? null;

  /**
   * Every distance and duration between the company (index 0) and the addresses (1..n), for route
   * planning: cached pairs, else ONE router table call for all points (up to 100), else estimates.
   */
  const travelMatrix = async (addresses: GeoAddress[]): Promise<TravelMatrix> => {
    const ends = [companyAddressOf(await readSettings()), ...addresses];
    const all = await locateMany(ends);
    const unique = new Map<string, GeoPoint>();
    for (const loc of all) if (loc) unique.set(pointKey(loc.point), loc.point);
    const keys = [...unique.keys()];
    const figures = new Map<string, TravelFigures>();
    if (geo.routingUrl && keys.length >= 2) {
      const since = new Date(Date.now() - ROUTE_TTL_MS).toISOString();
      const cached = await repo.findRoutes(keys, keys, since);
      for (const [key, value] of cached) figures.set(key, value);
      const complete = keys.every((a) => keys.every((b) => a === b || cached.has(routeKey(a, b))));
      if (!complete && keys.length <= MAX_TABLE_POINTS && runtime.router.available()) {
        try {
          const table = await tableWithOsrm(geo.routingUrl, [...unique.values()], undefined, geo.timeoutMs);
          const fresh: Array<{ from: string; to: string } & TravelFigures> = [];
          for (const [i, a] of keys.entries()) {
            for (const [j, b] of keys.entries()) {
              const distance = table?.distances[i]?.[j];
              const duration = table?.durations[i]?.[j];
              if (a !== b && distance != null && duration != null)
                fresh.push({ from: a, to: b, distance, duration });
            }
          }
          runtime.router.succeeded();
          for (const route of fresh) figures.set(routeKey(route.from, route.to), route);
          if (fresh.length > 0) await remember(() => repo.saveRoutes(fresh));
        } catch (error) {
          runtime.router.failed(error instanceof ExternalServiceError ? error.message : String(error));
        }
      }
    }
    let estimated = false;
    const cells = all.map((from, i) =>
      all.map((to, j) => {
        if (!from || !to) return null;
        const a = pointKey(from.point);
        const b = pointKey(to.point);
        // One spot: the same address, or one building PDOK located (its flats share a point).
        if (i === j || (a === b && coarser(from.located, to.located) === 'address'))
          return { distance: 0, duration: 0 };
        const travel = estimateOf(from, to, figures.get(routeKey(a, b)), [ends[i] ?? {}, ends[j] ?? {}]);
        if (travel.estimated && travel.distance > 0) estimated = true;
        return travel;
      }),
    );
    return {
      distances: cells.map((row) => row.map((cell) => cell?.distance ?? null)),
      durations: cells.map((row) => row.map((cell) => cell?.duration ?? null)),
      estimated,
      located: all.map((loc) => loc?.located ?? null),
    };
  };

  /**
   * The distance to an address and the transport costs of a rental there (delivery and pickup,
   * settings: price per km in cents, free km); all costs 0 when the distance is unknown.
   */
  const transportCostFor = async (address: GeoAddress): Promise<TransportCostEstimate> => {
    const settings = await readSettings();
    const [travel] = await distancesFrom(companyAddressOf(settings), [address]);
    if (!travel) return { travel: null, deliveryCents: 0, pickupCents: 0, totalCents: 0 };
    const cost = transportCost(travel.distance, {
      deliveryCostPerKmCents: settings.delivery_cost_per_kilometer,
      pickupCostPerKmCents: settings.pickup_cost_per_kilometer,
      freeKilometers: settings.free_kilometers,
    });
    return { travel, ...cost };
  };

  return { distanceFromCompany, distancesFromCompany, travelMatrix, transportCostFor, locateMany };
};

export type GeoService = ReturnType<typeof createGeoService>;
