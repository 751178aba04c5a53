import type { Kysely } from 'kysely';
import { doubleType } from '../migration-helpers.ts';

/**
 * Caches of the distance feature (features/geo), so a day's agenda never waits on a network call
 * twice:
 * - `geo_geocodes`: one row per normalised address key of a geocoder that was asked over the
 *   network (PDOK); lat/lon null when it did not know the address (asked again after a week).
 * - `geo_routes`: road distance and driving time from one point to another as the router answered,
 *   the points written as 'lat,lon' with 5 decimals (about a metre).
 * The offline postcode table is in memory and needs no cache.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('geo_geocodes')
    .addColumn('address_key', 'text', (c) => c.primaryKey())
    .addColumn('lat', doubleType(db))
    .addColumn('lon', doubleType(db))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('geo_routes')
    .addColumn('from_point', 'text', (c) => c.notNull())
    .addColumn('to_point', 'text', (c) => c.notNull())
    .addColumn('distance', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('geo_routes_pk', ['from_point', 'to_point'])
    .execute();
};
