import type { RouteObject } from 'react-router';

/**
 * The agenda: the week of deliveries and pickups and a day's timeline with the driver's route,
 * mounted by src/app/router.tsx inside the auth guard and the logged-in layout.
 */
export const scheduleRoutes: RouteObject[] = [
  {
    path: '/schedule',
    lazy: async () => ({ Component: (await import('./pages/schedule-page')).SchedulePage }),
  },
  {
    path: '/schedule/:datetime/timeline',
    lazy: async () => ({ Component: (await import('./pages/timeline-page')).TimelinePage }),
  },
];
