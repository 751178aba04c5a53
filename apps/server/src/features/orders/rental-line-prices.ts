import { priceRentalLine, type RentalPriceRule } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { pricingRulesOfItem, readPricingRules } from '../settings/index.ts';
import type { BilledArticle } from './billed-articles.ts';

export type RentalLineBill = { unitCount: number; unitPriceCents: number; rule: RentalPriceRule };

/**
 * How each article line is billed before discounts, by the one price rule (domain
 * priceRentalLine): a rental by its period under the article's staffel (or the company's) and the
 * weekend rate; a sale per piece. Reads the company's rules on `db` (the caller's transaction).
 */
export const priceRentalArticles = async (options: {
  db: Db;
  articles: ReadonlyArray<
    Pick<BilledArticle, 'itemType' | 'from' | 'until' | 'quantity' | 'unitPriceCents' | 'dayFactors'>
  >;
}): Promise<RentalLineBill[]> => {
  const { articles } = options;
  if (!articles.some((a) => a.itemType !== 'sellable')) {
    return articles.map((a) => ({ unitCount: a.quantity, unitPriceCents: a.unitPriceCents, rule: 'days' }));
  }
  const company = await readPricingRules(options.db);
  return articles.map((article) => {
    if (article.itemType === 'sellable')
      return { unitCount: article.quantity, unitPriceCents: article.unitPriceCents, rule: 'days' };
    const price = priceRentalLine({
      dayPriceCents: article.unitPriceCents,
      from: article.from,
      until: article.until,
      quantity: article.quantity,
      rules: pricingRulesOfItem(company, article.dayFactors),
    });
    return { unitCount: price.unitCount, unitPriceCents: price.unitPriceCents, rule: price.rule };
  });
};
