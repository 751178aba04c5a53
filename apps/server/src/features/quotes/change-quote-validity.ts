import { type QuoteModel, STALE_VERSION_CODE, STALE_VERSION_MESSAGE } from '@app/contracts';
import { toCalendarDate, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { recordAudit } from '../audit/index.ts';
import { lockOrder } from '../orders/index.ts';
import { checkedValidUntil } from './create-quote.ts';
import { parseQuoteDocument, type QuoteDocument } from './quote-document.ts';
import { requireStaffMay } from './quote-standing.ts';
import { createQuoteRepository } from './quotes.repository.ts';
import { findQuoteRow, viewQuote } from './view-quote.ts';

/**
 * quote.update without lines: only the last valid day changes (an expired quote revives). The
 * lines, prices and terms offered stay exactly as they were; it is still a new version (the
 * document's date and validity differ), so the customer's link shows it at once and an
 * acceptance of the old one is refused. A day before today is a Dutch 422, a stale `version` 409.
 */
export const changeQuoteValidity = async (options: {
  ctx: AppContext;
  ref: string;
  validUntil: string;
  version: number | undefined;
}): Promise<QuoteModel> => {
  const { ctx } = options;
  const found = await findQuoteRow(options);
  const today = todayCalendarDate();
  requireStaffMay(found, today, 'change');
  const validUntil = await checkedValidUntil({ ctx, asked: options.validUntil, today });
  await writeTransaction(ctx.db).execute(async (trx) => {
    const order = await lockOrder(trx, ctx.dbKind, found.order_id);
    if (order.status !== 'quote') throw conflict('offerte ontbreekt');
    requireCurrentVersion(order.version, options.version);
    const quotes = createQuoteRepository(trx, ctx.dbKind);
    const quote = await quotes.lockByOrder(found.order_id);
    if (!quote) throw conflict('offerte ontbreekt');
    requireStaffMay(quote, today, 'change');
    if (quote.revision !== found.revision) throw new AppError(STALE_VERSION_CODE, STALE_VERSION_MESSAGE);
    const now = new Date().toISOString();
    const revision = quote.revision + 1;
    const document: QuoteDocument = {
      ...parseQuoteDocument(quote.document),
      date: toCalendarDate(now),
      validUntil,
      revision,
      revisedAt: now,
    };
    await quotes.update(quote.order_id, {
      valid_until: validUntil,
      revision,
      revised_at: now,
      document: JSON.stringify(document),
    });
    await recordAudit({
      db: trx,
      entity: 'order',
      entityId: order.uuid,
      action: 'quote_updated',
      changes: { valid_until: { from: quote.valid_until, to: validUntil } },
      summary: `Offerte ${quote.number} versie ${revision}, geldig t/m ${validUntil}`,
    });
  });
  return viewQuote({ ctx, ref: found.order_id });
};
