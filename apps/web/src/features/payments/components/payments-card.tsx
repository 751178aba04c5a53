import type { InvoiceModel, InvoicePaymentMethodValue, PaymentModel } from '@app/contracts';
import { PAYMENT_MESSAGES } from '@app/contracts';
import {
  formatInvoiceDate,
  formatMoney,
  formatMoneyInput,
  INVOICE_PAYMENT_METHOD_LABELS,
  INVOICE_PAYMENT_METHODS,
  isValidCalendarDate,
  parseMoneyInput,
  todayCalendarDate,
} from '@app/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { useSubmission } from '../../../lib/use-submission';
import { paymentsCardShown } from '../invoice-cards-shown';
import { paymentsApi, usePaymentMutation } from '../payments-api';
import { IdealLinkLine } from './ideal-link-line';

const METHOD_OPTIONS = INVOICE_PAYMENT_METHODS.map((id) => ({
  id,
  label: INVOICE_PAYMENT_METHOD_LABELS[id],
}));

/** cents as "12,50" for the amount field (no currency sign: the label says euro). */

/**
 * The payments block of an invoice: what came in (with remove, after a Dutch confirmation), what
 * is still open, and a form to register a payment (a deposit, the rest in cash).
 */
export function PaymentsCard({ invoice }: { invoice: InvoiceModel }) {
  const payable = (invoice.status === 'outstanding' || invoice.status === 'overdue') && !invoice.deleted_at;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentModel | null>(null);
  const remove = usePaymentMutation((id: number) => paymentsApi.remove(id), PAYMENT_MESSAGES.deleted);
  if (!paymentsCardShown(invoice)) return null;
  return (
    <Card
      title="Betalingen"
      actions={
        payable && !adding ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Plus className="size-4" aria-hidden />}
            onPress={() => setAdding(true)}
          >
            Betaling toevoegen
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-3 text-sm" data-testid="payments-card">
        {invoice.payments.length === 0 ? (
          <p className="text-gray-500">Nog geen betalingen ontvangen.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {invoice.payments.map((payment) => (
              <li
                key={payment.id}
                className="flex items-center justify-between gap-2 py-1.5"
                data-testid="payment-row"
              >
                <span className="min-w-0">
                  <span className="block">{formatInvoiceDate(payment.paid_on)}</span>
                  <span className="block text-xs text-gray-500">
                    {INVOICE_PAYMENT_METHOD_LABELS[payment.method]}
                  </span>
                </span>
                <span className="flex items-center gap-1">
                  <span className="whitespace-nowrap tabular-nums">{formatMoney(payment.amount)}</span>
                  {invoice.deleted_at ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Betaling van ${formatMoney(payment.amount)} op ${formatInvoiceDate(payment.paid_on)} verwijderen`}
                      icon={<Trash2 className="size-4" aria-hidden />}
                      onPress={() => setRemoving(payment)}
                    />
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {invoice.status !== 'concept' ? (
          <p className="flex justify-between font-medium">
            <span>Nog open</span>
            <span className="whitespace-nowrap tabular-nums" data-testid="open-amount">
              {formatMoney(invoice.open_amount)}
            </span>
          </p>
        ) : null}
        {payable ? <IdealLinkLine invoice={invoice} /> : null}
        {adding && payable ? <AddPaymentForm invoice={invoice} onDone={() => setAdding(false)} /> : null}
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Betaling verwijderen"
        confirmLabel="Verwijderen"
        isPending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      >
        {removing
          ? PAYMENT_MESSAGES.deleteConfirm(formatMoney(removing.amount), formatInvoiceDate(removing.paid_on))
          : ''}
      </ConfirmDialog>
    </Card>
  );
}

function AddPaymentForm({ invoice, onDone }: { invoice: InvoiceModel; onDone: () => void }) {
  const [amount, setAmount] = useState(formatMoneyInput(invoice.open_amount));
  const [paidOn, setPaidOn] = useState<string | null>(todayCalendarDate());
  const [method, setMethod] = useState<InvoicePaymentMethodValue>(
    invoice.payment_method === 'cash' ? 'cash' : 'bank',
  );
  const [errors, setErrors] = useState<{ amount?: string; paid_on?: string; form?: string }>({});
  const create = usePaymentMutation(paymentsApi.create, PAYMENT_MESSAGES.created);
  const submission = useSubmission();

  const submit = () =>
    void submission.run(async () => {
      const cents = parseMoneyInput(amount);
      const found: typeof errors = {};
      if (cents === null || cents <= 0) found.amount = PAYMENT_MESSAGES.amountPositive;
      else if (cents > invoice.open_amount)
        found.amount = PAYMENT_MESSAGES.amountTooLarge(formatMoney(invoice.open_amount));
      if (!paidOn || !isValidCalendarDate(paidOn)) found.paid_on = 'Kies de dag van de betaling.';
      setErrors(found);
      if (Object.keys(found).length > 0 || cents === null || !paidOn) return;
      try {
        await create.mutateAsync({ invoice_id: invoice.id, amount: cents, paid_on: paidOn, method });
        onDone();
      } catch (error) {
        const fields = isApiError(error) ? error.errors : undefined;
        setErrors({
          ...(fields?.amount?.[0] ? { amount: fields.amount[0] } : {}),
          ...(fields?.paid_on?.[0] ? { paid_on: fields.paid_on[0] } : {}),
          ...(!fields?.amount && !fields?.paid_on
            ? { form: isApiError(error) ? error.message : 'Er ging iets mis. Probeer het opnieuw.' }
            : {}),
        });
      }
    });

  return (
    <form
      className="flex flex-col gap-3 border-t border-gray-100 pt-3"
      aria-label="Betaling toevoegen"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {errors.form ? (
        <MessageBar tone="danger" live="alert">
          {errors.form}
        </MessageBar>
      ) : null}
      <TextField
        label="Bedrag (€)"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        errorMessage={errors.amount}
        inputTestId="payment-amount"
        isRequired
      />
      <DatePickerField
        label="Betaald op"
        value={paidOn}
        onChange={setPaidOn}
        errorMessage={errors.paid_on}
        testId="payment-date"
      />
      <Select
        label="Betaalwijze"
        options={METHOD_OPTIONS}
        value={method}
        onChange={(value) => value && setMethod(value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onDone} isDisabled={submission.busy}>
          Annuleren
        </Button>
        <Button type="submit" isPending={submission.busy}>
          Betaling registreren
        </Button>
      </div>
    </form>
  );
}
