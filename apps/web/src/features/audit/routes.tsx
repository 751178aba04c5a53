import type { RouteObject } from 'react-router';

/** The whole change history, under Instellingen; mounted by src/app/router.tsx. */
export const auditRoutes: RouteObject[] = [
  {
    path: '/settings/history',
    lazy: async () => ({ Component: (await import('./audit-log-page')).AuditLogPage }),
  },
];
