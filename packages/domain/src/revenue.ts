import { MANUAL_TRANSPORT_LINE } from './orders.ts';
import { computeInvoiceTotals, type TaxRate } from './tax.ts';
import type { VatTreatment } from './vat-treatment.ts';

/**
 * Revenue per article, category or customer from invoice lines. An invoice line keeps no link to
 * an article, so a line is read by its text: the texts an order's invoice writes
 * (buildOrderInvoiceLines) and the invoice editor's "{naam} ({n} dagen)" start with the article's
 * name. What cannot be read as an article stays "other", so every cent is still reported.
 */

/** The texts of the transport lines an order's invoice writes (delivery, pickup, entered by hand). */
export const TRANSPORT_LINE_PREFIXES: readonly string[] = [
  'Bezorgkosten',
  'Ophaalkosten',
  MANUAL_TRANSPORT_LINE,
];

/** The promotion code's line on an order's invoice: "Promotiecode ZOMER (10% korting)". */
const PROMOTION_LINE = /^Promotiecode\s/;
/** An article's own discount line: "Korting 10% op Springkasteel Jungle". */
const DISCOUNT_LINE = /^Korting\s+\d+(?:[.,]\d+)?\s*%\s+op\s+(.+)$/;
/** "5 × Statafel, …": the count before a rental or sale of several pieces. */
const COUNT_PREFIX = /^\d+\s*[×x]\s+/;

export type RevenueLineText = {
  description: string;
  taxRate: number;
  zeroRateReason: string | null;
  /** A line kind column, once the lines carry one ('deposit', 'transport', …); null or absent today. */
  kind?: string | null;
};

/**
 * A deposit (borg) is money held, not revenue: a line marked `deposit`, or a 0 % line outside the
 * scope of VAT whose text starts with "Borg".
 */
export const isDepositLine = (line: RevenueLineText): boolean =>
  line.kind === 'deposit' ||
  (line.taxRate === 0 && line.zeroRateReason === 'outside_scope' && /^borg/i.test(line.description.trim()));

export const isTransportLine = (line: RevenueLineText): boolean =>
  line.kind === 'transport' ||
  TRANSPORT_LINE_PREFIXES.some((prefix) => line.description.trimStart().startsWith(prefix));

export const isPromotionLine = (line: RevenueLineText): boolean =>
  PROMOTION_LINE.test(line.description.trim());

export type RevenueLineKind = 'deposit' | 'transport' | 'promotion' | 'article';

/**
 * What a line is for the reports, in one call (the report reads tens of thousands of lines):
 * a deposit, transport, the promotion code, or else a line that may name an article.
 */
export const classifyRevenueLine = (line: RevenueLineText): RevenueLineKind =>
  isDepositLine(line)
    ? 'deposit'
    : isTransportLine(line)
      ? 'transport'
      : isPromotionLine(line)
        ? 'promotion'
        : 'article';

/** The part of a line's text that may start with an article name (count and discount words removed). */
const articleTextOf = (description: string): string => {
  const trimmed = description.trim();
  const discount = DISCOUNT_LINE.exec(trimmed);
  return (discount?.[1] ?? trimmed).replace(COUNT_PREFIX, '').trim().toLowerCase();
};

/**
 * Finds the article a line's text names: the longest name that the text equals or starts with
 * followed by "," or " (" (so "Kasteel XL, …" is not read as "Kasteel"), case-insensitive. Build
 * once per request: each text costs a few map lookups, however many articles there are.
 */
export const createArticleMatcher = (names: readonly string[]) => {
  const known = new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean));
  return (description: string): string | null => {
    const text = articleTextOf(description);
    if (known.has(text)) return text;
    // Where a name may end: before "," or " (" (a name may hold those itself); longest first.
    const ends: number[] = [];
    for (let at = text.indexOf(','); at !== -1; at = text.indexOf(',', at + 1)) ends.push(at);
    for (let at = text.indexOf(' ('); at !== -1; at = text.indexOf(' (', at + 1)) ends.push(at);
    ends.sort((a, b) => b - a);
    for (const end of ends) {
      const prefix = text.slice(0, end);
      if (known.has(prefix)) return prefix;
    }
    return null;
  };
};

/** One line of one invoice, with the bucket its revenue is reported under. */
export type RevenueLine = {
  /** unitCount × unitPrice, exact (not rounded). */
  amount: number;
  taxRate: TaxRate;
  bucket: string;
  /** An article line: a promotion line's amount is spread over these. */
  article?: boolean;
  /** A promotion line: spread over the article lines of its rate, in proportion to them. */
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
 * buckets in proportion to their lines (largest remainder). A promotion line is first spread over
 * the article lines of its rate. Leave deposit lines out before calling.
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
