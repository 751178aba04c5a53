import countries from 'i18n-iso-countries';
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import { normalizeSearchText } from '../../lib/search-text.ts';

countries.registerLocale(nl);

const nameByCode = new Map<string, string>();

/** "Duitsland" rather than the official long name ("Bondsrepubliek Duitsland"). */
export const countryNameOf = (code: string): string => {
  // Called for every contact of every list; the library's lookup upper-cases and searches.
  let name = nameByCode.get(code);
  if (name === undefined) {
    const upper = code.toUpperCase();
    name = countries.getName(upper, 'nl', { select: 'alias' }) ?? upper;
    // Only real codes are kept, so odd input cannot grow the map without bound.
    if (countries.isValid(upper)) nameByCode.set(code, name);
  }
  return name;
};

// Dutch names (official and aliases) and a few common English spellings, accent- and case-free.
const codeByName = new Map<string, string>();
for (const [code, names] of Object.entries(countries.getNames('nl', { select: 'all' }))) {
  for (const name of names) codeByName.set(normalizeSearchText(name), code.toLowerCase());
}
const EXTRA_NAMES: Record<string, string> = {
  holland: 'nl',
  netherlands: 'nl',
  'the netherlands': 'nl',
  germany: 'de',
  deutschland: 'de',
  belgium: 'be',
  belgique: 'be',
  france: 'fr',
  'united kingdom': 'gb',
  engeland: 'gb',
  'united states': 'us',
  spain: 'es',
  luxembourg: 'lu',
};
for (const [name, code] of Object.entries(EXTRA_NAMES)) codeByName.set(name, code);

/**
 * The lower-case ISO code for a code ("DE", "de") or a name ("Duitsland", "Germany");
 * null when the country is unknown.
 */
export const resolveCountry = (input: string): string | null => {
  const value = input.trim();
  if (/^[a-z]{2}$/i.test(value) && countries.isValid(value.toUpperCase())) return value.toLowerCase();
  return codeByName.get(normalizeSearchText(value)) ?? null;
};
