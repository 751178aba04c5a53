import { readFileSync } from 'node:fs';
import { compactDutchPostalCode, type GeoPoint } from '@app/domain';

/** An offline answer: the centre of the postcode area, or of the place when the postcode is unknown. */
export type OfflineLocation = { point: GeoPoint; located: 'postcode' | 'place' };

type Row = { place: string; point: GeoPoint };
type Table = { byPostcode: Map<string, Row[]>; byPlace: Map<string, GeoPoint> };

const CSV_URL = new URL('./geonames/nl-postcode-centroids.csv', import.meta.url);

/** Lower case, no accents, punctuation as spaces: "'s-Hertogenbosch" → "s hertogenbosch". */
export const normalisePlace = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Names people write for places GeoNames lists under another name.
const PLACE_ALIASES: Record<string, string> = {
  'den bosch': 's hertogenbosch',
  hertogenbosch: 's hertogenbosch',
  's gravenhage': 'den haag',
  'the hague': 'den haag',
  gravenhage: 'den haag',
};

const mean = (points: GeoPoint[]): GeoPoint => ({
  lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
  lon: points.reduce((sum, p) => sum + p.lon, 0) / points.length,
});

export const parsePostcodeCsv = (text: string): Table => {
  const byPostcode = new Map<string, Row[]>();
  const pointsByPlace = new Map<string, GeoPoint[]>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [postcode, place, lat, lon] = line.split(',');
    const point = { lat: Number(lat), lon: Number(lon) };
    if (!postcode || !place || !Number.isFinite(point.lat) || !Number.isFinite(point.lon)) continue;
    const rows = byPostcode.get(postcode) ?? [];
    rows.push({ place: normalisePlace(place), point });
    byPostcode.set(postcode, rows);
    const key = normalisePlace(place);
    pointsByPlace.set(key, [...(pointsByPlace.get(key) ?? []), point]);
  }
  const byPlace = new Map([...pointsByPlace].map(([place, points]) => [place, mean(points)]));
  return { byPostcode, byPlace };
};

let table: Table | undefined;

/** The GeoNames table, read from disk on the first lookup only (about 130 kB, a few ms). */
const loadTable = (): Table => {
  table ??= parsePostcodeCsv(readFileSync(CSV_URL, 'utf8'));
  return table;
};

/**
 * Where a Dutch address lies without any network: the centre of its four-digit postcode area (the
 * row of its own place when the area spans several, else their mean), otherwise the mean of the
 * postcode centres of its place. Null when neither is known.
 */
export const locateOffline = (postalCode: string | null, city: string | null): OfflineLocation | null => {
  const { byPostcode, byPlace } = loadTable();
  const place = city ? normalisePlace(city) : '';
  const placeKey = PLACE_ALIASES[place] ?? place;
  const rows = byPostcode.get(compactDutchPostalCode(postalCode)?.slice(0, 4) ?? '');
  if (rows && rows.length > 0) {
    const own = rows.find((row) => row.place === placeKey);
    return { point: own?.point ?? mean(rows.map((row) => row.point)), located: 'postcode' };
  }
  const point = placeKey ? byPlace.get(placeKey) : undefined;
  return point ? { point, located: 'place' } : null;
};
