import type { GeoPoint, HouseNumber } from '@app/domain';
import { z } from 'zod';
import { ExternalServiceError, getJson } from './http-json.ts';

/** One BAG address as PDOK Locatieserver's `free` endpoint answers it (the fields we ask for in `fl`). */
const pdokDocSchema = z.object({
  postcode: z.string().optional(),
  huisnummer: z.union([z.number(), z.string()]).optional(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  centroide_ll: z.string(),
});
const pdokAnswerSchema = z.object({
  response: z.object({ numFound: z.number().optional(), docs: z.array(z.unknown()) }),
});

type PdokDoc = z.infer<typeof pdokDocSchema>;

const FIELDS = 'id,weergavenaam,postcode,huisnummer,huisletter,huisnummertoevoeging,centroide_ll';

/** 'POINT(5.07000962 52.0266669)' (longitude first, WGS84) → a point; null when unreadable. */
export const parseWktPoint = (wkt: string): GeoPoint | null => {
  const match = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i.exec(wkt);
  if (!match) return null;
  const lon = Number(match[1]);
  const lat = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
};

export const pdokFreeUrl = (baseUrl: string, postcode: string, house: HouseNumber) => {
  const params = new URLSearchParams();
  params.set('q', `${postcode} ${house.number}`);
  params.append('fq', 'type:adres');
  params.append('fq', `postcode:${postcode}`);
  params.append('fq', `huisnummer:${house.number}`);
  params.set('fl', FIELDS);
  params.set('rows', '20');
  return `${baseUrl}/free?${params}`;
};

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toUpperCase() === (b ?? '').toUpperCase();

/** Of the addresses at this number, the one with the typed letter and addition, else the plainest. */
const pickDoc = (docs: PdokDoc[], postcode: string, house: HouseNumber): PdokDoc | undefined => {
  const atNumber = docs.filter(
    (doc) =>
      (doc.postcode ?? '').replace(/\s/g, '').toUpperCase() === postcode &&
      Number(doc.huisnummer) === house.number,
  );
  const score = (doc: PdokDoc) =>
    (same(doc.huisletter, house.letter) ? 2 : 0) + (same(doc.huisnummertoevoeging, house.addition) ? 1 : 0);
  return atNumber.reduce<PdokDoc | undefined>(
    (best, doc) => (!best || score(doc) > score(best) ? doc : best),
    undefined,
  );
};

/**
 * Geocodes a Dutch address (postcode '3511AA' and house number) with PDOK Locatieserver (BAG).
 * Answers the point, or null when PDOK does not know the address; throws ExternalServiceError when
 * PDOK cannot be asked (down, slow, an answer of another shape).
 */
export const geocodeWithPdok = async (
  baseUrl: string,
  postcode: string,
  house: HouseNumber,
  timeoutMs: number,
): Promise<GeoPoint | null> => {
  const { status, body } = await getJson(pdokFreeUrl(baseUrl, postcode, house), timeoutMs);
  if (status !== 200) throw new ExternalServiceError(`status ${status}`);
  const answer = pdokAnswerSchema.safeParse(body);
  if (!answer.success) throw new ExternalServiceError('onverwacht antwoord');
  const docs = answer.data.response.docs.flatMap((doc) => {
    const parsed = pdokDocSchema.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
  const doc = pickDoc(docs, postcode, house);
  if (!doc) return null;
  const point = parseWktPoint(doc.centroide_ll);
  if (!point) throw new ExternalServiceError('onleesbaar centroide_ll');
  return point;
};
