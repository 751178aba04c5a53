import {
  DEPOSIT_MESSAGES,
  DEPOSIT_RETURN_METHOD_LABELS,
  type DepositReturnMethod,
  type OrderModel,
} from '@app/contracts';
import { formatMoney, formatMoneyInput, parseMoneyInput, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSubmission } from '../../../lib/use-submission';
import { useReturnDeposit } from '../deposit-api';

const METHOD_OPTIONS = (Object.keys(DEPOSIT_RETURN_METHOD_LABELS) as DepositReturnMethod[]).map((id) => ({
  id,
  label: DEPOSIT_RETURN_METHOD_LABELS[id],
}));

/**
 * "Borg terugbetalen": the amount that went back (preset: all that was received), the day and how;
 * a smaller amount asks why the rest is kept. The server checks again (pickup day, received).
 */
export function DepositReturnDialog({ order, onClose }: { order: OrderModel; onClose: () => void }) {
  const received = order.deposit.received;
  const [amount, setAmount] = useState(formatMoneyInput(received));
  const [paidOn, setPaidOn] = useState<string | null>(todayCalendarDate());
  const [method, setMethod] = useState<DepositReturnMethod>('bank');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useReturnDeposit(order.uuid, order.id);
  const submission = useSubmission();
  const cents = parseMoneyInput(amount);
  const withheld = cents !== null && cents >= 0 && cents < received ? received - cents : 0;

  const submit = () =>
    submission.run(async () => {
      const found: Record<string, string> = {};
      if (cents === null || cents < 0) found.amount = DEPOSIT_MESSAGES.amountInvalid;
      else if (cents > received) found.amount = DEPOSIT_MESSAGES.aboveReceived(formatMoney(received));
      if (!paidOn) found.paid_on = 'Vul een datum in (DD-MM-YYYY).';
      if (withheld > 0 && reason.trim() === '')
        found.withheld_reason = DEPOSIT_MESSAGES.reasonRequired(formatMoney(withheld));
      setErrors(found);
      if (Object.keys(found).length > 0 || cents === null || !paidOn) return;
      try {
        await save.mutateAsync({
          amount: cents,
          paid_on: paidOn,
          method,
          withheld_reason: withheld > 0 ? reason : null,
        });
        toast.success(DEPOSIT_MESSAGES.returned);
        onClose();
      } catch (error) {
        if (isApiError(error) && error.errors)
          setErrors(
            Object.fromEntries(
              Object.entries(error.errors).map(([key, messages]) => [key, messages[0] ?? '']),
            ),
          );
      }
    });

  return (
    <Modal
      title="Borg terugbetalen"
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Annuleren
          </Button>
          <Button isPending={submission.busy} onPress={() => void submit()}>
            Opslaan
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-gray-700">Ontvangen borg: {formatMoney(received)}.</p>
        {save.error && !(isApiError(save.error) && save.error.errors) ? (
          <MessageBar tone="danger">{save.error.message}</MessageBar>
        ) : null}
        <TextField
          label="Terugbetaald bedrag (€)"
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          autoComplete="off"
          errorMessage={errors.amount}
          description={withheld > 0 ? `${formatMoney(withheld)} wordt ingehouden.` : undefined}
        />
        <DatePickerField
          label="Terugbetaald op"
          value={paidOn}
          onChange={setPaidOn}
          errorMessage={errors.paid_on}
          testId="deposit-paid-on"
        />
        <Select
          label="Hoe"
          options={METHOD_OPTIONS}
          value={method}
          onChange={(value) => value && setMethod(value)}
          errorMessage={errors.method}
        />
        {withheld > 0 ? (
          <TextField
            label="Reden van inhouden"
            value={reason}
            onChange={setReason}
            multiline
            rows={2}
            errorMessage={errors.withheld_reason}
          />
        ) : null}
      </form>
    </Modal>
  );
}
