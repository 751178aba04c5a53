import { REVENUE_KEYS } from '@app/contracts';
import {
  allocateInvoiceRevenue,
  computeInvoiceTotals,
  type InvoiceLine,
  type RevenueLine,
  revenueRoleOf,
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
 * once) over every line but the borg. Enough for revenue per month or per customer, so the lines
 * are summed per rate by the database.
 */
export const readDocumentShares = async (options: {
  db: Db;
  from: string;
  until: string;
}): Promise<RevenueShare[]> => {
  const repo = createReportsRepository(options.db);
  const [headers, sums] = await Promise.all([
    repo.revenueDocuments(options.from, options.until),
    repo.revenueRateSums(options.from, options.until),
  ]);
  const linesOf = new Map<number, InvoiceLine[]>();
  for (const row of sums) {
    const line: InvoiceLine = {
      unitCount: 1,
      unitPriceCents: Number(row.amount),
      taxRate: row.tax_rate as TaxRate,
    };
    const list = linesOf.get(row.invoice_id);
    if (list) list.push(line);
    else linesOf.set(row.invoice_id, [line]);
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
 * totals (allocateInvoiceRevenue), by what each line is (revenueRoleOf): the borg left out,
 * transport apart, a line of an article that article's, a discount without an article (a
 * promotion code) spread over the articles of its rate, the rest "other".
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

  const shares: RevenueShare[] = [];
  for (const document of documents) {
    const lines: RevenueLine[] = [];
    for (const row of document.lines) {
      const role = revenueRoleOf({ kind: row.kind, itemId: row.item_id });
      if (role === 'deposit') continue;
      const amount = row.unit_count * row.unit_price_cents;
      const taxRate = row.tax_rate as TaxRate;
      if (role === 'transport') lines.push({ amount, taxRate, bucket: REVENUE_KEYS.transport });
      else if (role === 'spread') lines.push({ amount, taxRate, bucket: REVENUE_KEYS.other, spread: true });
      else if (role === 'article')
        lines.push({ amount, taxRate, bucket: `${ITEM_BUCKET}${row.item_id}`, article: true });
      else lines.push({ amount, taxRate, bucket: REVENUE_KEYS.other });
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
