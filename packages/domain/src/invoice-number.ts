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
} as const;

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
  const unknown = template.match(TAG)?.find((tag) => !KNOWN_TAGS.includes(tag));
  if (unknown !== undefined) return INVOICE_TEMPLATE_MESSAGES.unknownTag(unknown);
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
