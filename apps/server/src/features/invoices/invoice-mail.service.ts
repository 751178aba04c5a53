import {
  INVOICE_MESSAGES,
  type InvoiceMailInfo,
  type InvoiceModel,
  type InvoiceSendRequest,
} from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { companySenderOf } from '../../lib/company-sender.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { payUrlForMail } from '../ideal/view-payment-link.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { readAddressForm } from '../settings/read-address-form.ts';
import { fillInvoiceNumber, invoiceMailDraft } from './invoice-mail-template.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { pdfDataOf, pdfFileNameOf, readInvoiceLogo } from './invoice-render.ts';
import { createInvoiceRepository } from './invoices.repository.ts';
import { createInvoiceService } from './invoices.service.ts';
import { ublAttachmentFor } from './ubl/ubl-mail-attachment.ts';

export const INVOICE_MAIL_KIND = 'invoice';
export const INVOICE_MAIL_REF = 'invoice';

/**
 * "Verstuur per e-mail": the PDF goes to the customer through the outbox, written in the same
 * transaction that (for a concept) publishes the invoice, and sent after the commit with retries.
 */
export const createInvoiceMailService = (ctx: AppContext) => {
  const invoices = createInvoiceService(ctx);
  const repo = createInvoiceRepository(ctx.db, ctx.dbKind);

  const recipientsOf = async (invoice: InvoiceModel) => {
    const contact = invoice.contact ? await repo.findContact(invoice.contact.id) : undefined;
    const person = invoice.reference ? await repo.findPerson(invoice.reference.id) : undefined;
    return { contactEmail: contact?.email_address ?? null, personEmail: person?.email_address ?? null };
  };

  const historyOf = async (invoiceId: number) =>
    (await ctx.outbox.listForRef(INVOICE_MAIL_REF, invoiceId)).map((mail) => ({
      id: mail.id,
      to_address: mail.to_address,
      subject: mail.subject,
      status: mail.status,
      attempts: mail.attempts,
      created_at: mail.created_at,
      sent_at: mail.sent_at,
      last_error: mail.last_error,
    }));

  return {
    /** The prefilled mail and the mails sent so far. */
    info: async (raw: string): Promise<InvoiceMailInfo> => {
      const invoice = await invoices.view(raw);
      const row = await repo.findByRef({ id: invoice.id });
      return {
        draft: invoiceMailDraft(
          invoice,
          await recipientsOf(invoice),
          row ? await payUrlForMail(ctx, row) : null,
          await readAddressForm(ctx.db),
        ),
        history: await historyOf(invoice.id),
      };
    },

    /**
     * Publishes a concept first (all publishing rules apply; a refusal sends nothing), then writes
     * the mail with the PDF as it now stands into the outbox, in one transaction.
     */
    send: async (raw: string, input: InvoiceSendRequest) => {
      const before = await invoices.view(raw);
      if (before.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
      // Read outside the transaction: on SQLite the one connection is taken by it. A concept's
      // company details are the current settings, which publishing freezes, so the logo is the same.
      const logo = await readInvoiceLogo(ctx, before.company_details.identity_company_logo);
      const sent = await invoices.withLockedRow(raw, async (trx, row) => {
        if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
        requireCurrentVersion(row.version, input.version);
        const invoice =
          row.status === 'concept'
            ? await invoices.publishIn(trx, row.id, input.zero_rate_reasons ?? [])
            : await invoices.modelIn(trx, row.id);
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
      });
      ctx.outbox.kick();
      return sent;
    },
  };
};
