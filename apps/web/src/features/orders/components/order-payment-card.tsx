import { MAX_ORDER_NOTES_LENGTH, ORDER_MESSAGES } from '@app/contracts';
import { PAYMENT_METHOD_LABELS } from '@app/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useIdealStatus } from '../../payments';
import type { OrderFormState } from '../use-order-form';

// iDEAL can be chosen only while the server has a Mollie key (ideal.status); else it is shown as
// not yet available.
const PAYMENT_METHODS = [
  { id: 'cash', label: 'Contant' },
  { id: 'ideal', label: 'iDEAL' },
] as const;

const radioClass = ({ isSelected, isDisabled }: { isSelected: boolean; isDisabled: boolean }) =>
  cn(
    'flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium',
    isSelected ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-700',
    isDisabled && 'cursor-not-allowed border-dashed bg-gray-50 text-gray-600',
    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-1',
  );

/**
 * The payment method as native radio buttons in a labelled radio group (what React Aria's Radio
 * draws too, without its group state and focus code on the order form's first load): one tab
 * stop, arrows choose, a disabled method is skipped.
 */
function PaymentMethods({
  value,
  onChange,
  idealAvailable,
  error,
}: {
  value: string | null;
  onChange: (method: string) => void;
  idealAvailable: boolean;
  error: string | null;
}) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-2"
    >
      <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
        Betaalmethode
      </span>
      <div className="flex flex-wrap gap-3">
        {PAYMENT_METHODS.map((method) => {
          const disabled = method.id === 'ideal' && !idealAvailable;
          const isSelected = value === method.id;
          return (
            <label key={method.id} className={radioClass({ isSelected, isDisabled: disabled })}>
              <input
                type="radio"
                name={`${id}-method`}
                value={method.id}
                checked={isSelected}
                disabled={disabled}
                onChange={() => onChange(method.id)}
                className="sr-only"
              />
              {method.label}
              {disabled && <span className="text-xs font-normal">(nog niet beschikbaar)</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The confirmation mail's checkbox, with where it goes. */
function ConfirmationChoice({ order, label }: { order: OrderFormState; label: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        isSelected={order.publish && order.canMail}
        onChange={order.setPublish}
        isDisabled={!order.canMail}
      >
        {label}
      </Checkbox>
      <p className="text-xs text-gray-500">
        {order.canMail ? `Naar ${order.email}` : 'Kan alleen als het contact een e-mailadres heeft.'}
      </p>
    </div>
  );
}

/**
 * Payment and confirmation: the payment method, the confirmation mail, a promotion code and the
 * driver's notes. Changing an order shows its method and code (they stay) and offers the changed
 * confirmation.
 */
export function OrderPaymentCard({ order }: { order: OrderFormState }) {
  const idealAvailable = useIdealStatus().data?.available === true;
  const { initial } = order;
  const paymentError = order.tried && order.payment === null ? ORDER_MESSAGES.paymentRequired : null;
  const notesError = order.notesTooLong ? ORDER_MESSAGES.notesTooLong : order.notesServerError;
  return (
    <Card title="Betaling en bevestiging">
      <div className="flex flex-col gap-4">
        {initial ? (
          <>
            <p className="text-sm text-gray-700">
              {PAYMENT_METHOD_LABELS[initial.payment_method]}
              {initial.promo_code ? ` · promotiecode ${initial.promo_code.toUpperCase()}` : ''}.
            </p>
            {initial.status === 'quote' ? (
              <p className="text-sm text-gray-600">
                Na opslaan toont de link van de klant deze versie. Stuur hem opnieuw met Versturen als de
                klant de nieuwe PDF moet krijgen.
              </p>
            ) : (
              <ConfirmationChoice order={order} label="Stuur gewijzigde bevestiging" />
            )}
          </>
        ) : (
          <>
            <PaymentMethods
              value={order.payment}
              onChange={order.setPayment}
              idealAvailable={idealAvailable}
              error={paymentError}
            />
            <ConfirmationChoice order={order} label="Orderbevestiging per e-mail versturen" />
            <TextField
              label="Promotiecode (optioneel)"
              value={order.promo}
              onChange={(value) => {
                order.setPromo(value);
                order.clearPromoServerError();
              }}
              errorMessage={order.live.promoError ?? order.promoServerError ?? undefined}
              className="sm:max-w-xs"
            />
          </>
        )}
        <TextField
          label="Notities voor de chauffeur (optioneel)"
          multiline
          rows={3}
          value={order.notes}
          onChange={(value) => {
            order.setNotes(value);
            order.clearNotesServerError();
          }}
          description={
            <>
              Ondergrond, stroom, toegang: wat de chauffeur moet weten.{' '}
              <span className={cn(order.notesTooLong && 'font-medium text-red-700')}>
                {order.notesLength.toLocaleString('nl-NL')} / {MAX_ORDER_NOTES_LENGTH.toLocaleString('nl-NL')}{' '}
                tekens
              </span>
            </>
          }
          errorMessage={notesError ?? undefined}
        />
      </div>
    </Card>
  );
}
