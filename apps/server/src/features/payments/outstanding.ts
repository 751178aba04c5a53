import type { OutstandingSummary } from '@app/contracts';
import {
  AGING_BUCKETS,
  type AgingBucket,
  agingBucketOf,
  effectiveInvoiceStatus,
  openAmountOf,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { readReminderSettings } from '../settings/index.ts';
import { manualNextReminder } from './invoice-payment-fields.ts';
import { createOutstandingRepository } from './outstanding.repository.ts';
import { createPaymentRepository } from './payments.repository.ts';
import { readDepositsHeld } from './read-deposits-held.ts';

/** 'yyyy-MM' of the month `back` months before the month of `day`. */
const monthBefore = (day: string, back: number) => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - back;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 7);
};

type Figure = { amount: number; count: number };
const add = (figure: Figure, amount: number) => {
  figure.amount += amount;
  figure.count += 1;
};

/**
 * What is owed and since when: every published, unpaid invoice with what is open
 * on it, the overdue part in aging buckets by days past the due date, per contact, and what was
 * invoiced and received per month over the last 12 months. Summed in the process from one read of
 * the open invoices: a rental business has hundreds of those, not millions.
 */
export const readOutstanding = async ({ ctx, now = new Date() }: { ctx: AppContext; now?: Date }) => {
  const today = todayCalendarDate(now);
  const repo = createOutstandingRepository(ctx.db);
  const payments = createPaymentRepository(ctx.db);
  const rows = await repo.openInvoices();
  const schedule = await readReminderSettings(ctx.db);
  const reminders = new Map<number, Array<{ level: 1 | 2; sent_at: string }>>();
  for (const r of await repo.remindersOfOpen())
    reminders.set(r.invoice_id, [...(reminders.get(r.invoice_id) ?? []), r]);
  const totalOpen: Figure = { amount: 0, count: 0 };
  const totalOverdue: Figure = { amount: 0, count: 0 };
  const aging = new Map<AgingBucket, Figure>(AGING_BUCKETS.map((b) => [b, { amount: 0, count: 0 }]));
  const perContact = new Map<number, OutstandingSummary['per_contact'][number]>();
  const invoices: OutstandingSummary['invoices'] = [];
  for (const row of rows) {
    const open = openAmountOf({
      totalCents: row.total_amount_cents,
      creditedCents: await payments.creditedCentsOf(row.id),
      paidCents: row.paid_cents,
    });
    if (open <= 0) continue;
    const bucket = agingBucketOf(row.due_date, today);
    add(totalOpen, open);
    if (bucket) {
      add(totalOverdue, open);
      const figure = aging.get(bucket);
      if (figure) add(figure, open);
    }
    if (row.contact_id !== null && row.contact_uuid !== null) {
      const entry = perContact.get(row.contact_id) ?? {
        contact: { id: row.contact_id, uuid: row.contact_uuid, display_name: row.contact_display_name ?? '' },
        amount: 0,
        count: 0,
        overdue: 0,
      };
      entry.amount += open;
      entry.count += 1;
      if (bucket) entry.overdue += open;
      perContact.set(row.contact_id, entry);
    }
    invoices.push({
      id: row.id,
      uuid: row.uuid,
      invoice_id: row.invoice_id,
      status: effectiveInvoiceStatus(row.status, row.due_date, today),
      due_date: row.due_date,
      open_amount: open,
      bucket,
      next_reminder: manualNextReminder({
        row,
        openCents: open,
        reminders: reminders.get(row.id) ?? [],
        schedule,
      }),
      contact:
        row.contact_id !== null && row.contact_uuid !== null
          ? { id: row.contact_id, uuid: row.contact_uuid, display_name: row.contact_display_name ?? '' }
          : null,
    });
  }

  const firstMonth = monthBefore(today, 11);
  const months = Array.from({ length: 12 }, (_, i) => monthBefore(today, 11 - i));
  const invoiced = new Map<string, number>();
  const received = new Map<string, number>();
  for (const row of await repo.invoicedSince(`${firstMonth}-01`))
    invoiced.set(row.day.slice(0, 7), (invoiced.get(row.day.slice(0, 7)) ?? 0) + row.amount);
  for (const row of await repo.receivedSince(`${firstMonth}-01`))
    received.set(row.day.slice(0, 7), (received.get(row.day.slice(0, 7)) ?? 0) + row.amount);

  invoices.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
  const summary: OutstandingSummary = {
    today,
    total_open: totalOpen,
    total_overdue: totalOverdue,
    aging: AGING_BUCKETS.map((bucket) => ({ bucket, ...(aging.get(bucket) ?? { amount: 0, count: 0 }) })),
    deposit_held: await readDepositsHeld(ctx.db),
    per_contact: [...perContact.values()].sort((a, b) => b.amount - a.amount || a.contact.id - b.contact.id),
    months: months.map((month) => ({
      month,
      invoiced: invoiced.get(month) ?? 0,
      received: received.get(month) ?? 0,
    })),
    invoices,
  };
  return summary;
};
