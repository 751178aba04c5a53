import { MAX_ORDER_NOTES_LENGTH, ORDER_MESSAGES } from '@app/contracts';
import { PAYMENT_METHOD_LABELS } from '@app/domain';
import { Label, Radio, RadioGroup } from 'react-aria-components';
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

const radioClass = ({
  isSelected,
  isFocusVisible,
  isDisabled,
}: {
  isSelected: boolean;
  isFocusVisible: boolean;
  isDisabled: boolean;
}) =>
  cn(
    'flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium',
    isSelected ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-700',
    isDisabled && 'cursor-not-allowed border-dashed bg-gray-50 text-gray-600',
    isFocusVisible && 'ring-2 ring-brand-500 ring-offset-1',
  );

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
            <RadioGroup
              value={order.payment}
              onChange={order.setPayment}
              className="flex flex-col gap-2"
              isInvalid={Boolean(paymentError)}
            >
              <Label className="text-sm font-medium text-gray-800">Betaalmethode</Label>
              <div className="flex flex-wrap gap-3">
                {PAYMENT_METHODS.map((method) => {
                  const disabled = method.id === 'ideal' && !idealAvailable;
                  return (
                    <Radio key={method.id} value={method.id} isDisabled={disabled} className={radioClass}>
                      {method.label}
                      {disabled && <span className="text-xs font-normal">(nog niet beschikbaar)</span>}
                    </Radio>
                  );
                })}
              </div>
              {paymentError && <p className="text-sm text-red-700">{paymentError}</p>}
            </RadioGroup>
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
