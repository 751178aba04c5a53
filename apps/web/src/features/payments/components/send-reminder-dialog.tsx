import type { invoiceEntrySchema, reminderPreviewEntrySchema } from '@app/contracts';
import { REMINDER_LEVEL_LABELS, REMINDER_MESSAGES } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiGet, apiPost, isApiError, type ResponseOf } from '../../../lib/api';
import { usePaymentMutation } from '../payments-api';

/**
 * "Stuur herinnering" for one invoice: a preview of the mail the server would send now (the next
 * level, to whom, its text), then sent through the outbox with the PDF. Used on the invoice and on
 * each row of "Te ontvangen". `stamp` changes whenever the next reminder may differ (a reminder
 * sent, the invoice changed), so an open preview never shows a stale level.
 */
export function SendReminderDialog({
  invoiceId,
  stamp,
  isOpen,
  onOpenChange,
}: {
  invoiceId: number;
  stamp: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const client = useQueryClient();
  const preview = useQuery({
    queryKey: ['invoices', 'reminder', invoiceId, stamp],
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<typeof reminderPreviewEntrySchema>>(`/invoice.reminder/${invoiceId}`, {
          signal,
        })
      ).entry.model,
    enabled: isOpen,
    retry: false,
  });
  const send = usePaymentMutation(async () => {
    const invoice = (
      await apiPost<ResponseOf<typeof invoiceEntrySchema>>(`/invoice.remind/${invoiceId}`, undefined, {
        idempotent: true,
      })
    ).entry.model;
    // Sending changes no version: the invoice's history and its mails are read again here.
    void client.invalidateQueries({ queryKey: ['audit'] });
    void client.invalidateQueries({ queryKey: ['invoices', 'mail', invoiceId] });
    return { invoice };
  }, REMINDER_MESSAGES.sent);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={
        preview.data ? `${REMINDER_LEVEL_LABELS[preview.data.level]} versturen` : 'Herinnering versturen'
      }
      confirmLabel="Versturen"
      tone="primary"
      isPending={send.isPending}
      onConfirm={() => {
        if (preview.data) send.mutate(undefined, { onSettled: () => onOpenChange(false) });
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
  );
}
