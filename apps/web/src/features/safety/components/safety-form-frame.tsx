import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';
import { uploadAsset } from '../../items';

export type FieldErrors = Record<string, string[] | undefined>;

/**
 * A safety form's values in one state with a reset to the start values: after a save the form is
 * empty again for the next entry, so nothing of the last one is recorded twice by accident.
 */
export function useFormValues<T extends Record<string, unknown>>(initial: () => T) {
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return { values, set, setValues, reset: () => setValues(initial()) };
}

/** The first server message for a field, shown under that field. */
export const firstError = (errors: FieldErrors, key: string) => errors[key]?.[0];

/**
 * One save of a safety form: busy while it runs, the server's field messages on failure (the
 * typed values stay), a toast either way. `work` returns the success text.
 */
export function useSafetySave() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const save = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      const message = await work();
      setErrors({});
      saveSucceeded(message);
    } catch (error) {
      setErrors(isApiError(error) ? (error.errors ?? {}) : {});
      saveFailed(isApiError(error) ? error.message : 'Opslaan is mislukt.');
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, save };
}

/** Uploads the picked files one by one; PDFs as documents, photos as images. */
export async function uploadAll(files: File[]) {
  const ids: number[] = [];
  for (const file of files) {
    const asset = await uploadAsset(file, file.type.startsWith('image/') ? 'image' : 'document', () => {});
    ids.push(asset.id);
  }
  return ids;
}

export function FileList({ files, onClear }: { files: File[]; onClear: () => void }) {
  if (files.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
      <span className="[overflow-wrap:anywhere]">Gekozen: {files.map((f) => f.name).join(', ')}</span>
      <Button variant="secondary" size="sm" onPress={onClear}>
        Wissen
      </Button>
    </p>
  );
}

type SafetyFormFrameProps = {
  /** The form's accessible name, also the submit button's text. */
  label: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** Shown under the submit button (e.g. the reservations a block now conflicts with). */
  after?: ReactNode;
};

/** The two-column grid every safety form shares, with its submit button below the fields. */
export function SafetyFormFrame({ label, busy, onSubmit, children, after }: SafetyFormFrameProps) {
  return (
    <form
      aria-label={label}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="sm:col-span-2">
        <Button type="submit" isPending={busy}>
          {label}
        </Button>
      </div>
      {after}
    </form>
  );
}
