import { REVENUE_KEYS, REVENUE_LABELS, type RevenueGroup, type RevenueRow } from '@app/contracts';
import { reportMonthLabel, reportMonths } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { checkReportPeriod } from './report-period.ts';
import { createReportsRepository, type ReportItemRow } from './reports.repository.ts';
import { type RevenueShare, readArticleShares, readDocumentShares } from './revenue-shares.ts';

type Tally = { key: string; label: string; excl: number; vat: number; invoices: Set<number> };

/** Rows that are no article, category or contact: listed after the others, in this order. */
const TRAILING: readonly string[] = [REVENUE_KEYS.transport, REVENUE_KEYS.other];

/** What a report row is named by: the articles (for article and category) or the contacts' names. */
export type RevenueNames = { items?: Map<number, ReportItemRow>; contacts?: Map<number, string> };

const keyOf = (
  share: RevenueShare,
  group: RevenueGroup,
  names: RevenueNames,
): { key: string; label: string } => {
  if (group === 'month') return { key: share.month, label: reportMonthLabel(share.month) };
  if (group === 'contact')
    return share.contactId === null
      ? { key: REVENUE_KEYS.noContact, label: REVENUE_LABELS.noContact }
      : { key: String(share.contactId), label: names.contacts?.get(share.contactId) ?? '' };
  if (share.bucket === REVENUE_KEYS.transport)
    return { key: REVENUE_KEYS.transport, label: REVENUE_LABELS.transport };
  const item = share.itemId === null ? undefined : names.items?.get(share.itemId);
  if (!item) return { key: REVENUE_KEYS.other, label: REVENUE_LABELS.other };
  if (group === 'article') return { key: String(item.id), label: item.name };
  return item.category_id === null
    ? { key: REVENUE_KEYS.noCategory, label: REVENUE_LABELS.noCategory }
    : { key: String(item.category_id), label: item.category_name ?? '' };
};

/** Sums shares into rows; months come in order (every month of the period, also empty ones). */
export const tallyRevenue = (options: {
  shares: readonly RevenueShare[];
  names: RevenueNames;
  group: RevenueGroup;
  from: string;
  until: string;
}): RevenueRow[] => {
  const { shares, names, group } = options;
  const tallies = new Map<string, Tally>();
  if (group === 'month') {
    for (const month of reportMonths(options.from, options.until))
      tallies.set(month, {
        key: month,
        label: reportMonthLabel(month),
        excl: 0,
        vat: 0,
        invoices: new Set(),
      });
  }
  for (const share of shares) {
    const { key, label } = keyOf(share, group, names);
    const tally = tallies.get(key) ?? { key, label, excl: 0, vat: 0, invoices: new Set<number>() };
    tally.excl += share.exclCents;
    tally.vat += share.vatCents;
    tally.invoices.add(share.invoiceId);
    tallies.set(key, tally);
  }
  const rows = [...tallies.values()].map((tally) => ({
    key: tally.key,
    label: tally.label,
    revenue_excl_vat: tally.excl,
    vat: tally.vat,
    count: tally.invoices.size,
  }));
  if (group === 'month') return rows;
  const rank = (row: RevenueRow) => TRAILING.indexOf(row.key);
  return rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.revenue_excl_vat - a.revenue_excl_vat ||
      a.label.localeCompare(b.label, 'nl') ||
      a.key.localeCompare(b.key),
  );
};

/**
 * GET /reports.revenue: published invoices minus published credit notes dated in the period
 * (their own invoice date), excluding VAT and deposits, per month, article, category or contact.
 */
export const readRevenue = async (options: {
  ctx: AppContext;
  from: string;
  until: string;
  group: RevenueGroup;
}): Promise<RevenueRow[]> => {
  const { ctx, from, until, group } = options;
  checkReportPeriod(from, until);
  if (group === 'article' || group === 'category') {
    const { shares, items } = await readArticleShares({ db: ctx.db, from, until });
    return tallyRevenue({ shares, names: { items }, group, from, until });
  }
  const [shares, contacts] = await Promise.all([
    readDocumentShares({ db: ctx.db, from, until }),
    group === 'contact' ? readContactNames(ctx, from, until) : undefined,
  ]);
  return tallyRevenue({ shares, names: contacts ? { contacts } : {}, group, from, until });
};

/** The names of the period's customers, for the contact rows. */
export const readContactNames = async (ctx: AppContext, from: string, until: string) =>
  new Map(
    (await createReportsRepository(ctx.db).contactNames(from, until)).map((row) => [
      row.id,
      row.display_name,
    ]),
  );
