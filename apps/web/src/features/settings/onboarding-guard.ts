/**
 * Onboarding hook point (owned by the settings feature). The logged-in layout calls this hook on
 * every render, after the auth check; return a path to send the person there (e.g. the company
 * details onboarding screen while `app_setup_identity_complete` is not set), or null to stay.
 * Return null while loading, and null when already on the target (avoid a redirect loop).
 * Routes that must render without the sidebar go in `settingsStandaloneRoutes` (routes.tsx).
 */
export function useOnboardingRedirect(): string | null {
  return null;
}
