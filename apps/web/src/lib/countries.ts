import countries from 'i18n-iso-countries';
import nl from 'i18n-iso-countries/langs/nl.json';

countries.registerLocale(nl);

const collator = new Intl.Collator('nl-NL', { sensitivity: 'base' });

/**
 * Every country by its Dutch name ("Duitsland", not the official long name), sorted as in Dutch;
 * ids are lower-case ISO codes, as contacts and the company details store them. The one list of
 * the contact form and the company details (a heavy module: import it only from those forms).
 */
export const COUNTRY_OPTIONS: ReadonlyArray<{ id: string; label: string }> = Object.keys(
  countries.getAlpha2Codes(),
)
  .map((code) => ({
    id: code.toLowerCase(),
    label: countries.getName(code, 'nl', { select: 'alias' }) ?? code,
  }))
  .sort((a, b) => collator.compare(a.label, b.label));
