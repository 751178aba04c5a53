import type { RouteObject } from 'react-router';

/** Vandaag: the owner's and office's start page after signing in. */
export const dashboardRoutes: RouteObject[] = [
  { path: '/vandaag', lazy: async () => ({ Component: (await import('./pages/today-page')).TodayPage }) },
];
