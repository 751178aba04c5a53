import { QUOTE_MESSAGES, type QuoteModel } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { viewOrder } from '../orders/index.ts';
import { listMailsAbout } from '../outbox/index.ts';
import { parseQuoteDocument } from './quote-document.ts';
import { parseQuoteItems } from './quote-items.ts';
import { standingOf } from './quote-standing.ts';
import { createQuoteRepository, type QuoteRow } from './quotes.repository.ts';

/** The quote of an order id or uuid (as the path gives it), or a Dutch 404. */
export const findQuoteRow = async (options: { ctx: AppContext; ref: string | number }): Promise<QuoteRow> => {
  const { ctx } = options;
  const ref = typeof options.ref === 'number' ? { id: options.ref } : parseRecordRef(options.ref);
  const repo = createQuoteRepository(ctx.db, ctx.dbKind);
  const row = !ref
    ? undefined
    : 'id' in ref
      ? await repo.findByOrder(ref.id)
      : await repo.findByOrderUuid(ref.uuid);
  if (!row) throw notFound(QUOTE_MESSAGES.notFound);
  return row;
};

/** quote.view: the quote with its order's customer, lines as priced, state, mails and acceptance. */
export const viewQuote = async (options: { ctx: AppContext; ref: string | number }): Promise<QuoteModel> => {
  const { ctx } = options;
  const row = await findQuoteRow(options);
  const order = await viewOrder({ ctx, ref: String(row.order_id) });
  const document = parseQuoteDocument(row.document);
  const mails = (await listMailsAbout(ctx.db, 'quote', row.order_id)).filter((m) => m.kind === 'quote');
  return {
    id: order.id,
    uuid: order.uuid,
    number: row.number,
    status: order.status,
    state: standingOf(row, todayCalendarDate()),
    valid_until: row.valid_until,
    created_at: row.created_at,
    revision: row.revision,
    revised_at: row.revised_at,
    sent_at: row.sent_at,
    closed_at: row.closed_at,
    decline_reason: row.decline_reason,
    terms_version: row.terms_version,
    unavailable:
      row.unavailable_at && row.unavailable_message
        ? { at: row.unavailable_at, message: row.unavailable_message }
        : null,
    contact: order.contact,
    payment_method: order.payment_method,
    promo_code: order.promo_code,
    notes: order.notes,
    items: parseQuoteItems(row.items),
    lines: document.lines.map((line) => ({
      description: line.description,
      unit_count: line.unitCount,
      unit_price: line.unitPriceCents,
      tax_rate: line.taxRate,
      amount: line.amountCents,
    })),
    totals: {
      total_excl: document.totals.totalExclCents,
      total_tax: document.totals.totalTaxCents,
      total_incl: document.totals.totalInclCents,
      per_rate: document.totals.perRate.map((p) => ({ rate: p.rate, base: p.baseCents, tax: p.taxCents })),
    },
    deposit_amount: document.depositCents,
    transport_amount: document.transportCents,
    acceptance: order.acceptance,
    mails: mails.map((m) => ({
      to: m.to_address,
      status: m.status,
      created_at: m.created_at,
      sent_at: m.sent_at,
    })),
    version: order.version,
  };
};
