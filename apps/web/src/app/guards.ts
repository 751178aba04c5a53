/**
 * Route guards of the app shell.
 * - `RequireAuth` wraps every logged-in route (no session → /login; expired → refresh first).
 * - `RedirectIfAuthenticated` wraps /login (unexpired session → the start page: /vandaag, a driver
 *   /schedule).
 * - `useOnboardingRedirect` is the onboarding hook point: the settings feature implements it in
 *   src/features/settings/onboarding-guard.ts; the logged-in layout calls it, shows a loading
 *   state while it is pending and redirects to the target it returns.
 */
export { RedirectIfAuthenticated, RequireAuth } from '../features/auth';
export { useOnboardingRedirect } from '../features/settings';
