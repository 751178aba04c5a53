import type { SettingsMap, SettingsSetRequest } from '@app/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSaveSettings } from '../settings-api';
import { setServerFieldErrors } from './server-field-errors';

/**
 * The save of a settings form on settings.set: the patch from the form's values, the success
 * toast, the form reset to what the server kept (so it is no longer dirty), and the server's field
 * errors placed at the fields named in `serverFields` (settings key → form field).
 */
export function useSettingsSave<V extends FieldValues>({
  form,
  successMessage,
  patchOf,
  valuesOf,
  serverFields,
}: {
  form: Pick<UseFormReturn<V>, 'handleSubmit' | 'reset' | 'setError'>;
  successMessage: string;
  patchOf: (values: V) => SettingsSetRequest;
  valuesOf: (map: SettingsMap) => V;
  serverFields: Readonly<Record<string, Path<V>>>;
}) {
  const save = useSaveSettings(successMessage);
  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(valuesOf(await save.mutateAsync(patchOf(values))));
    } catch (error) {
      setServerFieldErrors(error, (key) => serverFields[key], form.setError);
    }
  });
  return { submit, isPending: save.isPending };
}
