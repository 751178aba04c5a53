import { QUOTE_MESSAGES, type QuoteModel } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import { viewOrder } from '../orders/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { parseQuoteDocument } from './quote-document.ts';
import { renderQuoteMail } from './quote-mail.ts';
import { quotePdfFileName, quotePdfOf } from './quote-pdf-of.ts';
import { requireStaffMay } from './quote-standing.ts';
import { hashQuoteToken, newQuoteToken, quotePageUrl } from './quote-token.ts';
import { createQuoteRepository } from './quotes.repository.ts';
import { findQuoteRow, viewQuote } from './view-quote.ts';

/**
 * quote.send: mails the quote through the outbox with its PDF and a link of its own
 * (`{APP_URL}/offerte/{token}`, 32 random bytes; only their SHA-256 is stored). Every send makes
 * a new link and earlier ones keep working; each opens the quote's latest version. The PDF is
 * drawn before the transaction (it takes a moment) and the transaction checks that the quote did
 * not change meanwhile, so the mail never carries a version the link no longer shows.
 */
export const sendQuote = async (options: { ctx: AppContext; ref: string }): Promise<QuoteModel> => {
  const { ctx } = options;
  const found = await findQuoteRow(options);
  const today = todayCalendarDate();
  requireStaffMay(found, today, 'send');
  const order = await viewOrder({ ctx, ref: found.order_id });
  const to = order.contact.email_address?.trim();
  if (!to) throw validationFailed(QUOTE_MESSAGES.noEmail, { contact: [QUOTE_MESSAGES.noEmail] });
  const document = parseQuoteDocument(found.document);
  const token = newQuoteToken();
  const link = quotePageUrl(ctx.config.appUrl, token);
  const pdf = await quotePdfOf({ ctx, document, link });
  await writeTransaction(ctx.db).execute(async (trx) => {
    const quotes = createQuoteRepository(trx, ctx.dbKind);
    const quote = await quotes.lockByOrder(found.order_id);
    if (!quote || quote.revision !== found.revision) throw conflict(QUOTE_MESSAGES.revisedWhileSending);
    requireStaffMay(quote, today, 'send');
    const now = new Date().toISOString();
    await quotes.insertLink({ token_hash: hashQuoteToken(token), order_id: quote.order_id, created_at: now });
    await quotes.update(quote.order_id, { sent_at: now });
    await enqueueMail(trx, {
      ...renderQuoteMail({
        to,
        document,
        company: await readCompanyDetails(trx),
        link,
        pdf: { filename: quotePdfFileName(quote.number), contentType: 'application/pdf', content: pdf },
      }),
      kind: 'quote',
      ref: { type: 'quote', id: quote.order_id },
    });
    await recordAudit({
      db: trx,
      entity: 'order',
      entityId: order.uuid,
      action: 'quote_sent',
      summary: `Offerte ${quote.number} versie ${quote.revision} verstuurd naar ${to}`,
    });
  });
  ctx.outbox.kick();
  return viewQuote({ ctx, ref: found.order_id });
};
