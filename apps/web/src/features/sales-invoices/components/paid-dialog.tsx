import { formatMoney, isValidCalendarDate, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { Modal } from '../../../components/ui/modal';
import type { DialogProps } from './status-dialogs';

/** Markeer als betaald, with the payment day (default today). */
export function PaidDialog({
  invoice,
  onConfirm,
  isOpen,
  onOpenChange,
  isPending,
  errorMessage,
}: DialogProps & { onConfirm: (paidAt: string) => void; errorMessage?: string | undefined }) {
  const [paidAt, setPaidAt] = useState<string | null>(todayCalendarDate());
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      title="Markeer als betaald"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      isDismissable={!isPending}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            Annuleren
          </Button>
          <Button
            isPending={isPending}
            onPress={() => {
              if (!paidAt || !isValidCalendarDate(paidAt)) {
                setMissing(true);
                return;
              }
              onConfirm(paidAt);
            }}
          >
            Markeer als betaald
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-3">
        <p>
          {formatMoney(invoice.open_amount)}
          {invoice.contact ? ` van ${invoice.contact.display_name}` : ''} is ontvangen (wordt als één betaling
          geregistreerd). Op welke dag kwam de betaling binnen?
        </p>
        <DatePickerField
          label="Betaald op"
          testId="paid-at-input"
          value={paidAt}
          onChange={(iso) => {
            setPaidAt(iso);
            setMissing(false);
          }}
          errorMessage={missing ? 'Kies de dag van de betaling.' : errorMessage}
        />
      </div>
    </Modal>
  );
}
