import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Edit only this list: replace a placeholder with your page, e.g.
 *   { path: '/discounts', element: <DiscountsPage /> }
 * or split the bundle with
 *   { path: '/discounts', lazy: async () => ({ Component: (await import('./pages/x-page')).DiscountsPage }) }
 */
export const discountRoutes: RouteObject[] = [
  { path: '/discounts', element: <PlaceholderPage title="Kortingsacties" /> },
  { path: '/discounts/new', element: <PlaceholderPage title="Kortingsactie toevoegen" /> },
  { path: '/discounts/:discountId/edit', element: <PlaceholderPage title="Bewerk kortingsactie" /> },
  { path: '/discounts/promotions/new', element: <PlaceholderPage title="Promotie toevoegen" /> },
  { path: '/discounts/promotions/:promotionId/edit', element: <PlaceholderPage title="Bewerk promotie" /> },
];
