import type { QuoteModel, QuoteUpdateInput } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { countSummary, recordAudit } from '../audit/index.ts';
import { customerLinesOf, reviseQuoteOrder } from '../orders/index.ts';
import { readCurrentTerms } from '../terms/index.ts';
import { changeQuoteValidity } from './change-quote-validity.ts';
import { checkedValidUntil } from './create-quote.ts';
import { buildQuoteDocument, parseQuoteDocument } from './quote-document.ts';
import { quoteItemsOf } from './quote-items.ts';
import { requireStaffMay } from './quote-standing.ts';
import { createQuoteRepository } from './quotes.repository.ts';
import { findQuoteRow, viewQuote } from './view-quote.ts';

/**
 * quote.update: a new version of a quote that is not answered yet. The lines are checked and
 * priced anew (the orders' reviseQuoteOrder, nothing reserved), the document is made again with
 * the terms version now in force, and the revision goes up in the same transaction, so the
 * customer's link shows the new version at once and an acceptance of the old one is refused.
 * A changed or expired quote may get a new last valid day; a past one is a Dutch 422. Without
 * lines only the last valid day changes (changeQuoteValidity).
 */
export const updateQuote = async (options: {
  ctx: AppContext;
  ref: string;
  input: QuoteUpdateInput;
}): Promise<QuoteModel> => {
  const { ctx, input } = options;
  const items = input.items;
  if (items === undefined)
    return changeQuoteValidity({
      ctx,
      ref: options.ref,
      validUntil: input.valid_until ?? '',
      version: input.version,
    });
  const found = await findQuoteRow(options);
  const today = todayCalendarDate();
  requireStaffMay(found, today, 'change');
  const checked = await checkedValidUntil({ ctx, asked: input.valid_until ?? found.valid_until, today });
  await reviseQuoteOrder({
    ctx,
    orderId: found.order_id,
    input: { ...input, items },
    before: async (trx) => {
      const quote = await createQuoteRepository(trx, ctx.dbKind).lockByOrder(found.order_id);
      if (!quote) throw conflict('offerte ontbreekt');
      requireStaffMay(quote, today, 'change');
    },
    within: async (trx, revised) => {
      const quotes = createQuoteRepository(trx, ctx.dbKind);
      const quote = await quotes.findByOrder(found.order_id);
      if (!quote) throw conflict('offerte ontbreekt');
      // Without a day asked, the one stored now (a validity change may have come in between).
      const validUntil = input.valid_until === undefined ? quote.valid_until : checked;
      const terms = await readCurrentTerms({ db: trx });
      const now = new Date().toISOString();
      const revision = quote.revision + 1;
      const before = parseQuoteDocument(quote.document);
      const document = await buildQuoteDocument({
        db: trx,
        number: quote.number,
        validUntil,
        revision,
        revisedAt: now,
        termsVersion: terms.number,
        contact: revised.contact,
        customerLines: customerLinesOf(revised.articles),
        lines: revised.priced.lines,
        depositCents: revised.priced.depositAmount,
        transportCents: revised.priced.transportAmount,
        paymentMethod: input.payment_method ?? revised.row.payment_method,
      });
      await quotes.update(quote.order_id, {
        valid_until: validUntil,
        revision,
        revised_at: now,
        terms_version: terms.number,
        items: JSON.stringify(quoteItemsOf(items, revised.articles)),
        document: JSON.stringify(document),
      });
      await recordAudit({
        db: trx,
        entity: 'order',
        entityId: revised.row.uuid,
        action: 'quote_updated',
        changes: {
          ...(before.totals.totalInclCents !== document.totals.totalInclCents
            ? {
                total_amount_cents: {
                  from: before.totals.totalInclCents,
                  to: document.totals.totalInclCents,
                },
              }
            : {}),
          ...(quote.valid_until !== validUntil
            ? { valid_until: { from: quote.valid_until, to: validUntil } }
            : {}),
        },
        summary: `Offerte ${quote.number} versie ${revision}, ${countSummary(document.customerLines.length, 'regel', 'regels')}`,
      });
    },
  });
  return viewQuote({ ctx, ref: found.order_id });
};
