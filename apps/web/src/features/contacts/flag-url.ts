/** The flag image of a country (lower- or upper-case ISO code). Its own module: showing a flag must
 * not load the Dutch country names (i18n-iso-countries, about 10 KB gzipped). */
export const flagUrl = (code: string) => `/assets/flags/${code.toLowerCase()}.svg`;
