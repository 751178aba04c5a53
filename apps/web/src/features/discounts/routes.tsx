import type { RouteObject } from 'react-router';

/**
 * Routes of the discounts feature (kortingsacties and promotion codes), mounted by
 * src/app/router.tsx inside the auth guard and the logged-in layout; pages load lazily.
 */
export const discountRoutes: RouteObject[] = [
  {
    path: '/discounts',
    lazy: async () => ({ Component: (await import('./pages/discounts-page')).DiscountsPage }),
  },
  {
    path: '/discounts/new',
    lazy: async () => ({ Component: (await import('./pages/discount-form-page')).DiscountFormPage }),
  },
  {
    path: '/discounts/:discountId/edit',
    lazy: async () => ({ Component: (await import('./pages/discount-form-page')).DiscountFormPage }),
  },
  {
    path: '/discounts/promotions/new',
    lazy: async () => ({ Component: (await import('./pages/promotion-form-page')).PromotionFormPage }),
  },
  {
    path: '/discounts/promotions/:promotionId/edit',
    lazy: async () => ({ Component: (await import('./pages/promotion-form-page')).PromotionFormPage }),
  },
];
