import { DISCOUNT_MESSAGES } from '@app/contracts';
import { parsePercentInput } from '@app/domain';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { percentError } from '../percent';

/** The percentage as typed in a discount or promotion form, its value and the message to show. */
export type PercentInput = {
  text: string;
  /** The whole number 1–100 the text stands for, or null (then saving is off). */
  value: number | null;
  /** The rule's message once the field was left or the form submitted, else the server's. */
  message: string | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
};

/**
 * The percentage's state for one form: `stored` is the saved value (undefined for a new record),
 * `submitted` whether saving was tried, `serverError` the save's message for `value`, and `onEdit`
 * runs on every keystroke (the forms drop a save's error then).
 */
export function usePercentInput({
  stored,
  submitted,
  serverError,
  onEdit,
}: {
  stored: number | undefined;
  submitted: boolean;
  serverError: string | undefined;
  onEdit: () => void;
}): PercentInput {
  const [text, setText] = useState(stored === undefined ? '' : String(stored));
  const [left, setLeft] = useState(false);
  return {
    text,
    value: parsePercentInput(text),
    message: (left || submitted ? percentError(text) : null) ?? serverError,
    onChange: (next) => {
      setText(next);
      onEdit();
    },
    onBlur: () => setLeft(true),
  };
}

/** The percentage: whole digits 1–100, hint "Korting in % (1–100)". */
export function PercentField({ input, isDisabled }: { input: PercentInput; isDisabled: boolean }) {
  return (
    <TextField
      label="Korting (%)"
      value={input.text}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputMode="numeric"
      description={DISCOUNT_MESSAGES.valueHint}
      errorMessage={input.message}
      isDisabled={isDisabled}
      className="max-w-xs"
    />
  );
}
