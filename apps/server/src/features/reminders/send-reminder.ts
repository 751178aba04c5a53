import {
  INVOICE_MESSAGES,
  type InvoiceModel,
  REMINDER_LEVEL_LABELS,
  REMINDER_MESSAGES,
} from '@app/contracts';
import { formatInvoiceDate, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { classifyDatabaseError } from '../../db/database-errors.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { companySenderOf } from '../../lib/company-sender.ts';
import { newUuid, parseRecordRef } from '../../lib/ids.ts';
import { recordAudit } from '../audit/index.ts';
import { payUrlForMail } from '../ideal/index.ts';
import {
  findInvoiceByRef,
  findInvoiceContact,
  type InvoiceRow,
  invoiceModelIn,
  lockInvoice,
  pdfDataOf,
  pdfFileNameOf,
  readInvoiceLogo,
  renderInvoicePdf,
  viewInvoice,
} from '../invoices/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { readAddressForm, readReminderSettings } from '../settings/index.ts';
import { type ReminderLevel, reminderContent } from './reminder-text.ts';
import { createReminderRepository } from './reminders.repository.ts';

export const REMINDER_MAIL_KIND = 'invoice_reminder';

/** Refuses a reminder the invoice cannot get: a concept, a paid or written-off one, one not yet due. */
const requireRemindable = (row: InvoiceRow, invoice: InvoiceModel) => {
  if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
  if (invoice.status === 'concept') throw conflict(REMINDER_MESSAGES.onConcept);
  if (invoice.status === 'paid' || invoice.open_amount === 0) throw conflict(REMINDER_MESSAGES.onPaid);
  if (invoice.status === 'outstanding') throw conflict(REMINDER_MESSAGES.notDue);
  if (invoice.status !== 'overdue') throw conflict(REMINDER_MESSAGES.onStatus);
};

/**
 * The level to send: the one asked (the scheduler), else the next one not yet sent. The aanmaning
 * never goes out before the day `next_reminder` names (within `reminders_second_after_days` of the
 * herinnering), whoever sends it.
 */
const chooseLevel = (
  invoice: InvoiceModel,
  asked: ReminderLevel | undefined,
  today: string,
  secondAfterDays: number,
): ReminderLevel => {
  const sent = new Set(invoice.reminders.map((r) => r.level));
  const level: ReminderLevel = asked ?? (!sent.has(1) ? 1 : 2);
  if (sent.has(level))
    throw conflict(sent.size >= 2 ? REMINDER_MESSAGES.allSent : REMINDER_MESSAGES.alreadySent);
  const next = invoice.next_reminder;
  if (level === 2 && next?.level === 2 && next.from > today)
    throw conflict(REMINDER_MESSAGES.secondTooSoon(formatInvoiceDate(next.from), secondAfterDays));
  return level;
};

/** Who a customer mail opens with: the contact person named on the invoice, else a consumer by name. */
export const addresseeOf = (invoice: InvoiceModel) => {
  const person = invoice.reference
    ? `${invoice.reference.first_name} ${invoice.reference.last_name}`.trim()
    : '';
  if (person) return person;
  return invoice.contact?.contact_type === 'individual' ? invoice.contact.display_name.trim() || null : null;
};

/** The reminder as it would go out now (for the preview and for sending). */
const composeIn = async (ctx: AppContext, db: Db, row: InvoiceRow, level?: ReminderLevel) => {
  const invoice = await invoiceModelIn({ db, kind: ctx.dbKind, id: row.id });
  requireRemindable(row, invoice);
  const today = todayCalendarDate();
  const settings = await readReminderSettings(db);
  const chosen = chooseLevel(invoice, level, today, settings.secondAfterDays);
  const contact =
    row.contact_id === null ? undefined : await findInvoiceContact(db, ctx.dbKind, row.contact_id);
  const to = contact?.email_address?.trim() ?? '';
  if (!to) throw conflict(REMINDER_MESSAGES.noRecipient);
  const form = await readAddressForm(db);
  const content = reminderContent({
    level: chosen,
    contactType: invoice.contact?.contact_type ?? 'business',
    addresseeName: addresseeOf(invoice),
    companyName: invoice.company_details.identity_company_name ?? '',
    invoiceNumber: invoice.invoice_id ?? '',
    invoiceDate: invoice.invoice_date,
    dueDate: invoice.due_date,
    openCents: invoice.open_amount,
    today,
    costsAddVat: settings.costsAddVat,
    bankAccount: invoice.company_details.identity_bank_account_id ?? '',
    payUrl: await payUrlForMail(ctx, row, db),
    form,
  });
  return { invoice, level: chosen, to, form, ...content };
};

const findRow = async (ctx: AppContext, raw: string) => {
  const ref = parseRecordRef(raw);
  const row = ref ? await findInvoiceByRef(ctx.db, ctx.dbKind, ref) : undefined;
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
};

/** "Stuur herinnering", step one: what would be sent. */
export const previewReminder = async ({ ctx, id }: { ctx: AppContext; id: string }) => {
  const row = await findRow(ctx, id);
  const composed = await composeIn(ctx, ctx.db, row);
  return {
    level: composed.level,
    to: composed.to,
    subject: composed.subject,
    text: composed.text,
    open_amount: composed.invoice.open_amount,
    costs: composed.costsCents,
    interest: composed.interestCents,
  };
};

type SendReminderOptions = {
  ctx: AppContext;
  id: string;
  /** Sent by the scheduler rather than a person. */
  automatic?: boolean;
  /** Only this level (the scheduler); by default the next one not yet sent. */
  level?: ReminderLevel;
};

/**
 * Sends the next reminder through the outbox with the invoice PDF. The (invoice, level) row is
 * inserted in the same transaction as the mail: its unique key lets only one of several senders at
 * once (two processes' schedulers, a person and the scheduler) write it, so each goes out once.
 */
export const sendReminder = async ({ ctx, id, automatic = false, level }: SendReminderOptions) => {
  const found = await findRow(ctx, id);
  const logo = await readInvoiceLogo(
    ctx,
    (await viewInvoice({ ctx, raw: String(found.id) })).company_details.identity_company_logo,
  );
  try {
    const invoice = await writeTransaction(ctx.db).execute(async (trx) => {
      const row = await lockInvoice(trx, ctx.dbKind, found.id);
      const composed = await composeIn(ctx, trx, row, level);
      await createReminderRepository(trx).insert({
        uuid: newUuid(),
        invoice_id: row.id,
        level: composed.level,
        sent_at: new Date().toISOString(),
        recipient: composed.to,
        open_cents: composed.invoice.open_amount,
        costs_cents: composed.costsCents,
        interest_cents: composed.interestCents,
        automatic: automatic ? 1 : 0,
      });
      const pdf = await renderInvoicePdf(pdfDataOf(composed.invoice, logo, composed.form));
      await enqueueMail(trx, {
        kind: REMINDER_MAIL_KIND,
        ref: { type: 'invoice', id: row.id },
        to: composed.to,
        ...companySenderOf(composed.invoice.company_details),
        subject: composed.subject,
        text: composed.text,
        attachments: [
          { filename: pdfFileNameOf(composed.invoice), contentType: 'application/pdf', content: pdf },
        ],
      });
      await recordAudit({
        db: trx,
        entity: 'invoice',
        entityId: row.uuid,
        action: 'reminder_sent',
        summary: `${REMINDER_LEVEL_LABELS[composed.level]} aan ${composed.to}${automatic ? ' (automatisch)' : ''}`,
      });
      return invoiceModelIn({ db: trx, kind: ctx.dbKind, id: row.id });
    });
    ctx.outbox.kick();
    return invoice;
  } catch (error) {
    // The other sender's row won the unique (invoice_id, level): this one was already sent.
    if (classifyDatabaseError(error)?.status === 409) throw conflict(REMINDER_MESSAGES.alreadySent);
    throw error;
  }
};
