import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Edit only this list: replace a placeholder with your page, e.g.
 *   { path: '/settings', element: <SettingsPage /> }
 * or split the bundle with
 *   { path: '/settings', lazy: async () => ({ Component: (await import('./pages/x-page')).SettingsPage }) }
 */
export const settingsRoutes: RouteObject[] = [
  { path: '/settings', element: <PlaceholderPage title="Instellingen" /> },
  { path: '/settings/identities', element: <PlaceholderPage title="Bedrijfsgegevens" /> },
  { path: '/settings/numbering', element: <PlaceholderPage title="Nummering" /> },
  { path: '/settings/fees', element: <PlaceholderPage title="Transportkosten" /> },
];

/**
 * Logged-in routes rendered without the sidebar layout (e.g. a full-screen onboarding of the company
 * details). Still behind the auth guard. See also onboarding-guard.ts.
 */
export const settingsStandaloneRoutes: RouteObject[] = [];
