import type { InvoiceModel, invoiceEntrySchema, reminderPreviewEntrySchema } from '@app/contracts';
import { REMINDER_LEVEL_LABELS, REMINDER_MESSAGES } from '@app/contracts';
import { formatDateTime, formatMoney } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiGet, apiPost, isApiError, type ResponseOf } from '../../../lib/api';
import { usePaymentMutation } from '../payments-api';

/**
 * The reminders sent for an overdue invoice, and "Stuur herinnering": first a preview of the
 * mail (the next level, its text and costs), then sent through the outbox with the PDF.
 */
export function RemindersCard({ invoice }: { invoice: InvoiceModel }) {
  const [previewing, setPreviewing] = useState(false);
  const canSend = invoice.status === 'overdue' && invoice.reminders.length < 2 && !invoice.deleted_at;
  const preview = useQuery({
    // Sending a reminder does not change the invoice's version, so the count of reminders sent
    // is part of the key: after the herinnering the preview is the aanmaning, not a stale copy.
    queryKey: ['invoices', 'reminder', invoice.id, invoice.version, invoice.reminders.length],
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<typeof reminderPreviewEntrySchema>>(`/invoice.reminder/${invoice.id}`, {
          signal,
        })
      ).entry.model,
    enabled: previewing,
    retry: false,
  });
  const send = usePaymentMutation(
    async () => ({
      invoice: (
        await apiPost<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.remind/${invoice.id}`, undefined, {
          idempotent: true,
        })
      ).entry.model,
    }),
    REMINDER_MESSAGES.sent,
  );
  if (invoice.reminders.length === 0 && !canSend) return null;
  return (
    <Card
      title="Herinneringen"
      actions={
        canSend ? (
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
      <ConfirmDialog
        isOpen={previewing}
        onOpenChange={setPreviewing}
        title={
          preview.data ? `${REMINDER_LEVEL_LABELS[preview.data.level]} versturen` : 'Herinnering versturen'
        }
        confirmLabel="Versturen"
        tone="primary"
        isPending={send.isPending}
        onConfirm={() => {
          if (preview.data) send.mutate(undefined, { onSettled: () => setPreviewing(false) });
        }}
      >
        {preview.isError ? (
          <span>
            {isApiError(preview.error) ? preview.error.message : 'De herinnering kon niet worden voorbereid.'}
          </span>
        ) : preview.data ? (
          <span className="flex flex-col gap-2">
            <span>
              Aan <strong className="break-all">{preview.data.to}</strong>, met de factuur als PDF:
            </span>
            <span className="font-medium">{preview.data.subject}</span>
            <span
              className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded border border-gray-200 p-2 text-sm"
              data-testid="reminder-preview"
            >
              {preview.data.text}
            </span>
          </span>
        ) : (
          <span>Herinnering voorbereiden…</span>
        )}
      </ConfirmDialog>
    </Card>
  );
}
