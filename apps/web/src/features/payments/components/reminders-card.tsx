import type { InvoiceModel } from '@app/contracts';
import { REMINDER_LEVEL_LABELS } from '@app/contracts';
import { formatDateTime, formatInvoiceDate, formatMoney, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SendReminderDialog } from './send-reminder-dialog';

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

/**
 * The reminders sent for an overdue invoice, and "Stuur herinnering": first a preview of the
 * mail (the next level, its text and costs), then sent through the outbox with the PDF.
 */
export function RemindersCard({ invoice }: { invoice: InvoiceModel }) {
  const [previewing, setPreviewing] = useState(false);
  const { canSend, waitUntil } = reminderAvailability(invoice);
  const deleted = Boolean(invoice.deleted_at);
  if (invoice.reminders.length === 0 && (!canSend || deleted)) return null;
  return (
    <Card
      title="Herinneringen"
      actions={
        canSend && !deleted ? (
          <Button size="sm" variant="secondary" onPress={() => setPreviewing(true)}>
            Stuur herinnering
          </Button>
        ) : null
      }
    >
      {invoice.reminders.length === 0 ? (
        <p className="text-sm text-gray-500">Nog geen herinnering verstuurd.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" data-testid="reminders">
          {invoice.reminders.map((reminder) => (
            <li key={reminder.id}>
              <span className="font-medium">{REMINDER_LEVEL_LABELS[reminder.level]}</span>{' '}
              <span className="text-gray-600">
                {formatDateTime(reminder.sent_at)} aan <span className="break-all">{reminder.to}</span>
                {reminder.automatic ? ' (automatisch)' : ''}
              </span>
              {reminder.costs > 0 ? (
                <span className="block text-xs text-gray-500">
                  Kosten {formatMoney(reminder.costs)}
                  {reminder.interest > 0 ? `, rente ${formatMoney(reminder.interest)}` : ''}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {waitUntil && !deleted ? (
        <p className="mt-2 text-sm text-gray-600" data-testid="next-reminder">
          De {REMINDER_LEVEL_LABELS[invoice.next_reminder?.level ?? 2].toLowerCase()} kan vanaf{' '}
          {formatInvoiceDate(waitUntil)} worden verstuurd.
        </p>
      ) : null}
      <SendReminderDialog
        invoiceId={invoice.id}
        stamp={`${invoice.version}-${invoice.reminders.length}`}
        isOpen={previewing}
        onOpenChange={setPreviewing}
      />
    </Card>
  );
}
