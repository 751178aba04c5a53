import { REVENUE_KEYS } from '@app/contracts';
import {
  allocateInvoiceRevenue,
  classifyRevenueLine,
  computeInvoiceTotals,
  createArticleMatcher,
  type InvoiceLine,
  isDepositLine,
  type RevenueLine,
  type TaxRate,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createReportsRepository, type ReportItemRow, type RevenueLineRow } from './reports.repository.ts';

/** One invoice's (or credit note's) revenue in one bucket: an article, transport, other, or all of it. */
export type RevenueShare = {
  invoiceId: number;
  /** 'yyyy-MM' of the invoice date. */
  month: string;
  contactId: number | null;
  /** An item id; null for REVENUE_KEYS.transport / .other, or for a whole document. */
  itemId: number | null;
  bucket: string;
  exclCents: number;
  vatCents: number;
};

type RevenueDocument = {
  id: number;
  month: string;
  contactId: number | null;
  includeTax: boolean;
  treatment: 'normal' | 'reverse_charge';
  lines: RevenueLineRow[];
};

const ITEM_BUCKET = 'item:';
const WHOLE = 'all';

const textOf = (row: Pick<RevenueLineRow, 'description' | 'tax_rate' | 'zero_rate_reason'>) => ({
  description: row.description,
  taxRate: row.tax_rate,
  zeroRateReason: row.zero_rate_reason,
});

/** The period's published invoices and credit notes with their lines (two reads, joined here). */
const readDocuments = async (db: Db, from: string, until: string): Promise<RevenueDocument[]> => {
  const repo = createReportsRepository(db);
  const [headers, lines] = await Promise.all([
    repo.revenueDocuments(from, until),
    repo.revenueLines(from, until),
  ]);
  const documents = new Map<number, RevenueDocument>();
  for (const row of headers)
    documents.set(row.id, {
      id: row.id,
      month: row.invoice_date.slice(0, 7),
      contactId: row.contact_id,
      includeTax: row.include_tax === 1,
      treatment: row.vat_treatment,
      lines: [],
    });
  for (const line of lines) documents.get(line.invoice_id)?.lines.push(line);
  return [...documents.values()];
};

/**
 * Each document's revenue as one share: its totals computed as on the invoice (per rate, rounded
 * once) over every line but the deposits. Enough for revenue per month or per customer, so the
 * lines are summed per rate by the database; only lines that may be deposits come one by one.
 */
export const readDocumentShares = async (options: {
  db: Db;
  from: string;
  until: string;
}): Promise<RevenueShare[]> => {
  const repo = createReportsRepository(options.db);
  const [headers, sums, maybeDeposits] = await Promise.all([
    repo.revenueDocuments(options.from, options.until),
    repo.revenueRateSums(options.from, options.until),
    repo.maybeDepositLines(options.from, options.until),
  ]);
  const linesOf = new Map<number, InvoiceLine[]>();
  const add = (invoiceId: number, line: InvoiceLine) => {
    const list = linesOf.get(invoiceId);
    if (list) list.push(line);
    else linesOf.set(invoiceId, [line]);
  };
  for (const row of sums)
    add(row.invoice_id, {
      unitCount: 1,
      unitPriceCents: Number(row.amount),
      taxRate: row.tax_rate as TaxRate,
    });
  for (const row of maybeDeposits) {
    if (isDepositLine(textOf(row))) continue;
    add(row.invoice_id, { unitCount: row.unit_count, unitPriceCents: row.unit_price_cents, taxRate: 0 });
  }
  return headers.map((document) => {
    const totals = computeInvoiceTotals(
      linesOf.get(document.id) ?? [],
      document.include_tax === 1,
      document.vat_treatment,
    );
    return {
      invoiceId: document.id,
      month: document.invoice_date.slice(0, 7),
      contactId: document.contact_id,
      itemId: null,
      bucket: WHOLE,
      exclCents: totals.totalExclCents,
      vatCents: totals.totalTaxCents,
    };
  });
};

/**
 * The period's revenue split per document and bucket, exact to the cent against each document's
 * totals (allocateInvoiceRevenue): deposit lines left out, transport lines apart, a promotion
 * spread over the articles it discounted, an article found by the name its line starts with
 * (among equal names a live article before a deleted one, then the oldest), the rest "other".
 */
export const readArticleShares = async (options: {
  db: Db;
  from: string;
  until: string;
}): Promise<{ shares: RevenueShare[]; items: Map<number, ReportItemRow> }> => {
  const [documents, itemRows] = await Promise.all([
    readDocuments(options.db, options.from, options.until),
    createReportsRepository(options.db).items(),
  ]);
  const items = new Map(itemRows.map((item) => [item.id, item]));
  const itemOfName = new Map<string, ReportItemRow>();
  for (const item of itemRows) {
    const key = item.name.trim().toLowerCase();
    const known = itemOfName.get(key);
    if (!known || (known.deleted_at !== null && item.deleted_at === null)) itemOfName.set(key, item);
  }
  const matchArticle = createArticleMatcher(itemRows.map((item) => item.name));

  const shares: RevenueShare[] = [];
  for (const document of documents) {
    const lines: RevenueLine[] = [];
    for (const row of document.lines) {
      const kind = classifyRevenueLine(textOf(row));
      if (kind === 'deposit') continue;
      const amount = row.unit_count * row.unit_price_cents;
      const taxRate = row.tax_rate as TaxRate;
      if (kind === 'transport') {
        lines.push({ amount, taxRate, bucket: REVENUE_KEYS.transport });
      } else if (kind === 'promotion') {
        lines.push({ amount, taxRate, bucket: REVENUE_KEYS.other, spread: true });
      } else {
        const name = matchArticle(row.description);
        const item = name === null ? undefined : itemOfName.get(name);
        lines.push(
          item
            ? { amount, taxRate, bucket: `${ITEM_BUCKET}${item.id}`, article: true }
            : { amount, taxRate, bucket: REVENUE_KEYS.other },
        );
      }
    }
    const perBucket = allocateInvoiceRevenue({
      lines,
      includeTax: document.includeTax,
      treatment: document.treatment,
    });
    for (const [bucket, money] of perBucket) {
      shares.push({
        invoiceId: document.id,
        month: document.month,
        contactId: document.contactId,
        itemId: bucket.startsWith(ITEM_BUCKET) ? Number(bucket.slice(ITEM_BUCKET.length)) : null,
        bucket,
        exclCents: money.exclCents,
        vatCents: money.vatCents,
      });
    }
  }
  return { shares, items };
};
