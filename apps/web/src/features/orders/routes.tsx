import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Edit only this list: replace a placeholder with your page, e.g.
 *   { path: '/orders', element: <OrdersPage /> }
 * or split the bundle with
 *   { path: '/orders', lazy: async () => ({ Component: (await import('./pages/x-page')).OrdersPage }) }
 */
export const orderRoutes: RouteObject[] = [
  { path: '/orders', element: <PlaceholderPage title="Orders" /> },
  { path: '/orders/new', element: <PlaceholderPage title="Order toevoegen" /> },
  { path: '/orders/:orderId', element: <PlaceholderPage title="Order" /> },
];
