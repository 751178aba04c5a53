import type { GeoPoint, TravelFigures } from '@app/domain';
import { z } from 'zod';
import { ExternalServiceError, getJson } from './http-json.ts';

/** OSRM's refusals that mean "no road between these points", not "the router is broken". */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment', 'NoTable']);

const coordinates = (points: GeoPoint[]) =>
  points.map((p) => `${p.lon.toFixed(6)},${p.lat.toFixed(6)}`).join(';');

const codeSchema = z.object({ code: z.string() });
const routeAnswerSchema = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() }))
    .min(1),
});
const cell = z.number().nonnegative().nullable();
const tableAnswerSchema = z.object({
  code: z.literal('Ok'),
  distances: z.array(z.array(cell)),
  durations: z.array(z.array(cell)),
});

export type TravelTable = { distances: (number | null)[][]; durations: (number | null)[][] };

/** Checks the status and the `code`: null for "no route", the body for Ok, else ExternalServiceError. */
const readAnswer = (status: number, body: unknown): unknown | null => {
  const code = codeSchema.safeParse(body);
  if (!code.success) throw new ExternalServiceError(`status ${status}, geen OSRM-antwoord`);
  if (NO_ROUTE_CODES.has(code.data.code)) return null;
  if (status !== 200 || code.data.code !== 'Ok')
    throw new ExternalServiceError(`status ${status}, ${code.data.code}`);
  return body;
};

/** The fastest route from `from` to `to` (`/route/v1/driving/…`); null when there is none. */
export const routeWithOsrm = async (
  baseUrl: string,
  from: GeoPoint,
  to: GeoPoint,
  timeoutMs: number,
): Promise<TravelFigures | null> => {
  const url = `${baseUrl}/route/v1/driving/${coordinates([from, to])}?overview=false&alternatives=false&steps=false`;
  const { status, body } = await getJson(url, timeoutMs);
  const ok = readAnswer(status, body);
  if (ok === null) return null;
  const parsed = routeAnswerSchema.safeParse(ok);
  const route = parsed.success ? parsed.data.routes[0] : undefined;
  if (!route) throw new ExternalServiceError('onverwacht route-antwoord');
  return { distance: Math.round(route.distance), duration: Math.round(route.duration) };
};

/**
 * Distances and durations between points in ONE call (`/table/v1/driving/…`): rows are the
 * `sources` (all points when not given), columns every point. Null when OSRM finds no table
 * (a point off the road network); cells may be null (no route between those two).
 */
export const tableWithOsrm = async (
  baseUrl: string,
  points: GeoPoint[],
  sources: number[] | undefined,
  timeoutMs: number,
): Promise<TravelTable | null> => {
  const params = new URLSearchParams({ annotations: 'distance,duration' });
  if (sources) params.set('sources', sources.join(';'));
  const url = `${baseUrl}/table/v1/driving/${coordinates(points)}?${params.toString().replace(/%2C/g, ',').replace(/%3B/g, ';')}`;
  const { status, body } = await getJson(url, timeoutMs);
  const ok = readAnswer(status, body);
  if (ok === null) return null;
  const parsed = tableAnswerSchema.safeParse(ok);
  const rows = sources?.length ?? points.length;
  const fits = (matrix: (number | null)[][]) =>
    matrix.length === rows && matrix.every((row) => row.length === points.length);
  if (!parsed.success || !fits(parsed.data.distances) || !fits(parsed.data.durations)) {
    throw new ExternalServiceError('onverwacht table-antwoord');
  }
  const round = (matrix: (number | null)[][]) =>
    matrix.map((row) => row.map((v) => (v === null ? null : Math.round(v))));
  return { distances: round(parsed.data.distances), durations: round(parsed.data.durations) };
};
