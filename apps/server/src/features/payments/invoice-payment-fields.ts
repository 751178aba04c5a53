import type { NextReminder, PaymentModel, ReminderModel } from '@app/contracts';
import { nextReminderOf, openAmountOf, type ReminderSchedule } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { readReminderSettings } from '../settings/index.ts';
import { createPaymentRepository, type PaymentRow, type ReminderRow } from './payments.repository.ts';

export const toPaymentModel = (row: PaymentRow): PaymentModel => ({
  id: row.id,
  uuid: row.uuid,
  amount: row.amount_cents,
  paid_on: row.paid_on,
  method: row.method,
  created_at: row.created_at,
});

export const toReminderModel = (row: ReminderRow): ReminderModel => ({
  id: row.id,
  level: row.level === 2 ? 2 : 1,
  sent_at: row.sent_at,
  to: row.recipient,
  open_amount: row.open_cents,
  costs: row.costs_cents,
  interest: row.interest_cents,
  automatic: row.automatic === 1,
});

type InvoiceAmounts = { id: number; status: string; total_amount_cents: number; paid_cents: number };

/** What is open on an invoice: a concept owes nothing yet. */
export const openCentsOf = async (db: Db, row: InvoiceAmounts) => {
  if (row.status === 'concept') return 0;
  const creditedCents = await createPaymentRepository(db).creditedCentsOf(row.id);
  return openAmountOf({ totalCents: row.total_amount_cents, creditedCents, paidCents: row.paid_cents });
};

/**
 * The reminder "Herinnering sturen" would send by hand next, and from which day (see
 * nextReminderOf): only for a published, undeleted invoice (not a credit note) with money open.
 */
export const manualNextReminder = (options: {
  row: { status: string; due_date: string; kind: string; deleted_at: string | null };
  openCents: number;
  reminders: ReadonlyArray<Pick<ReminderRow, 'level' | 'sent_at'>>;
  schedule: ReminderSchedule;
}): NextReminder => {
  const { row } = options;
  if (row.status !== 'outstanding' || row.kind !== 'invoice' || row.deleted_at || options.openCents <= 0)
    return null;
  return nextReminderOf({
    dueDate: row.due_date,
    sent: options.reminders.map((r) => ({ level: r.level, sentAt: r.sent_at })),
    schedule: options.schedule,
    automatic: false,
  });
};

/** The invoice model's payments, open amount and reminders. */
export const readPaymentFields = async (
  db: Db,
  row: InvoiceAmounts & { due_date: string; kind: string; deleted_at: string | null },
) => {
  const repo = createPaymentRepository(db);
  const [payments, reminders, open] = await Promise.all([
    repo.listOf(row.id),
    repo.remindersOf(row.id),
    openCentsOf(db, row),
  ]);
  const schedule = await readReminderSettings(db);
  return {
    payments: payments.map(toPaymentModel),
    open_amount: open,
    reminders: reminders.map(toReminderModel),
    next_reminder: manualNextReminder({ row, openCents: open, reminders, schedule }),
  };
};

/** What published credit notes took off the invoice (positive cents). */
export const creditedCentsOf = (db: Db, invoiceId: number) =>
  createPaymentRepository(db).creditedCentsOf(invoiceId);
