import countries from 'i18n-iso-countries';
import nl from 'i18n-iso-countries/langs/nl.json';
import type { SelectOption } from '../../components/ui/select';

countries.registerLocale(nl);

const collator = new Intl.Collator('nl-NL', { sensitivity: 'base' });

/** Every country by its Dutch name ("Duitsland", not the official long name), sorted; ids are lower-case ISO codes. */
export const COUNTRY_OPTIONS: ReadonlyArray<SelectOption> = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({
    id: code.toLowerCase(),
    label: countries.getName(code, 'nl', { select: 'alias' }) ?? code,
  }))
  .sort((a, b) => collator.compare(a.label, b.label));

export const countryNameOf = (code: string) =>
  countries.getName(code.toUpperCase(), 'nl', { select: 'alias' }) ?? code.toUpperCase();
