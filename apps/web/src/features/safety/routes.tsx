import type { RouteObject } from 'react-router';

/** The safety register's own screen (inspections due), under Artikelen; mounted by src/app/router.tsx. */
export const safetyRoutes: RouteObject[] = [
  {
    path: '/items/inspections',
    lazy: async () => ({ Component: (await import('./pages/inspections-page')).InspectionsPage }),
  },
];
