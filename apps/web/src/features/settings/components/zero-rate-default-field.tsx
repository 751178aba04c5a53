import type { SettingsMap, ZeroRateReasonValue } from '@app/contracts';
import { ZERO_RATE_REASON_LABELS, ZERO_RATE_REASONS } from '@app/domain';
import { useId } from 'react';
import { inputClassName } from '../../../components/ui/field';
import { useSaveSettings } from '../settings-api';

export const ZERO_RATE_DEFAULT_SAVED_MESSAGE = 'De standaardreden voor 0% btw is opgeslagen.';

/**
 * The reason the Publiceren dialog preselects for a 0% line without one. Saved as soon
 * as it is chosen: one choice needs no separate Opslaan.
 */
export function ZeroRateDefaultField({ settings }: { settings: SettingsMap }) {
  const id = useId();
  const save = useSaveSettings(ZERO_RATE_DEFAULT_SAVED_MESSAGE);
  return (
    <section className="mt-8 flex flex-col gap-2 border-t border-gray-200 pt-6" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-base font-semibold text-gray-900">
        0% btw bij publiceren
      </h2>
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        Standaardreden voor een 0%-regel zonder reden
      </label>
      <select
        id={id}
        className={`${inputClassName} max-w-md`}
        value={settings.invoice_zero_rate_reason_default}
        disabled={save.isPending}
        aria-describedby={`${id}-d`}
        onChange={(e) =>
          save.mutate({ invoice_zero_rate_reason_default: e.target.value as ZeroRateReasonValue })
        }
      >
        {ZERO_RATE_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {ZERO_RATE_REASON_LABELS[reason]}
          </option>
        ))}
      </select>
      <p id={`${id}-d`} className="text-sm text-gray-600">
        Het venster Publiceren kiest deze reden alvast voor elke 0%-regel die er nog geen heeft, zoals een
        borg. De reden staat onder de regel op de factuur.
      </p>
    </section>
  );
}
