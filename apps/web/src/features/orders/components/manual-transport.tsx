import { ORDER_TRANSPORT_MESSAGES } from '@app/contracts';
import { parseDecimalInput, parseMoneyInput } from '@app/domain';
import { TextField } from '../../../components/ui/text-field';

export type ManualTransportValues = { distance: string; amount: string };

/**
 * The manual transport as the API takes it, or the message per field: one of the two, a distance
 * of 0–2.000 km or an amount of € 0–10.000; `required` when the distance is unknown.
 */
export const readManualTransport = (values: ManualTransportValues, required: boolean) => {
  const errors: { distance?: string; amount?: string } = {};
  const distanceText = values.distance.trim();
  const amountText = values.amount.trim();
  const km = distanceText === '' ? null : parseDecimalInput(distanceText);
  const cents = amountText === '' ? null : parseMoneyInput(amountText);
  if (distanceText !== '' && (km === null || km < 0 || km > 2000))
    errors.distance = ORDER_TRANSPORT_MESSAGES.distanceInvalid;
  if (amountText !== '' && (cents === null || cents < 0 || cents > 1_000_000))
    errors.amount = ORDER_TRANSPORT_MESSAGES.amountInvalid;
  if (distanceText !== '' && amountText !== '') errors.amount = ORDER_TRANSPORT_MESSAGES.notBoth;
  if (required && distanceText === '' && amountText === '')
    errors.distance = ORDER_TRANSPORT_MESSAGES.manualRequired;
  const valid = !errors.distance && !errors.amount;
  return {
    errors,
    body: {
      manual_distance_km: valid && km !== null ? km : null,
      manual_transport_amount: valid && cents !== null ? cents : null,
    },
  };
};

/**
 * The address cannot be located, so the order asks for the one-way distance or the
 * transport cost by hand ("Afstand onbekend") instead of delivering for free.
 */
export function ManualTransportFields({
  values,
  errors,
  onChange,
}: {
  values: ManualTransportValues;
  errors: { distance?: string | undefined; amount?: string | undefined };
  onChange: (values: ManualTransportValues) => void;
}) {
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3"
      data-testid="manual-transport"
    >
      <legend className="sr-only">Transport met de hand</legend>
      <p className="text-sm font-medium text-amber-900">{ORDER_TRANSPORT_MESSAGES.distanceUnknown}</p>
      <p className="text-xs text-amber-900">
        Het adres kan niet worden gevonden. Vul de afstand enkele reis of de transportkosten voor de hele
        order in.
      </p>
      <TextField
        label="Afstand (km)"
        inputMode="decimal"
        value={values.distance}
        onChange={(distance) => onChange({ ...values, distance })}
        errorMessage={errors.distance}
      />
      <TextField
        label="Of transportkosten (€, incl. btw)"
        inputMode="decimal"
        value={values.amount}
        onChange={(amount) => onChange({ ...values, amount })}
        errorMessage={errors.amount}
      />
    </fieldset>
  );
}
