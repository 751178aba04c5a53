import { DEFAULT_COUNTRY } from '@app/domain';
import countries from 'i18n-iso-countries';
import nl from 'i18n-iso-countries/langs/nl.json';

countries.registerLocale(nl);

export type CountryOption = { code: string; name: string };

/** The ~250 countries by Dutch name ("Duitsland", not the official long name), sorted as in Dutch. */
export const COUNTRY_OPTIONS: ReadonlyArray<CountryOption> = Object.entries(
  countries.getNames('nl', { select: 'alias' }),
)
  .map(([code, name]) => ({ code: code.toLowerCase(), name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'nl'));

export { flagUrl } from './flag-url';

export { DEFAULT_COUNTRY };
