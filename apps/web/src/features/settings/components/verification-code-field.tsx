import { TextField } from '../../../components/ui/text-field';

const SIX_DIGITS = /^\d{6}$/;

export const CODE_MESSAGE = 'Voer de 6 cijfers uit je authenticator-app in.';

/** The field's message for a typed code: undefined once it is six digits. */
export const codeError = (code: string) => (SIX_DIGITS.test(code) ? undefined : CODE_MESSAGE);

/**
 * The six digits from an authenticator app, to confirm turning two-step sign-in on or off: only
 * digits can be typed, and the phone offers the code it received (one-time-code).
 */
export function VerificationCodeField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (code: string) => void;
  errorMessage: string | undefined;
}) {
  return (
    <TextField
      name="code"
      label="Verificatiecode"
      className="max-w-48"
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      errorMessage={errorMessage}
    />
  );
}
