import { readFileSync } from 'node:fs';
import { compactDutchPostalCode, type GeoPoint, haversineMeters } from '@app/domain';

/**
 * An offline answer: the centre of the postcode area, or of the place when the postcode is unknown,
 * with the area's size: `spacing`, the metres from its centre to the neighbouring areas' centres
 * (for a place, the span of its postcode centres), so two different addresses that share the
 * centre are not taken to be 0 m apart (see estimateWithinArea in @app/domain).
 */
export type OfflineLocation = { point: GeoPoint; located: 'postcode' | 'place'; spacing: number };

type Row = { postcode: string; place: string; point: GeoPoint };
type Table = {
  byPostcode: Map<string, Row[]>;
  byPlace: Map<string, GeoPoint>;
  placeRows: Map<string, Row[]>;
  rows: Row[];
};

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
  const placeRows = new Map<string, Row[]>();
  const rows: Row[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [postcode, place, lat, lon] = line.split(',');
    const point = { lat: Number(lat), lon: Number(lon) };
    if (!postcode || !place || !Number.isFinite(point.lat) || !Number.isFinite(point.lon)) continue;
    const row = { postcode, place: normalisePlace(place), point };
    rows.push(row);
    byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), row]);
    placeRows.set(row.place, [...(placeRows.get(row.place) ?? []), row]);
  }
  const byPlace = new Map(
    [...placeRows].map(([place, ofPlace]) => [place, mean(ofPlace.map((row) => row.point))]),
  );
  return { byPostcode, byPlace, placeRows, rows };
};

/** Where the table has nothing to measure by (a lone area): a Dutch village's typical 2 km. */
const DEFAULT_SPACING_METERS = 2000;
const NEIGHBOURS = 3;

/**
 * Metres from a postcode area's centre to its neighbours' centres: the mean of the three nearest
 * other areas (neighbouring centres lie about one area's width apart; three smooth out an odd one).
 */
export const spacingOf = (t: Table, postcode4: string, point: GeoPoint): number => {
  const nearest = t.rows
    .filter((row) => row.postcode !== postcode4)
    .map((row) => haversineMeters(point, row.point))
    .filter((d) => d > 0)
    .sort((a, b) => a - b)
    .slice(0, NEIGHBOURS);
  return nearest.length > 0
    ? nearest.reduce((sum, d) => sum + d, 0) / nearest.length
    : DEFAULT_SPACING_METERS;
};

/** A place's width: twice its farthest postcode centre from its mean, plus one area's width. */
const placeSpacingOf = (t: Table, place: string, centre: GeoPoint): number => {
  const ofPlace = t.placeRows.get(place) ?? [];
  const areaWidths = ofPlace.map((row) => spacingOf(t, row.postcode, row.point));
  const area = areaWidths.length > 0 ? Math.max(...areaWidths) : DEFAULT_SPACING_METERS;
  const reach = Math.max(0, ...ofPlace.map((row) => haversineMeters(centre, row.point)));
  return 2 * reach + area;
};

const spacings = new Map<string, number>();
const cachedSpacing = (key: string, compute: () => number) => {
  let value = spacings.get(key);
  if (value === undefined) {
    value = compute();
    spacings.set(key, value);
  }
  return value;
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
    const point = own?.point ?? mean(rows.map((row) => row.point));
    const postcode4 = rows[0]?.postcode ?? '';
    const spacing = cachedSpacing(`pc:${postcode4}:${own?.place ?? ''}`, () =>
      spacingOf(loadTable(), postcode4, point),
    );
    return { point, located: 'postcode', spacing };
  }
  const point = placeKey ? byPlace.get(placeKey) : undefined;
  if (!point) return null;
  const spacing = cachedSpacing(`place:${placeKey}`, () => placeSpacingOf(loadTable(), placeKey, point));
  return { point, located: 'place', spacing };
};
