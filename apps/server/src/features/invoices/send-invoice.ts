import { INVOICE_MESSAGES, type InvoiceModel, type InvoiceSendRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { companySenderOf } from '../../lib/company-sender.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { recordAudit } from '../audit/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { readAddressForm } from '../settings/index.ts';
import { fillInvoiceNumber, INVOICE_MAIL_KIND, INVOICE_MAIL_REF } from './invoice-mail-template.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { pdfDataOf, pdfFileNameOf, readInvoiceLogo } from './invoice-render.ts';
import { publishInvoiceIn } from './publish-invoice-in.ts';
import { ublAttachmentFor } from './ubl/ubl-mail-attachment.ts';
import { invoiceModelIn, viewInvoice } from './view-invoice.ts';
import { withLockedInvoice } from './with-locked-invoice.ts';

/**
 * "Verstuur per e-mail": publishes a concept first (all publishing rules apply; a refusal sends
 * nothing), then writes the mail with the PDF as it now stands into the outbox, in the same
 * transaction, sent after the commit with retries.
 */
export const sendInvoice = async (options: {
  ctx: AppContext;
  raw: string;
  input: InvoiceSendRequest;
}): Promise<InvoiceModel> => {
  const { ctx, raw, input } = options;
  const before = await viewInvoice({ ctx, raw });
  if (before.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
  // Read outside the transaction: on SQLite the one connection is taken by it. A concept's
  // company details are the current settings, which publishing freezes, so the logo is the same.
  const logo = await readInvoiceLogo(ctx, before.company_details.identity_company_logo);
  const sent = await withLockedInvoice({
    ctx,
    raw,
    work: async (trx, row) => {
      if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
      requireCurrentVersion(row.version, input.version);
      const invoice =
        row.status === 'concept'
          ? await publishInvoiceIn({
              trx,
              kind: ctx.dbKind,
              id: row.id,
              zeroRateReasons: input.zero_rate_reasons ?? [],
            })
          : await invoiceModelIn({ db: trx, kind: ctx.dbKind, id: row.id });
      const number = invoice.invoice_id ?? '';
      const pdf = await renderInvoicePdf(pdfDataOf(invoice, logo, await readAddressForm(trx)));
      // "UBL meesturen" on the contact: the e-invoice goes along (a refusal sends nothing).
      const ubl = await ublAttachmentFor({ ctx, trx, invoice, pdf });
      await enqueueMail(trx, {
        kind: INVOICE_MAIL_KIND,
        ref: { type: INVOICE_MAIL_REF, id: invoice.id },
        to: input.to,
        // From the company; a reply goes to it, not to MAIL_FROM (often no-reply).
        ...companySenderOf(invoice.company_details),
        subject: fillInvoiceNumber(input.subject, number),
        text: fillInvoiceNumber(input.message, number),
        attachments: [
          { filename: pdfFileNameOf(invoice), contentType: 'application/pdf', content: pdf },
          ...ubl,
        ],
      });
      await recordAudit({
        db: trx,
        entity: 'invoice',
        entityId: invoice.uuid,
        action: 'sent',
        summary: `Per e-mail aan ${input.to}`,
      });
      return invoice;
    },
  });
  ctx.outbox.kick();
  return sent;
};
