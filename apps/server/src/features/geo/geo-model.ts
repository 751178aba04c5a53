import type { GeoPoint } from '@app/domain';

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
export type Location = { point: GeoPoint; located: GeoPrecision; spacing?: number };

const PRECISION_RANK: Record<GeoPrecision, number> = { address: 0, postcode: 1, place: 2 };
export const coarser = (a: GeoPrecision, b: GeoPrecision): GeoPrecision =>
  PRECISION_RANK[a] >= PRECISION_RANK[b] ? a : b;

/** 5 decimals: about a metre, so one address always gives one key. */
export const pointKey = (p: GeoPoint) => `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`;

/** PDOK answers "unknown address" are asked again after a week (new houses enter the BAG). */
export const MISS_TTL_MS = 7 * 24 * 3600 * 1000;
/** Routes are asked again after 90 days (roads change, slowly). */
export const ROUTE_TTL_MS = 90 * 24 * 3600 * 1000;
/** OSRM's default --max-table-size. */
export const MAX_TABLE_POINTS = 100;
export const PDOK_CONCURRENCY = 4;
