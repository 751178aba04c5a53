import {
  INVOICE_MESSAGES,
  type InvoiceModel,
  REMINDER_LEVEL_LABELS,
  REMINDER_MESSAGES,
  SETTINGS_DEFAULTS,
} from '@app/contracts';
import { todayCalendarDate } from '@app/domain';
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
import { readRawSettings } from '../settings/index.ts';
import { type ReminderLevel, reminderContent } from './reminder-text.ts';
import { createReminderRepository } from './reminders.repository.ts';

export const REMINDER_MAIL_KIND = 'invoice_reminder';

export type ReminderSettings = {
  automatic: boolean;
  firstAfterDays: number;
  secondAfterDays: number;
  costsAddVat: boolean;
};

export const readReminderSettings = async (db: Db): Promise<ReminderSettings> => {
  const all = await readRawSettings(db);
  const pick = <K extends keyof typeof SETTINGS_DEFAULTS>(key: K) =>
    (all[key] ?? SETTINGS_DEFAULTS[key]) as (typeof SETTINGS_DEFAULTS)[K];
  return {
    automatic: pick('reminders_automatic') === true,
    firstAfterDays: Number(pick('reminders_first_after_days')),
    secondAfterDays: Number(pick('reminders_second_after_days')),
    costsAddVat: pick('reminders_costs_add_vat') === true,
  };
};

/** Refuses a reminder the invoice cannot get: a concept, a paid or written-off one, one not yet due. */
const requireRemindable = (row: InvoiceRow, invoice: InvoiceModel) => {
  if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
  if (invoice.status === 'concept') throw conflict(REMINDER_MESSAGES.onConcept);
  if (invoice.status === 'paid' || invoice.open_amount === 0) throw conflict(REMINDER_MESSAGES.onPaid);
  if (invoice.status === 'outstanding') throw conflict(REMINDER_MESSAGES.notDue);
  if (invoice.status !== 'overdue') throw conflict(REMINDER_MESSAGES.onStatus);
};

const nextLevel = (invoice: InvoiceModel): ReminderLevel => {
  const sent = new Set(invoice.reminders.map((r) => r.level));
  if (!sent.has(1)) return 1;
  if (!sent.has(2)) return 2;
  throw conflict(REMINDER_MESSAGES.allSent);
};

/** The reminder as it would go out now (for the preview and for sending). */
const composeIn = async (ctx: AppContext, db: Db, row: InvoiceRow, level?: ReminderLevel) => {
  const invoice = await invoiceModelIn({ db, kind: ctx.dbKind, id: row.id });
  requireRemindable(row, invoice);
  const chosen = level ?? nextLevel(invoice);
  const contact =
    row.contact_id === null ? undefined : await findInvoiceContact(db, ctx.dbKind, row.contact_id);
  const to = contact?.email_address?.trim() ?? '';
  if (!to) throw conflict(REMINDER_MESSAGES.noRecipient);
  const settings = await readReminderSettings(db);
  const content = reminderContent({
    level: chosen,
    contactType: invoice.contact?.contact_type ?? 'business',
    contactName: invoice.contact?.display_name ?? '',
    companyName: invoice.company_details.identity_company_name ?? '',
    invoiceNumber: invoice.invoice_id ?? '',
    invoiceDate: invoice.invoice_date,
    dueDate: invoice.due_date,
    openCents: invoice.open_amount,
    today: todayCalendarDate(),
    costsAddVat: settings.costsAddVat,
    bankAccount: invoice.company_details.identity_bank_account_id ?? '',
    payUrl: await payUrlForMail(ctx, row, db),
  });
  return { invoice, level: chosen, to, ...content };
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
      if (composed.invoice.reminders.some((r) => r.level === composed.level))
        throw conflict(REMINDER_MESSAGES.alreadySent);
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
      const pdf = await renderInvoicePdf(pdfDataOf(composed.invoice, logo));
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
