import type { RouteObject } from 'react-router';

/** What is still to be paid, under Facturen; mounted by src/app/router.tsx. */
export const paymentRoutes: RouteObject[] = [
  {
    path: '/sales_invoices/outstanding',
    lazy: async () => ({
      Component: (await import('./pages/outstanding-page')).OutstandingPage,
    }),
  },
];
