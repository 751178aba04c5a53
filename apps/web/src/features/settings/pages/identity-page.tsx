import { IdentityForm, identityValuesOf } from '../components/identity-form';
import { SettingsPageFrame } from '../components/settings-page-frame';
import { useSaveSettings } from '../settings-api';

export const IDENTITY_SAVED_MESSAGE = 'De bedrijfsgegevens zijn opgeslagen.';

/** /settings/identities: the company details shown on invoices. */
export function IdentityPage() {
  const save = useSaveSettings(IDENTITY_SAVED_MESSAGE);
  return (
    <SettingsPageFrame title="Bedrijfsgegevens">
      {(settings) => (
        <IdentityForm
          initial={identityValuesOf(settings)}
          submitLabel="Opslaan"
          isPending={save.isPending}
          onSubmit={(values) => save.mutateAsync(values)}
        />
      )}
    </SettingsPageFrame>
  );
}
