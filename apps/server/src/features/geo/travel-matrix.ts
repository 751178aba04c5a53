import type { GeoPoint, TravelFigures } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { readStoredSettings } from '../settings/index.ts';
import { companyAddressOf } from './distances-from-company.ts';
import { createGeoRepository, routeKey } from './geo.repository.ts';
import {
  coarser,
  type GeoAddress,
  MAX_TABLE_POINTS,
  pointKey,
  ROUTE_TTL_MS,
  type TravelMatrix,
} from './geo-model.ts';
import { rememberInCache, runtimeOf } from './geo-runtime.ts';
import { ExternalServiceError } from './http-json.ts';
import { locateAddresses } from './locate-addresses.ts';
import { tableWithOsrm } from './osrm-router.ts';
import { estimateOf } from './travel-estimate.ts';

/**
 * Every distance and duration between the company (index 0) and the addresses (1..n), for route
 * planning: cached pairs, else ONE router table call for all points (up to 100), else estimates.
 */
export const travelMatrix = async (options: {
  ctx: AppContext;
  addresses: GeoAddress[];
}): Promise<TravelMatrix> => {
  const { ctx } = options;
  const { geo } = ctx.config;
  const runtime = runtimeOf(ctx);
  const repo = createGeoRepository(ctx.db);
  const ends = [companyAddressOf(await readStoredSettings(ctx.db)), ...options.addresses];
  const all = await locateAddresses({ ctx, addresses: ends });
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
        if (fresh.length > 0) await rememberInCache(ctx, () => repo.saveRoutes(fresh));
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
