import type { OrderArticle } from '@app/domain';
import type { BundleLine } from './bundle-line.ts';

/** An article line as the invoice bills it: a unit or stock row, or a whole package. */
export type BilledArticle = OrderArticle & {
  itemId: number;
  unitPriceCents: number;
  dayFactors: string | null;
  depositCents: number;
};

type CheckedLike = BilledArticle & { index: number; bundle?: BundleLine };

/**
 * The lines the invoice bills, in order: each article line as it is, and a package's component
 * lines as one line of the package (its day price and staffel, its quantity, its borg) where its
 * first component stands. The components cost nothing on their own.
 */
export const billedArticlesOf = (articles: readonly CheckedLike[]): BilledArticle[] => {
  const billed: BilledArticle[] = [];
  const packages = new Set<number>();
  for (const article of articles) {
    const bundle = article.bundle;
    if (!bundle) {
      billed.push(article);
      continue;
    }
    if (packages.has(bundle.index)) continue;
    packages.add(bundle.index);
    billed.push({
      itemType: 'rentable',
      itemId: bundle.itemId,
      name: bundle.name,
      serialNumber: null,
      from: article.from,
      until:
        articles.find((a) => a.bundle?.index === bundle.index && a.itemType === 'rentable')?.until ??
        article.until,
      quantity: bundle.quantity,
      unitPriceCents: bundle.priceCents,
      dayFactors: bundle.dayFactors,
      depositCents: bundle.depositCents,
    });
  }
  return billed;
};
