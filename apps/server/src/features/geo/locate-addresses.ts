import {
  compactDutchPostalCode,
  type GeoPoint,
  type HouseNumber,
  isDutchCountry,
  parseHouseNumber,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { createGeoRepository } from './geo.repository.ts';
import { type GeoAddress, type Location, MISS_TTL_MS, PDOK_CONCURRENCY } from './geo-model.ts';
import { rememberInCache, runtimeOf } from './geo-runtime.ts';
import { ExternalServiceError } from './http-json.ts';
import { geocodeWithPdok } from './pdok-geocoder.ts';
import { locateOffline } from './postcode-table.ts';

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

const askPdok = (
  ctx: AppContext,
  key: string,
  postcode: string,
  house: HouseNumber,
): Promise<GeoPoint | null> => {
  const { geo } = ctx.config;
  const runtime = runtimeOf(ctx);
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
    await rememberInCache(ctx, () => createGeoRepository(ctx.db).saveGeocode(key, 'pdok', point));
    return point;
  })().finally(() => runtime.pendingGeocodes.delete(key));
  runtime.pendingGeocodes.set(key, lookup);
  return lookup;
};

/** Locates addresses: cached or fresh PDOK answers first (when configured), then the postcode table. */
export const locateAddresses = async (options: {
  ctx: AppContext;
  addresses: GeoAddress[];
}): Promise<(Location | null)[]> => {
  const { ctx, addresses } = options;
  const { geo } = ctx.config;
  const prepared = addresses.map(prepare);
  const exact = new Map<string, GeoPoint | null>();
  if (geo.geocoder === 'pdok') {
    const byKey = new Map<string, PreparedAddress>();
    for (const p of prepared) if (p?.pdokKey) byKey.set(p.pdokKey, p);
    const cached = await createGeoRepository(ctx.db).findGeocodes([...byKey.keys()]);
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
      if (p?.postcode && p.house) exact.set(key, await askPdok(ctx, key, p.postcode, p.house));
    });
  }
  return prepared.map((p) => {
    if (!p) return null;
    const point = p.pdokKey ? exact.get(p.pdokKey) : undefined;
    if (point) return { point, located: 'address' };
    return locateOffline(p.postcode, p.city);
  });
};
