import { QUOTE_MESSAGES, type QuotePublicView } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { readBookingSettings } from '../booking/index.ts';
import { readAcceptedDocument, readOrderAcceptance } from '../orders/index.ts';
import { readTermsVersion } from '../terms/index.ts';
import { parseQuoteDocument, type QuoteDocument } from './quote-document.ts';
import { quotePdfOf } from './quote-pdf-of.ts';
import { closingTexts } from './quote-pdf-sections.ts';
import { standingOf } from './quote-standing.ts';
import { hashQuoteToken, quotePublicPdfPath } from './quote-token.ts';
import { createQuoteRepository, type QuoteRow } from './quotes.repository.ts';

/** The quote a customer link opens, or a Dutch 404 that says nothing about other quotes. */
export const findQuoteByToken = async (ctx: AppContext, token: string): Promise<QuoteRow> => {
  const row = await createQuoteRepository(ctx.db, ctx.dbKind).findByTokenHash(hashQuoteToken(token));
  if (!row) throw notFound(QUOTE_MESSAGES.linkNotFound);
  return row;
};

const shopOf = async (ctx: AppContext, document: QuoteDocument) => ({
  company_name: document.seller.name,
  logo_url: document.seller.logoUrl,
  brand_color: (await readBookingSettings(ctx.db)).booking_brand_color,
  phone_number: document.seller.phone ?? '',
  email_address: document.seller.email ?? '',
});

/**
 * What /offerte/{token} shows: the quote's latest version as its document has it (the company,
 * the customer it is addressed to, what and when, the priced lines, totals and borg), the rental
 * terms of the version the quote names, and whether and by whom it was accepted. Nothing of
 * staff, ids or other customers; the link itself is the key.
 */
export const viewPublicQuote = async (options: {
  ctx: AppContext;
  token: string;
}): Promise<QuotePublicView> => {
  const { ctx, token } = options;
  const row = await findQuoteByToken(ctx, token);
  const document = parseQuoteDocument(row.document);
  const terms = await readTermsVersion({ db: ctx.db, number: row.terms_version });
  const acceptance =
    row.state === 'accepted' ? await readOrderAcceptance({ db: ctx.db, orderId: row.order_id }) : null;
  const [payment] = closingTexts(document, null, true);
  return {
    number: row.number,
    state: standingOf(row, todayCalendarDate()),
    valid_until: row.valid_until,
    date: document.date,
    revision: row.revision,
    shop: await shopOf(ctx, document),
    customer: { display_name: document.buyer.name, address_lines: document.buyer.addressLines },
    items: document.customerLines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      from: line.from,
      until: line.until,
      delivery_time: line.deliveryTime,
      pickup_time: line.rental ? line.pickupTime : null,
      rental: line.rental,
    })),
    lines: document.lines.map((line) => ({
      description: line.description,
      unit_count: line.unitCount,
      amount: line.amountCents,
    })),
    totals: {
      total_excl: document.totals.totalExclCents,
      total_tax: document.totals.totalTaxCents,
      total_incl: document.totals.totalInclCents,
      per_rate: document.totals.perRate.map((p) => ({ rate: p.rate, base: p.baseCents, tax: p.taxCents })),
    },
    deposit_amount: document.depositCents,
    payment_text: payment ?? '',
    terms: { version: terms?.number ?? row.terms_version, text: terms?.text ?? '' },
    acceptance: acceptance ? { name: acceptance.name, at: acceptance.at } : null,
    pdf_url: quotePublicPdfPath(token),
    address_form: document.form,
  };
};

/** The PDF a customer link offers: the version with their link, or once accepted the very document they accepted. */
export const publicQuotePdf = async (options: { ctx: AppContext; token: string; link: string }) => {
  const { ctx } = options;
  const row = await findQuoteByToken(ctx, options.token);
  if (row.state === 'accepted') {
    const accepted = await readAcceptedDocument({ db: ctx.db, orderId: row.order_id });
    if (accepted) return { pdf: accepted.pdf, number: row.number };
  }
  const document = parseQuoteDocument(row.document);
  return { pdf: await quotePdfOf({ ctx, document, link: options.link }), number: row.number };
};
