import type { InvoiceModel } from '@app/contracts';
import { todayCalendarDate } from '@app/domain';

// Light on purpose: the invoice page asks these before it loads the cards' code.

/**
 * Whether "Stuur herinnering" is offered now, or from which day the next one may go out (the
 * aanmaning waits `reminders_second_after_days` after the herinnering).
 */
export const reminderAvailability = (
  invoice: Pick<InvoiceModel, 'status' | 'next_reminder'>,
  today = todayCalendarDate(),
) => {
  const next = invoice.next_reminder;
  if (invoice.status !== 'overdue' || !next) return { canSend: false, waitUntil: null } as const;
  return next.from <= today
    ? ({ canSend: true, waitUntil: null } as const)
    : ({ canSend: false, waitUntil: next.from } as const);
};

/** A concept without payments has no payments card. */
export const paymentsCardShown = (invoice: Pick<InvoiceModel, 'status' | 'payments'>) =>
  !(invoice.status === 'concept' && invoice.payments.length === 0);

/** The reminders card shows what was sent, or offers the next one (not on a deleted invoice). */
export const remindersCardShown = (
  invoice: Pick<InvoiceModel, 'status' | 'next_reminder' | 'reminders' | 'deleted_at'>,
) => invoice.reminders.length > 0 || (reminderAvailability(invoice).canSend && !invoice.deleted_at);
