import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api';

/**
 * The server's first message per form field, from an ApiError's `errors`; `fieldOf` names the
 * field a server key belongs to (undefined: not shown at a field; the toast already said it).
 * Nothing for any other error.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldOf: (key: string) => F | undefined,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!isApiError(error) || !error.errors) return found;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fieldOf(key);
    const message = messages[0];
    if (field && message) found[field] = message;
  }
  return found;
}

/** The server's field errors set on a react-hook-form form, each at its field. */
export function setServerFieldErrors<V extends FieldValues>(
  error: unknown,
  fieldOf: (key: string) => Path<V> | undefined,
  setError: UseFormSetError<V>,
) {
  const found = serverFieldErrors(error, fieldOf);
  for (const [field, message] of Object.entries(found) as [Path<V>, string][]) {
    setError(field, { type: 'server', message });
  }
}
