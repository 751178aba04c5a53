/** Invoice numbers come from a template such as 'F{year}-{id}' and a counter per scope. */

export const DEFAULT_INVOICE_TEMPLATE = 'F{year}-{id}';
export const INVOICE_TEMPLATE_MAX_LENGTH = 40;
/** Ids are zero-padded to at least this many digits so numbers sort and align nicely. */
export const INVOICE_ID_MIN_DIGITS = 4;

const KNOWN_TAGS = ['{year}', '{id}'];
const TAG = /\{[^{}]*\}/g;

export const INVOICE_TEMPLATE_MESSAGES = {
  missingId: 'Het sjabloon moet de tag {id} bevatten.',
  duplicateId: 'Het sjabloon mag de tag {id} maar één keer bevatten.',
  tooLong: `Het sjabloon mag maximaal ${INVOICE_TEMPLATE_MAX_LENGTH} tekens lang zijn.`,
  unknownTag: (tag: string) => `Onbekende tag in het sjabloon: ${tag}`,
  invisibleCharacters: 'Het sjabloon mag geen onzichtbare tekens bevatten, zoals tabs of regeleinden.',
  strayBrace: 'Gebruik { en } alleen in de tags {year} en {id}.',
} as const;

// Control and format characters (tab, newline, zero-width, bidi overrides) would end up invisibly
// in every invoice number, its PDF and its file name.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

export type InvoiceNumberParts = { year: number; id: number };

/** 'F{year}-{id}' with {year: 2026, id: 1} → 'F2026-0001'; id 12345 → 'F2026-12345'. */
export const renderInvoiceNumber = (template: string, { year, id }: InvoiceNumberParts): string =>
  template
    .replaceAll('{year}', String(year).padStart(4, '0'))
    .replaceAll('{id}', String(id).padStart(INVOICE_ID_MIN_DIGITS, '0'));

export const templateUsesYear = (template: string): boolean => template.includes('{year}');

/** Null when the template is usable, otherwise a Dutch message for the settings form. */
export const validateInvoiceTemplate = (template: string): string | null => {
  if (template.length > INVOICE_TEMPLATE_MAX_LENGTH) return INVOICE_TEMPLATE_MESSAGES.tooLong;
  if (INVISIBLE.test(template)) return INVOICE_TEMPLATE_MESSAGES.invisibleCharacters;
  const unknown = template.match(TAG)?.find((tag) => !KNOWN_TAGS.includes(tag));
  if (unknown !== undefined) return INVOICE_TEMPLATE_MESSAGES.unknownTag(unknown);
  // A brace outside the two tags ('F{{id}', 'F}{id}') is a typo, not text for the invoice number.
  if (/[{}]/.test(template.replaceAll('{year}', '').replaceAll('{id}', ''))) {
    return INVOICE_TEMPLATE_MESSAGES.strayBrace;
  }
  const idCount = template.split('{id}').length - 1;
  if (idCount === 0) return INVOICE_TEMPLATE_MESSAGES.missingId;
  if (idCount > 1) return INVOICE_TEMPLATE_MESSAGES.duplicateId;
  return null;
};

/**
 * The counter an invoice number draws from: per year when the template shows the year (so ids
 * restart at 1 each January without clashing), otherwise one counter for all time.
 */
export const counterScopeFor = (template: string, year: number): string =>
  templateUsesYear(template) ? String(year) : 'all';

/**
 * The literal text every number of `template` in `year` starts and ends with (the parts around
 * {id}): 'F{year}-{id}', 2026 → prefix 'F2026-', suffix ''. Lets a caller narrow the given numbers
 * down (e.g. with `like`) before `lowestFreeNextId`.
 */
export const invoiceNumberAffixes = (template: string, year: number) => {
  const [before = '', after = ''] = template.split('{id}');
  return {
    prefix: renderInvoiceNumber(before, { year, id: 0 }),
    suffix: renderInvoiceNumber(after, { year, id: 0 }),
  };
};

/**
 * The id for which `template` renders exactly `number` in `year`, or null when it never does.
 * 'F{year}-{id}', 2026: 'F2026-0042' → 42; 'F2026-42' (not padded), 'F2025-0042' → null.
 * The template must be valid (one {id}); the text around {id} is fixed, so at most one id fits.
 */
export const parseInvoiceNumber = (template: string, year: number, number: string): number | null => {
  if (template.split('{id}').length !== 2) return null;
  const { prefix, suffix } = invoiceNumberAffixes(template, year);
  if (number.length < prefix.length + suffix.length + INVOICE_ID_MIN_DIGITS) return null;
  if (!number.startsWith(prefix) || !number.endsWith(suffix)) return null;
  const digits = number.slice(prefix.length, number.length - suffix.length);
  if (!/^\d+$/.test(digits)) return null;
  const id = Number(digits);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return renderInvoiceNumber(template, { year, id }) === number ? id : null;
};

/**
 * The lowest next id from which `template` gives, in `year`, no number that was already given:
 * one above the highest given number the template would render again (1 when none). Any next id
 * at or above it keeps every number it will give in that year new; anything below offers a
 * number already given (e.g. `{year}-{id}` gave 2026-0001, then the template became `2026-{id}`).
 */
export const lowestFreeNextId = (template: string, year: number, given: Iterable<string>): number => {
  let highest = 0;
  for (const number of given) {
    const id = parseInvoiceNumber(template, year, number);
    if (id !== null && id > highest) highest = id;
  }
  return highest + 1;
};
