/**
 * Route guards of the app shell.
 * - `RequireAuth` wraps every logged-in route (no session → /login; expired → refresh first).
 * - `RedirectIfAuthenticated` wraps /login (unexpired session → /schedule).
 * - `useOnboardingRedirect` is the onboarding hook point: the settings feature implements it in
 *   src/features/settings/onboarding-guard.ts; the logged-in layout calls it and redirects to the
 *   path it returns. No edit of the layout or router is needed.
 */
export { RedirectIfAuthenticated, RequireAuth } from '../features/auth/guards';
export { useOnboardingRedirect } from '../features/settings/onboarding-guard';
