import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Edit only this list: replace a placeholder with your page, e.g.
 *   { path: '/items', element: <ItemsPage /> }
 * or split the bundle with
 *   { path: '/items', lazy: async () => ({ Component: (await import('./pages/x-page')).ItemsPage }) }
 */
export const itemRoutes: RouteObject[] = [
  { path: '/items', element: <PlaceholderPage title="Artikelen" /> },
  { path: '/items/new', element: <PlaceholderPage title="Artikel toevoegen" /> },
  { path: '/items/categories/new', element: <PlaceholderPage title="Categorie toevoegen" /> },
  { path: '/items/:itemId', element: <PlaceholderPage title="Artikel" /> },
  { path: '/items/:itemId/edit', element: <PlaceholderPage title="Bewerk artikel" /> },
  { path: '/items/:itemId/unit/new', element: <PlaceholderPage title="Voorraad toevoegen" /> },
  { path: '/items/:itemId/unit/:unitId', element: <PlaceholderPage title="Voorraad" /> },
];
