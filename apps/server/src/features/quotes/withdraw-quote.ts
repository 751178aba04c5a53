import type { QuoteActionInput, QuoteModel } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { recordAudit } from '../audit/index.ts';
import { requireStaffMay } from './quote-standing.ts';
import { createQuoteRepository } from './quotes.repository.ts';
import { findQuoteRow, viewQuote } from './view-quote.ts';

/**
 * quote.withdraw ("Intrekken"): the company takes back a quote nobody answered yet (also one that
 * expired). Its links then say it was withdrawn; it reserved nothing, so nothing else changes.
 */
export const withdrawQuote = async (options: {
  ctx: AppContext;
  ref: string;
  input: Pick<QuoteActionInput, 'version'>;
}): Promise<QuoteModel> => {
  const { ctx } = options;
  const found = await findQuoteRow(options);
  const today = todayCalendarDate();
  await writeTransaction(ctx.db).execute(async (trx) => {
    const quotes = createQuoteRepository(trx, ctx.dbKind);
    const quote = await quotes.lockByOrder(found.order_id);
    const order = await quotes.orderOf(found.order_id);
    if (!quote || !order) throw notFound();
    requireStaffMay(quote, today, 'change');
    requireCurrentVersion(order.version, options.input.version);
    const now = new Date().toISOString();
    await quotes.update(quote.order_id, { state: 'withdrawn', closed_at: now });
    await recordAudit({
      db: trx,
      entity: 'order',
      entityId: order.uuid,
      action: 'quote_withdrawn',
      changes: { state: { from: 'open', to: 'withdrawn' } },
      summary: `Offerte ${quote.number} ingetrokken`,
    });
  });
  return viewQuote({ ctx, ref: found.order_id });
};
