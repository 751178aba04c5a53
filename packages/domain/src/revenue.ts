import type { InvoiceLineKind } from './invoice-line-kinds.ts';
import { computeInvoiceTotals, type TaxRate } from './tax.ts';
import type { VatTreatment } from './vat-treatment.ts';

/**
 * Revenue per article, category or customer from invoice lines. Each line says what it is (its
 * `kind`) and which article it is for (its item id), as the code that wrote it knew: an order's
 * invoice, the invoice editor's article picker, a credit note copying the line it credits. The
 * text is never read.
 */

/** What the reports need of a line besides its amount. */
export type RevenueLineLink = { kind: InvoiceLineKind; itemId: number | null };

/**
 * How a line counts in the reports:
 * - 'deposit': a borg, money held, no revenue: left out of every figure;
 * - 'transport': its own row "Transport";
 * - 'article': the revenue of its article (a rental, sale or package, or an article's own discount);
 * - 'spread': a discount without an article (a promotion code), spread over the article lines of
 *   its VAT rate in proportion;
 * - 'other': anything else (a line typed by hand), the row "Overig".
 */
export type RevenueRole = 'deposit' | 'transport' | 'article' | 'spread' | 'other';

export const revenueRoleOf = (line: RevenueLineLink): RevenueRole =>
  line.kind === 'deposit'
    ? 'deposit'
    : line.kind === 'transport'
      ? 'transport'
      : line.itemId !== null
        ? 'article'
        : line.kind === 'discount'
          ? 'spread'
          : 'other';

/** One line of one invoice, with the bucket its revenue is reported under. */
export type RevenueLine = {
  /** unitCount × unitPrice, exact (not rounded). */
  amount: number;
  taxRate: TaxRate;
  bucket: string;
  /** An article line: a discount without an article (a promotion) is spread over these. */
  article?: boolean;
  /** A discount without an article: spread over the article lines of its rate, in proportion. */
  spread?: boolean;
};

export type BucketRevenue = { exclCents: number; vatCents: number };

/**
 * Splits `target` whole cents over `exact` weights in proportion (largest remainder), so the parts
 * add up to exactly `target`. With weights summing to zero the parts follow `fallbackRatio`.
 */
export const allocateProportionally = (
  exact: readonly number[],
  target: number,
  fallbackRatio: number,
): number[] => {
  if (exact.length === 1) return [target];
  const sum = exact.reduce((total, value) => total + value, 0);
  const ratio = sum !== 0 ? target / sum : fallbackRatio;
  const shares = exact.map((value) => value * ratio);
  const parts = shares.map((share) => Math.floor(share));
  let left = Math.round(target - parts.reduce((total, part) => total + part, 0));
  const order = shares
    .map((share, index) => ({ index, fraction: share - Math.floor(share) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  // Normally 0 ≤ left ≤ parts; the loops also settle what float error leaves over.
  for (let i = 0; left > 0 && order.length > 0; i = (i + 1) % order.length, left--) {
    const at = order[i]?.index ?? 0;
    parts[at] = (parts[at] ?? 0) + 1;
  }
  for (
    let i = order.length - 1;
    left < 0 && order.length > 0;
    i = (i - 1 + order.length) % order.length, left++
  ) {
    const at = order[i]?.index ?? 0;
    parts[at] = (parts[at] ?? 0) - 1;
  }
  return parts;
};

/**
 * An invoice's revenue per bucket, exact to the cent against its totals: the totals are computed
 * as on the invoice (per rate, rounded once), and each rate's base and VAT are split over the
 * buckets in proportion to their lines (largest remainder). A discount without an article (a
 * promotion) is first spread over the article lines of its rate. Leave deposit lines out before
 * calling.
 */
export const allocateInvoiceRevenue = (options: {
  lines: readonly RevenueLine[];
  includeTax: boolean;
  treatment?: VatTreatment;
}): Map<string, BucketRevenue> => {
  const { lines, includeTax } = options;
  const treatment = options.treatment ?? 'normal';
  const totals = computeInvoiceTotals(
    lines.map((line) => ({ unitCount: 1, unitPriceCents: line.amount, taxRate: line.taxRate })),
    includeTax,
    treatment,
  );
  // Per rate: the exact amount of each bucket, and of the article buckets a promotion spreads over.
  type RateSums = { sums: Map<string, number>; articles: Map<string, number>; spread: RevenueLine[] };
  const exactPerRate = new Map<TaxRate, RateSums>();
  for (const line of lines) {
    let rate = exactPerRate.get(line.taxRate);
    if (!rate) {
      rate = { sums: new Map(), articles: new Map(), spread: [] };
      exactPerRate.set(line.taxRate, rate);
    }
    if (line.spread) {
      rate.spread.push(line);
      continue;
    }
    rate.sums.set(line.bucket, (rate.sums.get(line.bucket) ?? 0) + line.amount);
    if (line.article) rate.articles.set(line.bucket, (rate.articles.get(line.bucket) ?? 0) + line.amount);
  }
  for (const { sums, articles, spread } of exactPerRate.values()) {
    if (spread.length === 0) continue;
    let articleTotal = 0;
    for (const amount of articles.values()) articleTotal += amount;
    for (const line of spread) {
      if (articleTotal > 0) {
        for (const [bucket, amount] of articles)
          sums.set(bucket, (sums.get(bucket) ?? 0) + (line.amount * amount) / articleTotal);
      } else {
        sums.set(line.bucket, (sums.get(line.bucket) ?? 0) + line.amount);
      }
    }
  }

  const result = new Map<string, BucketRevenue>();
  const add = (bucket: string, exclCents: number, vatCents: number) => {
    const found = result.get(bucket) ?? { exclCents: 0, vatCents: 0 };
    found.exclCents += exclCents;
    found.vatCents += vatCents;
    result.set(bucket, found);
  };
  const split = (
    sums: Map<string, number>,
    baseCents: number,
    baseRatio: number,
    vatCents: number,
    vatRatio: number,
  ) => {
    const buckets = [...sums.keys()];
    const exact = buckets.map((bucket) => sums.get(bucket) ?? 0);
    const bases = allocateProportionally(exact, baseCents, baseRatio);
    const vats = allocateProportionally(exact, vatCents, vatRatio);
    for (const [i, bucket] of buckets.entries()) add(bucket, bases[i] ?? 0, vats[i] ?? 0);
  };

  if (treatment === 'reverse_charge') {
    const all = new Map<string, number>();
    for (const { sums } of exactPerRate.values())
      for (const [bucket, amount] of sums) all.set(bucket, (all.get(bucket) ?? 0) + amount);
    split(all, totals.totalExclCents, 1, 0, 0);
    return result;
  }
  for (const part of totals.perRate) {
    const sums = exactPerRate.get(part.rate)?.sums ?? new Map<string, number>();
    const baseRatio = includeTax ? 100 / (100 + part.rate) : 1;
    const vatRatio = includeTax ? part.rate / (100 + part.rate) : part.rate / 100;
    split(sums, part.baseCents, baseRatio, part.taxCents, vatRatio);
  }
  return result;
};
