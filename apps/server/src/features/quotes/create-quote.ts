import {
  DEFAULT_QUOTE_TEMPLATE,
  MAX_QUOTE_VALID_DAYS,
  QUOTE_MESSAGES,
  type QuoteCreateInput,
  type QuoteModel,
} from '@app/contracts';
import { defaultQuoteValidUntil, quoteValidUntilProblem, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { countSummary, recordAudit } from '../audit/index.ts';
import { allocateQuoteNumber } from '../numbering/index.ts';
import { createOrder, customerLinesOf } from '../orders/index.ts';
import { readSetting, readStoredSettings } from '../settings/index.ts';
import { readCurrentTerms } from '../terms/index.ts';
import { buildQuoteDocument } from './quote-document.ts';
import { quoteItemsOf } from './quote-items.ts';
import { createQuoteRepository } from './quotes.repository.ts';
import { viewQuote } from './view-quote.ts';

/** The last valid day a request asks, or the default; a Dutch 422 on `valid_until` when unusable. */
export const checkedValidUntil = async (options: {
  ctx: AppContext;
  asked: string | undefined;
  today: string;
}): Promise<string> => {
  const validUntil =
    options.asked ??
    defaultQuoteValidUntil(options.today, (await readStoredSettings(options.ctx.db)).quote_valid_days);
  const problem = quoteValidUntilProblem(validUntil, options.today, MAX_QUOTE_VALID_DAYS);
  if (problem) {
    const message = problem === 'past' ? QUOTE_MESSAGES.validUntilPast : QUOTE_MESSAGES.validUntilTooFar;
    throw validationFailed(message, { valid_until: [message] });
  }
  return validUntil;
};

/**
 * quote.create: an order with status `quote` made by the order creation path with reservation
 * switched off (the same contact handling, checks and one pricing path, so availability is
 * unchanged), and in its transaction the quote row: its gapless number, last valid day, the lines
 * by article, the terms version in force and the document of this first version.
 */
export const createQuote = async (options: {
  ctx: AppContext;
  input: QuoteCreateInput;
}): Promise<QuoteModel> => {
  const { ctx, input } = options;
  const today = todayCalendarDate();
  const validUntil = await checkedValidUntil({ ctx, asked: input.valid_until, today });
  const order = await createOrder({
    ctx,
    input: { ...input, publish: false },
    status: 'quote',
    within: async (trx, created) => {
      const stored = await readSetting(trx, 'numbering_quote_template');
      const template = typeof stored === 'string' && stored ? stored : DEFAULT_QUOTE_TEMPLATE;
      const numbered = await allocateQuoteNumber({ db: trx, kind: ctx.dbKind, day: today, template });
      const terms = await readCurrentTerms({ db: trx });
      const now = new Date().toISOString();
      const document = await buildQuoteDocument({
        db: trx,
        number: numbered.number,
        validUntil,
        revision: 1,
        revisedAt: now,
        termsVersion: terms.number,
        contact: created.contact,
        customerLines: customerLinesOf(created.articles),
        lines: created.priced.lines,
        depositCents: created.priced.depositAmount,
        transportCents: created.priced.transportAmount,
        paymentMethod: input.payment_method,
      });
      await createQuoteRepository(trx, ctx.dbKind).insert({
        order_id: created.id,
        ...numbered,
        valid_until: validUntil,
        revised_at: now,
        terms_version: terms.number,
        items: JSON.stringify(quoteItemsOf(input.items, created.articles)),
        document: JSON.stringify(document),
        created_at: now,
      });
      await recordAudit({
        db: trx,
        entity: 'order',
        entityId: created.uuid,
        action: 'quote_created',
        summary: `Offerte ${numbered.number}, ${countSummary(document.customerLines.length, 'regel', 'regels')}, geldig t/m ${validUntil}`,
      });
    },
  });
  return viewQuote({ ctx, ref: order.id });
};
