import type { RouteObject } from 'react-router';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Pages load lazily.
 */
export const orderRoutes: RouteObject[] = [
  { path: '/orders', lazy: async () => ({ Component: (await import('./pages/orders-page')).OrdersPage }) },
  {
    path: '/orders/new',
    lazy: async () => ({ Component: (await import('./pages/order-new-page')).OrderNewPage }),
  },
  {
    path: '/orders/:orderId/edit',
    lazy: async () => ({ Component: (await import('./pages/order-edit-page')).OrderEditPage }),
  },
  {
    path: '/orders/:orderId',
    lazy: async () => ({ Component: (await import('./pages/order-detail-page')).OrderDetailPage }),
  },
];
