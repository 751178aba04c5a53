import { createHash } from 'node:crypto';
import { QUOTE_MESSAGES, type QuoteAcceptInput } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { confirmQuoteOrder } from '../orders/index.ts';
import { invoiceLinesOf, parseQuoteDocument } from './quote-document.ts';
import { parseQuoteItems, requestItemsOf } from './quote-items.ts';
import { quotePdfOf } from './quote-pdf-of.ts';
import { customerRefusalOf } from './quote-standing.ts';
import { quotePageUrl } from './quote-token.ts';
import { createQuoteRepository, type QuoteRow } from './quotes.repository.ts';
import { findQuoteByToken } from './view-public-quote.ts';

/** A refusal of the order rules about the lines themselves: an article no longer free (or gone). */
const isLineRefusal = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (error.code === 'conflict' || error.code === 'validation_failed') &&
  Object.keys(error.errors ?? {}).some((field) => field.startsWith('items.'));

/**
 * The customer cannot have it: the quote stays open, and staff see why (the notice on the quote
 * and an audit entry on the order), written after the failed transaction rolled back.
 */
const recordUnavailable = async (ctx: AppContext, quote: QuoteRow, message: string) => {
  await writeTransaction(ctx.db).execute(async (trx) => {
    const quotes = createQuoteRepository(trx, ctx.dbKind);
    await quotes.update(quote.order_id, {
      unavailable_at: new Date().toISOString(),
      unavailable_message: message,
    });
    const order = await quotes.orderOf(quote.order_id);
    if (order)
      await recordAudit({
        db: trx,
        entity: 'order',
        entityId: order.uuid,
        action: 'quote_accept_failed',
        summary: `Offerte ${quote.number}: online accepteren lukte niet. ${message}`,
      });
  });
};

/**
 * quote_public.accept: the customer accepts the version their link shows. The PDF that page offers
 * is made again (the same bytes: a version's PDF is deterministic) and its SHA-256 recorded with
 * the name typed, the time, address, browser and the terms version the quote names, the PDF kept
 * with them. In one transaction the units are reserved and the order confirmed with the quote's
 * own lines and the confirmation mail (confirmQuoteOrder). Refused with nothing changed: a
 * quote expired or withdrawn (410), answered (409), changed since the page was loaded (409).
 * When an article is no longer free the customer is asked to call, the quote stays open and
 * staff see the notice. Of two customers after the last unit, exactly one gets it: the units are
 * locked (PostgreSQL) or the writer is single (SQLite), and the second finds none free.
 */
export const acceptQuote = async (options: {
  ctx: AppContext;
  token: string;
  input: QuoteAcceptInput;
  ip: string;
  userAgent: string;
}) => {
  const { ctx, input } = options;
  const found = await findQuoteByToken(ctx, options.token);
  const today = todayCalendarDate();
  const refusal = customerRefusalOf(found, today);
  if (refusal) throw refusal;
  if (input.revision !== undefined && input.revision !== found.revision)
    throw conflict(QUOTE_MESSAGES.revised);
  const document = parseQuoteDocument(found.document);
  const pdf = await quotePdfOf({ ctx, document, link: quotePageUrl(ctx.config.appUrl, options.token) });
  const now = new Date().toISOString();
  try {
    await confirmQuoteOrder({
      ctx,
      orderId: found.order_id,
      items: requestItemsOf(parseQuoteItems(found.items)),
      lines: invoiceLinesOf(document),
      mail: true,
      acceptance: {
        quote_number: found.number,
        quote_revision: found.revision,
        signer_name: input.name.trim(),
        accepted_at: now,
        ip: options.ip,
        user_agent: options.userAgent.slice(0, 500),
        terms_version: found.terms_version,
        document_sha256: createHash('sha256').update(pdf).digest('hex'),
        document_pdf: pdf,
      },
      before: async (trx) => {
        const quote = await createQuoteRepository(trx, ctx.dbKind).lockByOrder(found.order_id);
        if (!quote) throw conflict(QUOTE_MESSAGES.notFound);
        const late = customerRefusalOf(quote, today);
        if (late) throw late;
        if (quote.revision !== found.revision) throw conflict(QUOTE_MESSAGES.revised);
      },
      within: async (trx, row) => {
        await createQuoteRepository(trx, ctx.dbKind).update(found.order_id, {
          state: 'accepted',
          closed_at: now,
        });
        await recordAudit({
          db: trx,
          entity: 'order',
          entityId: row.uuid,
          action: 'quote_accepted',
          changes: { status: { from: 'quote', to: 'confirmed' } },
          summary: `Offerte ${found.number} versie ${found.revision} online geaccepteerd door ${input.name.trim()}`,
        });
      },
    });
  } catch (error) {
    if (!isLineRefusal(error)) throw error;
    const message = QUOTE_MESSAGES.unavailable(
      error.message,
      document.seller.name,
      document.seller.phone ?? '',
    );
    await recordUnavailable(ctx, found, error.message);
    throw conflict(message);
  }
};
