import { roundHalfAwayFromZero } from './money.ts';

const kilometreFormatter = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 850 → "850 m", 1500 → "1,5 km", 12345 → "12,3 km". */
export const formatDistance = (meters: number): string => {
  const wholeMeters = roundHalfAwayFromZero(meters);
  if (Math.abs(wholeMeters) < 1000) return `${wholeMeters} m`;
  // Round on whole hectometres first: 1.15 km has no exact binary form and would round down.
  const hectometres = roundHalfAwayFromZero(meters / 100);
  return `${kilometreFormatter.format(hectometres / 10)} km`;
};

/**
 * A driving time in Dutch hours and minutes, short enough for a chip: 2700 → "45 min",
 * 3900 → "1 uur 5 min", 7200 → "2 uur". Rounded to whole minutes; "uur" has no plural after a number.
 */
export const formatDuration = (seconds: number): string => {
  const totalMinutes = Math.max(0, roundHalfAwayFromZero(seconds / 60));
  if (totalMinutes < 60) return `${totalMinutes} min`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes === 0 ? `${hours} uur` : `${hours} uur ${minutes} min`;
};

/** A travel distance as the screens show it: "12,3 km", or "± 12,3 km (geschat)" for an estimate. */
export const formatTravelDistance = (meters: number, estimated: boolean): string =>
  estimated ? `± ${formatDistance(meters)} (geschat)` : formatDistance(meters);

/** The REST plural of a resource name: category → categories, address → addresses, item → items. */
export const pluralise = (resourceName: string): string => {
  if (resourceName.endsWith('y')) return `${resourceName.slice(0, -1)}ies`;
  if (resourceName.endsWith('s')) return `${resourceName}es`;
  return `${resourceName}s`;
};

/**
 * An IBAN as people read it: upper case in groups of four ("NL91 ABNA 0417 1643 00"). Pass
 * `separator: '\u00A0'` where it must never wrap (a PDF line): the number is then one word.
 */
export const formatIban = (value: string, separator = ' '): string =>
  value
    .replace(/[\s\u00A0]+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, `$1${separator}`);
