import { DISCOUNT_MESSAGES } from '@app/contracts';
import { earliestExpiryDate, isValidCalendarDate } from '@app/domain';
import { DatePickerField, INVALID_DATE_MESSAGE } from '../../../components/ui/date-picker-field';

/** The optional expiry date; the first selectable day is tomorrow (Amsterdam). */
export function ExpiryField({
  value,
  onChange,
  errorMessage,
  isDisabled,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage: string | undefined;
  isDisabled: boolean;
}) {
  return (
    <DatePickerField
      label="Einddatum (optioneel)"
      value={value}
      onChange={onChange}
      minValue={earliestExpiryDate()}
      description="De laatste dag waarop de korting geldt. Leeg: geen einddatum."
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      clearLabel="Einddatum wissen"
      className="max-w-xs"
    />
  );
}

/** The message for a chosen expiry date: a new one must be tomorrow or later. */
export function expiryError(value: string | null, stored: string | null | undefined): string | undefined {
  if (value === null || value === stored) return undefined;
  if (!isValidCalendarDate(value)) return INVALID_DATE_MESSAGE;
  return value < earliestExpiryDate() ? DISCOUNT_MESSAGES.expiryTooEarly : undefined;
}
