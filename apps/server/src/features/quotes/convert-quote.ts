import {
  type QuoteActionInput,
  type QuoteModel,
  STALE_VERSION_CODE,
  STALE_VERSION_MESSAGE,
} from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { recordAudit } from '../audit/index.ts';
import { confirmQuoteOrder } from '../orders/index.ts';
import { invoiceLinesOf, parseQuoteDocument } from './quote-document.ts';
import { parseQuoteItems, requestItemsOf } from './quote-items.ts';
import { requireStaffMay } from './quote-standing.ts';
import { createQuoteRepository } from './quotes.repository.ts';
import { findQuoteRow, viewQuote } from './view-quote.ts';

/**
 * quote.convert ("Omzetten naar order"): the customer said yes another way (phone, mail, after the
 * last valid day). The orders' confirmQuoteOrder reserves the units and bills the quote's own
 * lines in one transaction; an article no longer free is its Dutch 409 naming it, and nothing
 * changes. `publish` mails the order confirmation.
 */
export const convertQuote = async (options: {
  ctx: AppContext;
  ref: string;
  input: QuoteActionInput;
}): Promise<QuoteModel> => {
  const { ctx, input } = options;
  const found = await findQuoteRow(options);
  const today = todayCalendarDate();
  requireStaffMay(found, today, 'change');
  const document = parseQuoteDocument(found.document);
  await confirmQuoteOrder({
    ctx,
    orderId: found.order_id,
    items: requestItemsOf(parseQuoteItems(found.items)),
    lines: invoiceLinesOf(document),
    mail: input.publish,
    before: async (trx, row) => {
      const quote = await createQuoteRepository(trx, ctx.dbKind).lockByOrder(found.order_id);
      if (!quote) throw conflict('offerte ontbreekt');
      requireStaffMay(quote, today, 'change');
      // The lines read before the transaction must still be the quote's.
      if (quote.revision !== found.revision) throw new AppError(STALE_VERSION_CODE, STALE_VERSION_MESSAGE);
      requireCurrentVersion(row.version, input.version);
    },
    within: async (trx, row) => {
      const now = new Date().toISOString();
      await createQuoteRepository(trx, ctx.dbKind).update(found.order_id, {
        state: 'converted',
        closed_at: now,
      });
      await recordAudit({
        db: trx,
        entity: 'order',
        entityId: row.uuid,
        action: 'quote_converted',
        changes: { status: { from: 'quote', to: 'confirmed' } },
        summary: `Offerte ${found.number} omgezet naar order #${row.id}`,
      });
    },
  });
  return viewQuote({ ctx, ref: found.order_id });
};
