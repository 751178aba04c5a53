import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export type CachedGeocode = { lat: number | null; lon: number | null; created_at: string };
export type CachedRoute = { distance: number; duration: number };

export const routeKey = (from: string, to: string) => `${from}|${to}`;

// Far below SQLite's 32,766 bound variables and PostgreSQL's 65,535 per statement.
const CHUNK = 200;
const chunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The caches of geocoder and router answers (migration 0100). */
export const createGeoRepository = (db: Db) => ({
  findGeocodes: async (keys: string[]): Promise<Map<string, CachedGeocode>> => {
    const found = new Map<string, CachedGeocode>();
    for (const part of chunks([...new Set(keys)])) {
      const rows = await db
        .selectFrom('geo_geocodes')
        .select(['address_key', 'lat', 'lon', 'created_at'])
        .where('address_key', 'in', part)
        .execute();
      for (const { address_key, ...row } of rows) found.set(address_key, row);
    }
    return found;
  },

  saveGeocode: async (key: string, source: string, point: { lat: number; lon: number } | null) => {
    const values = { lat: point?.lat ?? null, lon: point?.lon ?? null, source, created_at: nowIso() };
    await db
      .insertInto('geo_geocodes')
      .values({ address_key: key, ...values })
      .onConflict((oc) => oc.column('address_key').doUpdateSet(values))
      .execute();
  },

  /** Cached routes between the given points, fresher than `since`, keyed by routeKey(from, to). */
  findRoutes: async (from: string[], to: string[], since: string): Promise<Map<string, CachedRoute>> => {
    const found = new Map<string, CachedRoute>();
    const targets = [...new Set(to)];
    for (const fromPart of chunks([...new Set(from)])) {
      for (const toPart of chunks(targets)) {
        const rows = await db
          .selectFrom('geo_routes')
          .select(['from_point', 'to_point', 'distance', 'duration'])
          .where('from_point', 'in', fromPart)
          .where('to_point', 'in', toPart)
          .where('created_at', '>=', since)
          .execute();
        for (const row of rows) {
          found.set(routeKey(row.from_point, row.to_point), {
            distance: row.distance,
            duration: row.duration,
          });
        }
      }
    }
    return found;
  },

  /** Upserts routes in key order, so two requests writing overlapping rows lock them alike (no deadlock). */
  saveRoutes: async (routes: Array<{ from: string; to: string } & CachedRoute>) => {
    const created_at = nowIso();
    const unique = new Map(routes.map((r) => [routeKey(r.from, r.to), r]));
    const sorted = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
    for (const part of chunks(sorted)) {
      await db
        .insertInto('geo_routes')
        .values(
          part.map((r) => ({
            from_point: r.from,
            to_point: r.to,
            distance: r.distance,
            duration: r.duration,
            created_at,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['from_point', 'to_point']).doUpdateSet((eb) => ({
            distance: eb.ref('excluded.distance'),
            duration: eb.ref('excluded.duration'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute();
    }
  },
});
