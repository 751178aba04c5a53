import type { InvoiceMailInfo, InvoiceModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { listMailsAbout } from '../outbox/index.ts';
import { readAddressForm } from '../settings/index.ts';
import { invoiceExtensions } from './invoice-extensions.ts';
import { INVOICE_MAIL_REF, invoiceMailDraft } from './invoice-mail-template.ts';
import { createInvoiceRepository } from './invoices.repository.ts';
import { viewInvoice } from './view-invoice.ts';

const recipientsOf = async (ctx: AppContext, invoice: InvoiceModel) => {
  const repo = createInvoiceRepository(ctx.db, ctx.dbKind);
  const contact = invoice.contact ? await repo.findContact(invoice.contact.id) : undefined;
  const person = invoice.reference ? await repo.findPerson(invoice.reference.id) : undefined;
  return { contactEmail: contact?.email_address ?? null, personEmail: person?.email_address ?? null };
};

const historyOf = async (ctx: AppContext, invoiceId: number) =>
  (await listMailsAbout(ctx.db, INVOICE_MAIL_REF, invoiceId)).map((mail) => ({
    id: mail.id,
    to_address: mail.to_address,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    created_at: mail.created_at,
    sent_at: mail.sent_at,
    last_error: mail.last_error,
  }));

/** The prefilled mail for "Verstuur per e-mail" and the mails sent so far. */
export const viewInvoiceMail = async ({
  ctx,
  raw,
}: {
  ctx: AppContext;
  raw: string;
}): Promise<InvoiceMailInfo> => {
  const invoice = await viewInvoice({ ctx, raw });
  const row = await createInvoiceRepository(ctx.db, ctx.dbKind).findByRef({ id: invoice.id });
  return {
    draft: invoiceMailDraft(
      invoice,
      await recipientsOf(ctx, invoice),
      row ? await invoiceExtensions().payUrlForMail(ctx, row) : null,
      await readAddressForm(ctx.db),
    ),
    history: await historyOf(ctx, invoice.id),
  };
};
