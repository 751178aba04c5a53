import { billedArticlesOf } from './billed-articles.ts';
import { type CheckedArticle, orderLinesOf } from './order-lines.ts';

/** One line as the customer reads it: an article or package, how many, its days and windows. */
export type CustomerLine = {
  name: string;
  quantity: number;
  from: string;
  until: string;
  deliveryTime: string;
  pickupTime: string | null;
  rental: boolean;
};

/**
 * The checked articles as the customer reads them (a quote's page and PDF): a package as one line,
 * then one line per article and days ("5 × Statafel"), without the units' serial numbers.
 */
export const customerLinesOf = (articles: readonly CheckedArticle[]): CustomerLine[] =>
  orderLinesOf(billedArticlesOf(articles)).map((a) => ({
    name: a.name,
    quantity: a.quantity,
    from: a.from,
    until: a.until,
    deliveryTime: a.deliveryTime,
    pickupTime: a.pickupTime,
    rental: a.itemType === 'rentable',
  }));
