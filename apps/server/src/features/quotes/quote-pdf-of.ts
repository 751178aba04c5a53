import type { OrderAcceptance } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { readInvoiceLogo } from '../invoices/index.ts';
import type { QuoteDocument } from './quote-document.ts';
import { renderQuotePdf } from './quote-pdf.ts';

/** A safe file name: offerte-O2026-0001.pdf. */
export const quotePdfFileName = (number: string) => `offerte-${number.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

/**
 * The quote's PDF of this document: with the customer's link when it is made for them (the mail,
 * their page), with the acceptance block once accepted. The logo is read from the address the
 * document names, so a version keeps its PDF bytes while that file stays.
 */
export const quotePdfOf = async (options: {
  ctx: AppContext;
  document: QuoteDocument;
  link: string | null;
  acceptance?: OrderAcceptance | null;
}) => {
  const { document } = options;
  const acceptance = options.acceptance ?? null;
  return renderQuotePdf({
    document,
    logo: await readInvoiceLogo(options.ctx, document.seller.logoUrl ?? undefined),
    link: options.link,
    acceptance: acceptance
      ? {
          name: acceptance.name,
          at: acceptance.at,
          ip: acceptance.ip,
          userAgent: acceptance.user_agent,
          termsVersion: acceptance.terms_version,
          revision: acceptance.quote_revision,
          documentSha256: acceptance.document_sha256,
        }
      : null,
  });
};
