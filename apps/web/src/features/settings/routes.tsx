import type { RouteObject } from 'react-router';
import { ONBOARDING_PATH } from './paths';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary).
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    lazy: async () => ({ Component: (await import('./pages/settings-hub-page')).SettingsHubPage }),
  },
  {
    path: '/settings/identities',
    lazy: async () => ({ Component: (await import('./pages/identity-page')).IdentityPage }),
  },
  {
    path: '/settings/numbering',
    lazy: async () => ({ Component: (await import('./pages/numbering-page')).NumberingPage }),
  },
  {
    path: '/settings/users',
    lazy: async () => ({ Component: (await import('./pages/users-page')).UsersPage }),
  },
  // Every role (also drivers): reached from the user menu, allowed in app/nav-items.ts.
  {
    path: '/account/two-step',
    lazy: async () => ({ Component: (await import('./pages/two-step-page')).TwoStepPage }),
  },
  {
    path: '/settings/fees',
    lazy: async () => ({ Component: (await import('./pages/fees-page')).FeesPage }),
  },
  {
    path: '/settings/prices',
    lazy: async () => ({ Component: (await import('./pages/prices-page')).PricesPage }),
  },
  {
    path: '/settings/payments',
    lazy: async () => ({ Component: (await import('./pages/payments-page')).PaymentsPage }),
  },
  {
    path: '/settings/inspections',
    lazy: async () => ({ Component: (await import('./pages/inspections-page')).InspectionsPage }),
  },
  {
    path: '/settings/online-booking',
    lazy: async () => ({ Component: (await import('./pages/online-booking-page')).OnlineBookingPage }),
  },
];

/** Logged-in routes rendered without the sidebar layout: the company details onboarding. */
export const settingsStandaloneRoutes: RouteObject[] = [
  {
    path: ONBOARDING_PATH,
    lazy: async () => ({ Component: (await import('./pages/onboarding-page')).OnboardingPage }),
  },
];
