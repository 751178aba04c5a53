import { ONBOARDING_PATH } from './paths';
import { useSettings } from './settings-api';

export { ONBOARDING_PATH };

export type OnboardingRedirect = {
  /** True until the settings are known: the layout shows a loading state, not the page. */
  isPending: boolean;
  /** Where to send the person, or null to carry on. */
  target: string | null;
};

/**
 * Onboarding hook point, called by the logged-in layout on every render: while the company details
 * have not been set up (`app_setup_identity_complete` is not true) it sends the person to the
 * onboarding screen. While the settings load it answers isPending, so no page renders (and fires
 * its calls) before the redirect; when the settings cannot be read it answers no target, so a
 * failing call never locks anyone out of the app.
 */
export function useOnboardingRedirect(): OnboardingRedirect {
  const { data, isPending } = useSettings();
  if (!data) return { isPending, target: null };
  return { isPending: false, target: data.app_setup_identity_complete === true ? null : ONBOARDING_PATH };
}
