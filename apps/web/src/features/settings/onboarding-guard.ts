import { useSettings } from './settings-api';

export const ONBOARDING_PATH = '/onboarding';

/**
 * Onboarding hook point, called by the logged-in layout on every render: while the company details
 * have not been set up (`app_setup_identity_complete` is not true) it sends the person to the
 * onboarding screen. Null while loading or when the settings cannot be read, so a failing call
 * never locks anyone out of the app.
 */
export function useOnboardingRedirect(): string | null {
  const { data } = useSettings();
  if (!data) return null;
  return data.app_setup_identity_complete === true ? null : ONBOARDING_PATH;
}
