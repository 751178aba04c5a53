import { REVENUE_KEYS } from '@app/contracts';
import {
  allocateInvoiceRevenue,
  createArticleMatcher,
  isDepositLine,
  isPromotionLine,
  isTransportLine,
  type RevenueLine,
  type TaxRate,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createReportsRepository, type ReportItemRow, type RevenueLineRow } from './reports.repository.ts';

/** One invoice's (or credit note's) revenue in one bucket: an article, transport or other. */
export type RevenueShare = {
  invoiceId: number;
  /** 'yyyy-MM' of the invoice date. */
  month: string;
  contactId: number | null;
  contactName: string | null;
  /** An item id, or null for REVENUE_KEYS.transport / .other (see `bucket`). */
  itemId: number | null;
  bucket: string;
  exclCents: number;
  vatCents: number;
};

const ITEM_BUCKET = 'item:';

/**
 * The period's revenue split per invoice and bucket, exact to the cent against each invoice's
 * totals (allocateInvoiceRevenue): deposit lines left out, transport lines apart, a promotion
 * spread over the articles it discounted, an article found by the name its line starts with
 * (among equal names a live article before a deleted one, then the oldest), the rest "other".
 */
export const readRevenueShares = async (options: {
  db: Db;
  from: string;
  until: string;
}): Promise<{ shares: RevenueShare[]; items: Map<number, ReportItemRow> }> => {
  const repo = createReportsRepository(options.db);
  const [lines, itemRows] = await Promise.all([repo.revenueLines(options.from, options.until), repo.items()]);
  const items = new Map(itemRows.map((item) => [item.id, item]));
  const itemOfName = new Map<string, ReportItemRow>();
  for (const item of itemRows) {
    const key = item.name.trim().toLowerCase();
    const known = itemOfName.get(key);
    if (!known || (known.deleted_at !== null && item.deleted_at === null)) itemOfName.set(key, item);
  }
  const matchArticle = createArticleMatcher(itemRows.map((item) => item.name));

  const shares: RevenueShare[] = [];
  const flush = (invoiceLines: RevenueLineRow[]) => {
    const first = invoiceLines[0];
    if (!first) return;
    const revenueLines: RevenueLine[] = [];
    for (const row of invoiceLines) {
      const text = {
        description: row.description,
        taxRate: row.tax_rate,
        zeroRateReason: row.zero_rate_reason,
      };
      if (isDepositLine(text)) continue;
      const amount = row.unit_count * row.unit_price_cents;
      const taxRate = row.tax_rate as TaxRate;
      if (isTransportLine(text)) {
        revenueLines.push({ amount, taxRate, bucket: REVENUE_KEYS.transport });
      } else if (isPromotionLine(text)) {
        revenueLines.push({ amount, taxRate, bucket: REVENUE_KEYS.other, spread: true });
      } else {
        const name = matchArticle(row.description);
        const item = name === null ? undefined : itemOfName.get(name);
        revenueLines.push(
          item
            ? { amount, taxRate, bucket: `${ITEM_BUCKET}${item.id}`, article: true }
            : { amount, taxRate, bucket: REVENUE_KEYS.other },
        );
      }
    }
    const perBucket = allocateInvoiceRevenue({
      lines: revenueLines,
      includeTax: first.include_tax === 1,
      treatment: first.vat_treatment,
    });
    for (const [bucket, money] of perBucket) {
      shares.push({
        invoiceId: first.invoice_id,
        month: first.invoice_date.slice(0, 7),
        contactId: first.contact_id,
        contactName: first.contact_name,
        itemId: bucket.startsWith(ITEM_BUCKET) ? Number(bucket.slice(ITEM_BUCKET.length)) : null,
        bucket,
        exclCents: money.exclCents,
        vatCents: money.vatCents,
      });
    }
  };

  let current: RevenueLineRow[] = [];
  for (const row of lines) {
    if (current.length > 0 && current[0]?.invoice_id !== row.invoice_id) {
      flush(current);
      current = [];
    }
    current.push(row);
  }
  flush(current);
  return { shares, items };
};
