import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Edit only this list: replace a placeholder with your page, e.g.
 *   { path: '/schedule', element: <SchedulePage /> }
 * or split the bundle with
 *   { path: '/schedule', lazy: async () => ({ Component: (await import('./pages/x-page')).SchedulePage }) }
 */
export const scheduleRoutes: RouteObject[] = [
  { path: '/schedule', element: <PlaceholderPage title="Agenda" /> },
  { path: '/schedule/:datetime/timeline', element: <PlaceholderPage title="Tijdlijn" /> },
];
