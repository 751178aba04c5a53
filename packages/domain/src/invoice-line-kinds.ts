/**
 * What an invoice line is for: the reports read this (and the line's article), never the text.
 * - rental / sale / bundle: an article (or a package) rented or sold; the line names its article;
 * - deposit: a borg, money held and returned, no revenue (0 % outside the VAT base);
 * - transport: delivery, pickup or a transport cost entered by hand;
 * - discount: an article's discount (with that article) or a promotion code (spread over the
 *   article lines of its rate);
 * - other: anything typed by hand.
 */
export const INVOICE_LINE_KINDS = [
  'rental',
  'sale',
  'bundle',
  'deposit',
  'transport',
  'discount',
  'other',
] as const;

export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** The kinds that bill an article: such a line always names it (its item id). */
export const ARTICLE_LINE_KINDS: readonly InvoiceLineKind[] = ['rental', 'sale', 'bundle'];

export const isArticleLineKind = (kind: InvoiceLineKind) => ARTICLE_LINE_KINDS.includes(kind);

/** The kind of a line billing an article of this type (a package is billed as a rental of its own). */
export const articleLineKindOf = (type: 'rentable' | 'sellable' | 'bundle'): InvoiceLineKind =>
  type === 'sellable' ? 'sale' : type === 'bundle' ? 'bundle' : 'rental';
