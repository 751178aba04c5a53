import { DISCOUNT_MESSAGES } from '@app/contracts';
import { earliestExpiryDate, isValidCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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

/** Deactiveren with a confirmation; after it the record is read-only for good. */
export function DeactivateButton({
  what,
  isPending,
  onConfirm,
}: {
  what: 'kortingsactie' | 'promotie';
  isPending: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="text-red-700" onPress={() => setOpen(true)}>
        Deactiveren
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={what === 'kortingsactie' ? 'Kortingsactie deactiveren' : 'Promotie deactiveren'}
        confirmLabel="Deactiveren"
        isPending={isPending}
        onConfirm={onConfirm}
      >
        {what === 'kortingsactie'
          ? 'De kortingsactie geldt daarna niet meer. Een gedeactiveerde kortingsactie kan niet meer worden gewijzigd of opnieuw worden geactiveerd.'
          : 'De code kan daarna niet meer worden gebruikt. Een gedeactiveerde promotie kan niet meer worden gewijzigd of opnieuw worden geactiveerd, en de code blijft bezet.'}
      </ConfirmDialog>
    </>
  );
}
