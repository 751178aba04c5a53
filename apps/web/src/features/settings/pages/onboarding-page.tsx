import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { useDocumentTitle } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth-session';
import { APP_NAME, homePathOf } from '../../../lib/constants';
import { requestToaster } from '../../../lib/toaster-request';
import { useSignOut } from '../../auth';
import { IdentityForm, identityValuesOf } from '../components/identity-form';
import { useSaveSettings, useSettings } from '../settings-api';

export const ONBOARDING_SAVED_MESSAGE = 'Welkom! Je bedrijfsgegevens zijn opgeslagen.';

/**
 * /onboarding, shown (without the sidebar) until the company details are set up. Saving stores the
 * details, the logo path and app_setup_identity_complete = true in one settings.set, then opens the app.
 */
export function OnboardingPage() {
  useDocumentTitle('Bedrijfsgegevens instellen');
  const navigate = useNavigate();
  const role = useCurrentUser()?.role;
  const signOut = useSignOut();
  const settings = useSettings();
  const save = useSaveSettings(ONBOARDING_SAVED_MESSAGE);
  // Outside the logged-in layout: mount the Toaster for the save messages here.
  useEffect(requestToaster, []);

  return (
    <main className="min-h-screen bg-gray-50 px-4 py-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
              <rect width="32" height="32" rx="7" className="fill-brand-600" />
              <path d="M7 23V12l9-5 9 5v11h-5v-6h-8v6z" fill="#fff" />
            </svg>
            <span className="text-xl font-semibold tracking-tight text-gray-900">{APP_NAME}</span>
          </div>
          <Button variant="ghost" size="sm" onPress={signOut}>
            Uitloggen
          </Button>
        </div>
        <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Welkom! Stel je bedrijf in</h1>
          <p className="mt-1 mb-6 text-sm text-gray-600">
            Vul eerst je bedrijfsgegevens in. Je kunt ze later altijd wijzigen onder Instellingen.
          </p>
          {settings.data ? (
            <IdentityForm
              initial={identityValuesOf(settings.data)}
              submitLabel="Opslaan en doorgaan"
              isPending={save.isPending}
              onSubmit={async (values) => {
                await save.mutateAsync({ ...values, app_setup_identity_complete: true });
                void navigate(homePathOf(role), { replace: true });
              }}
            />
          ) : settings.error ? (
            <MessageBar tone="danger">
              De instellingen konden niet worden geladen. {settings.error.message}
            </MessageBar>
          ) : (
            <LoadingState label="Laden…" />
          )}
        </div>
      </div>
    </main>
  );
}
