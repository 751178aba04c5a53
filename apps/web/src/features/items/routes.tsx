import type { RouteObject } from 'react-router';

/**
 * Routes of the items feature (articles, categories, stock units), mounted by src/app/router.tsx
 * inside the auth guard and the logged-in layout; pages load lazily as one chunk each.
 */
export const itemRoutes: RouteObject[] = [
  {
    path: '/items',
    lazy: async () => ({ Component: (await import('./pages/items-list-page')).ItemsListPage }),
  },
  {
    path: '/items/new',
    lazy: async () => ({ Component: (await import('./pages/item-form-page')).ItemFormPage }),
  },
  {
    path: '/items/categories/new',
    lazy: async () => ({ Component: (await import('./pages/category-new-page')).CategoryNewPage }),
  },
  {
    path: '/items/:itemId',
    lazy: async () => ({ Component: (await import('./pages/item-detail-page')).ItemDetailPage }),
  },
  {
    path: '/items/:itemId/edit',
    lazy: async () => ({ Component: (await import('./pages/item-form-page')).ItemFormPage }),
  },
  {
    path: '/items/:itemId/unit/new',
    lazy: async () => ({ Component: (await import('./pages/unit-new-page')).UnitNewPage }),
  },
  {
    path: '/items/:itemId/unit/:unitId',
    lazy: async () => ({ Component: (await import('./pages/unit-detail-page')).UnitDetailPage }),
  },
];
