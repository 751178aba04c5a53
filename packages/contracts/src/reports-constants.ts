/** The groupings of GET /api/reports.revenue. */
export const REVENUE_GROUPS = ['month', 'article', 'category', 'contact'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

/**
 * Keys of the rows that are not an article, category or contact: transport lines, lines that name
 * no article (typed by hand, or an article renamed since), items without a category, invoices
 * without a contact.
 */
export const REVENUE_KEYS = {
  transport: 'transport',
  other: 'other',
  noCategory: 'none',
  noContact: 'none',
} as const;

export const REVENUE_LABELS = {
  transport: 'Transport',
  other: 'Overig',
  noCategory: 'Zonder categorie',
  noContact: 'Zonder contact',
} as const;

/** Dutch texts of Vandaag and Rapportage. */
export const REPORT_MESSAGES = {
  untilBeforeFrom: 'De einddatum ligt vóór de begindatum. Kies een einddatum op of na de begindatum.',
  tooLong: 'Kies een periode van hoogstens 3 jaar.',
  unknownGroup: 'Kies een indeling: month, article, category of contact.',
} as const;
