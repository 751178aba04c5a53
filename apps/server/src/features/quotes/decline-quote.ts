import { QUOTE_MESSAGES, type QuoteDeclineInput } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { customerRefusalOf } from './quote-standing.ts';
import { createQuoteRepository } from './quotes.repository.ts';
import { findQuoteByToken } from './view-public-quote.ts';

/**
 * quote_public.decline: the customer says no (with a reason if they like). The quote is closed
 * as declined; it held nothing. Refused like an accept when it is no longer open.
 */
export const declineQuote = async (options: { ctx: AppContext; token: string; input: QuoteDeclineInput }) => {
  const { ctx } = options;
  const found = await findQuoteByToken(ctx, options.token);
  const today = todayCalendarDate();
  const refusal = customerRefusalOf(found, today);
  if (refusal) throw refusal;
  const reason = options.input.reason?.trim() || null;
  await writeTransaction(ctx.db).execute(async (trx) => {
    const quotes = createQuoteRepository(trx, ctx.dbKind);
    const quote = await quotes.lockByOrder(found.order_id);
    const order = await quotes.orderOf(found.order_id);
    if (!quote || !order) throw conflict(QUOTE_MESSAGES.notFound);
    const late = customerRefusalOf(quote, today);
    if (late) throw late;
    await quotes.update(quote.order_id, {
      state: 'declined',
      closed_at: new Date().toISOString(),
      decline_reason: reason,
    });
    await recordAudit({
      db: trx,
      entity: 'order',
      entityId: order.uuid,
      action: 'quote_declined',
      changes: { state: { from: 'open', to: 'declined' } },
      summary: `Offerte ${quote.number} online afgewezen${reason ? `: ${reason}` : ''}`,
    });
  });
};
