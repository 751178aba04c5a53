import { roundHalfAwayFromZero } from './money.ts';

/** A point on the earth in WGS84 degrees. */
export type GeoPoint = { lat: number; lon: number };

/** Road distance in whole metres and driving time in whole seconds. */
export type TravelFigures = { distance: number; duration: number };

/** The IUGG mean earth radius: the usual choice for great-circle distances. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * Road distance ÷ straight-line distance in the Netherlands. Measured on typical trips of a
 * rental business: Utrecht–Amsterdam 35 km straight, about 45 km over the A2 (1.29);
 * Amsterdam–Rotterdam 57 km straight, about 75 km by road (1.31); Utrecht–'s-Hertogenbosch 45 km
 * straight, 55 km by road (1.22). Published circuity factors for Dutch roads lie between 1.2 and
 * 1.4, higher for short trips. See docs/decisions.md (Distances).
 */
export const ROAD_DETOUR_FACTOR = 1.3;

/**
 * Door-to-door average of a delivery van (often with a trailer, 80-90 km/h on the motorway) over
 * the road distance: motorway stretches at 80-100 km/h are offset by towns, roundabouts and the
 * last kilometres in a residential street at 30-50 km/h. See docs/decisions.md.
 */
export const AVERAGE_SPEED_KMH = 60;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle ("as the crow flies") distance in metres, by the haversine formula. */
export const haversineMeters = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  // min(1, …) keeps rounding noise of antipodal points out of asin's domain error.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Road distance and driving time estimated from the straight line (no router): whole metres and seconds. */
export const estimateTravel = (a: GeoPoint, b: GeoPoint): TravelFigures => {
  const distance = roundHalfAwayFromZero(haversineMeters(a, b) * ROAD_DETOUR_FACTOR);
  const metresPerSecond = (AVERAGE_SPEED_KMH * 1000) / 3600;
  return { distance, duration: roundHalfAwayFromZero(distance / metresPerSecond) };
};

/**
 * Trips inside one postcode area or place run through town streets: 30 km/h door to door (the
 * Dutch limit in residential streets, with turns and parking), not the 60 km/h of longer trips.
 */
export const WITHIN_AREA_SPEED_KMH = 30;

/**
 * The shortest road distance between two different addresses that the postcode table places at
 * one centre: a van still drives out of one street and into another (1 km, 2 minutes at
 * WITHIN_AREA_SPEED_KMH). See docs/decisions.md (Distances).
 */
export const WITHIN_AREA_MIN_METERS = 1000;

/**
 * The mean straight-line distance between two addresses of a postcode area whose centre lies
 * `spacingMeters` from its neighbours' centres: the area taken as a disc of radius spacing/2
 * (neighbouring centres sit about two radii apart), where two random points are 128R/(45π) ≈ 0.905R
 * apart on average.
 */
export const typicalDistanceInArea = (spacingMeters: number): number =>
  (128 * Math.max(0, spacingMeters)) / 2 / (45 * Math.PI);

/**
 * A trip between two different addresses located only at the same area's centre (offline, one
 * four-digit postcode area or one place), where the straight line says 0: the area's typical
 * straight-line distance × the detour factor, at least WITHIN_AREA_MIN_METERS, at town speed.
 * Whole metres and seconds; always an estimate.
 */
export const estimateWithinArea = (typicalStraightMeters: number): TravelFigures => {
  const typical = Number.isFinite(typicalStraightMeters) ? Math.max(0, typicalStraightMeters) : 0;
  const distance = Math.max(WITHIN_AREA_MIN_METERS, roundHalfAwayFromZero(typical * ROAD_DETOUR_FACTOR));
  const metresPerSecond = (WITHIN_AREA_SPEED_KMH * 1000) / 3600;
  return { distance, duration: roundHalfAwayFromZero(distance / metresPerSecond) };
};

/** The parts of an address that tell two addresses apart (the country only says "Dutch or not"). */
export type AddressParts = {
  address_line_1?: string | null;
  postal_code?: string | null;
  city?: string | null;
};

const addressPart = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * True when two addresses are the same place to drive to: the same street line, postcode and
 * place, ignoring case, accents, punctuation and spacing ("Kanaalweg 12" = "kanaalweg  12",
 * "3526 KL" = "3526kl"). Used to keep 0 m between stops at one address.
 */
export const isSameAddress = (a: AddressParts, b: AddressParts): boolean =>
  addressPart(a.address_line_1) === addressPart(b.address_line_1) &&
  (compactDutchPostalCode(a.postal_code) ?? addressPart(a.postal_code)) ===
    (compactDutchPostalCode(b.postal_code) ?? addressPart(b.postal_code)) &&
  addressPart(a.city) === addressPart(b.city);

export type TransportFees = {
  /** Euro cents per kilometre of a delivery trip. */
  deliveryCostPerKmCents: number;
  /** Euro cents per kilometre of a pickup trip. */
  pickupCostPerKmCents: number;
  /** Kilometres of each trip that cost nothing. */
  freeKilometers: number;
};

export type TransportCost = { deliveryCents: number; pickupCents: number; totalCents: number };

/** The kilometres a customer sees and pays: the one-way distance on whole hectometres (12,3 km). */
export const billableHectometres = (distanceMeters: number): number => {
  if (!Number.isFinite(distanceMeters)) throw new RangeError(`Geen geldige afstand: ${distanceMeters}`);
  return roundHalfAwayFromZero(Math.max(0, distanceMeters) / 100);
};

/**
 * Transport costs of one rental: the delivery trip and the pickup trip each cost
 * (one-way kilometres − free kilometres, never below 0) × their price per kilometre, rounded to the
 * cent. The kilometres are the one-way distance as shown (one decimal, "12,3 km"), so a customer
 * can check the sum; the return leg of each trip is in the price per kilometre (docs/decisions.md).
 */
export const transportCost = (distanceMeters: number, fees: TransportFees): TransportCost => {
  const freeHectometres = Math.max(0, fees.freeKilometers) * 10;
  const charged = Math.max(0, billableHectometres(distanceMeters) - freeHectometres);
  // Hectometres × cents per km ÷ 10: integer arithmetic until the one rounding at the end.
  const tripCents = (centsPerKm: number) => roundHalfAwayFromZero((charged * Math.max(0, centsPerKm)) / 10);
  const deliveryCents = tripCents(fees.deliveryCostPerKmCents);
  const pickupCents = tripCents(fees.pickupCostPerKmCents);
  return { deliveryCents, pickupCents, totalCents: deliveryCents + pickupCents };
};

export type HouseNumber = {
  number: number;
  /** BAG huisletter: one letter right after the number ("20A" → "A"). */
  letter: string | null;
  /** BAG huisnummertoevoeging: what follows ("12-3" → "3", "4 bis" → "BIS", "15 hs" → "HS"). */
  addition: string | null;
};

// What may follow a house number: at most two short parts ("A", "-2", "bis", "III", "hs").
const PLAUSIBLE_REST = /^\s*(?:[-/]?\s*[\p{L}\d]{1,6}\s*){0,2}$/u;
const CANDIDATE = /\s(\d{1,5})(?!\d)/g;

/**
 * The house number in a Dutch address line ("Kerkstraat 12-3", "2e Hugo de Grootstraat 15 hs",
 * "Plein 1940-1945 3"): the last number that follows a space, is not itself part of a "12 - 3"
 * addition, and is followed by nothing but a short addition. Null when there is none.
 */
export const parseHouseNumber = (addressLine: string | null | undefined): HouseNumber | null => {
  const line = (addressLine ?? '').replace(/\s+/g, ' ').trim();
  let found: { index: number; digits: string; rest: string } | null = null;
  for (const match of line.matchAll(CANDIDATE)) {
    const digits = match[1] ?? '';
    const before = line.slice(0, match.index).trimEnd();
    const rest = line.slice(match.index + match[0].length);
    if (before === '' || /[-/]$/.test(before) || !PLAUSIBLE_REST.test(rest)) continue;
    found = { index: match.index, digits, rest };
  }
  if (!found || Number(found.digits) === 0) return null;
  const letterMatch = /^\s?(\p{L})(?!\p{L})/u.exec(found.rest);
  const letter = letterMatch?.[1]?.toUpperCase() ?? null;
  const afterLetter = letterMatch ? found.rest.slice(letterMatch[0].length) : found.rest;
  const addition = afterLetter
    .replace(/^[\s\-/]+/, '')
    .replace(/\s+/g, '')
    .toUpperCase();
  return { number: Number(found.digits), letter, addition: addition === '' ? null : addition };
};

const DUTCH_COUNTRY_NAMES = new Set([
  '',
  'nl',
  'nld',
  'nederland',
  'netherlands',
  'the netherlands',
  'holland',
]);

/** True for an address in the Netherlands: 'nl' as stored, the Dutch or English name, or no country. */
export const isDutchCountry = (country: string | null | undefined): boolean =>
  DUTCH_COUNTRY_NAMES.has((country ?? '').trim().toLowerCase());

/** '3511 aa' → '3511AA'; null when it is no Dutch postcode. */
export const compactDutchPostalCode = (value: string | null | undefined): string | null => {
  const match = /^([1-9]\d{3})\s?([A-Za-z]{2})?$/.exec((value ?? '').trim());
  if (!match?.[1]) return null;
  return `${match[1]}${match[2]?.toUpperCase() ?? ''}`;
};
