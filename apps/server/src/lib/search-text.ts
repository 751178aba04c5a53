/** Lower case without accents, so "Müller" and "muller" match on both databases alike. */
export const normalizeSearchText = (value: string) =>
  // Most list requests have no term; NFD and the Unicode regex cost a few µs even on ''.
  value === '' ? '' : value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A LIKE pattern matching `term` anywhere; % _ and \ in the term are escaped (use ESCAPE '\'). */
export const containsPattern = (term: string) => `%${normalizeSearchText(term).replace(/[\\%_]/g, '\\$&')}%`;
