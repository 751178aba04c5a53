import type { GeoPoint, TravelFigures } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { createGeoRepository, routeKey } from './geo.repository.ts';
import { type Location, MAX_TABLE_POINTS, pointKey, ROUTE_TTL_MS } from './geo-model.ts';
import { rememberInCache, runtimeOf } from './geo-runtime.ts';
import { ExternalServiceError } from './http-json.ts';
import { routeWithOsrm, tableWithOsrm } from './osrm-router.ts';

/** Router figures between points (cache first, then ONE call); whatever it cannot give stays out. */
export const routeFromOrigin = async (
  ctx: AppContext,
  origin: Location,
  targets: Location[],
): Promise<Map<string, TravelFigures>> => {
  const { geo } = ctx.config;
  const runtime = runtimeOf(ctx);
  const repo = createGeoRepository(ctx.db);
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
  if (fresh.length > 0) await rememberInCache(ctx, () => repo.saveRoutes(fresh));
  return figures;
};
