import type { OrderArticle } from '@app/domain';
import type { BundleLine } from './bundle-line.ts';

/** An article line as the invoice bills it: a unit or stock row, or a whole package. */
export type BilledArticle = OrderArticle & {
  itemId: number;
  unitPriceCents: number;
  dayFactors: string | null;
  depositCents: number;
  /** The line of a whole package (its invoice line is of kind 'bundle'). */
  billedAsBundle?: boolean;
};

type CheckedLike = BilledArticle & {
  index: number;
  pickupTime: string | null;
  bundle?: BundleLine | undefined;
};

/**
 * The lines the invoice bills, in order: each article line as it is, and a package's component
 * lines as one line of the package (its day price and staffel, its quantity, its borg, its rented
 * articles' days and pickup window) where its first component stands. The components cost nothing
 * on their own.
 */
export const billedArticlesOf = <A extends CheckedLike>(articles: readonly A[]): A[] => {
  const billed: A[] = [];
  const packages = new Set<number>();
  for (const article of articles) {
    const { bundle, ...rest } = article;
    if (!bundle) {
      billed.push(article);
      continue;
    }
    if (packages.has(bundle.index)) continue;
    packages.add(bundle.index);
    const rented = articles.find((a) => a.bundle?.index === bundle.index && a.itemType === 'rentable');
    billed.push({
      ...rest,
      itemType: 'rentable',
      itemId: bundle.itemId,
      name: bundle.name,
      until: rented?.until ?? article.until,
      pickupTime: rented?.pickupTime ?? article.pickupTime,
      quantity: bundle.quantity,
      unitPriceCents: bundle.priceCents,
      dayFactors: bundle.dayFactors,
      depositCents: bundle.depositCents,
      billedAsBundle: true,
    } as unknown as A);
  }
  return billed;
};
