import type { InvoiceModel } from '@app/contracts';
import { REMINDER_LEVEL_LABELS } from '@app/contracts';
import { formatDateTime, formatInvoiceDate, formatMoney } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { reminderAvailability, remindersCardShown } from '../invoice-cards-shown';
import { SendReminderDialog } from './send-reminder-dialog';

/**
 * The reminders sent for an overdue invoice, and "Stuur herinnering": first a preview of the
 * mail (the next level, its text and costs), then sent through the outbox with the PDF.
 */
export function RemindersCard({ invoice }: { invoice: InvoiceModel }) {
  const [previewing, setPreviewing] = useState(false);
  const { canSend, waitUntil } = reminderAvailability(invoice);
  const deleted = Boolean(invoice.deleted_at);
  if (!remindersCardShown(invoice)) return null;
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
