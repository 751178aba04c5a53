import type { RouteObject } from 'react-router';

/** Rapportage: revenue, utilisation per article and top customers over a period (owner). */
export const reportRoutes: RouteObject[] = [
  {
    path: '/rapportage',
    lazy: async () => ({ Component: (await import('./pages/reports-page')).ReportsPage }),
  },
];
