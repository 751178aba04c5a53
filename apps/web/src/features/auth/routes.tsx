import type { RouteObject } from 'react-router';
import { AuthLayout } from './auth-layout';
import { RedirectIfAuthenticated } from './guards';
import { LoginPage } from './pages/login-page';

/**
 * Public screens: /login, /passwords/new and the reset page (/passwords/:token[/edit]). The sign-in
 * page is part of the first download (it is where every visit starts); the password pages load lazily.
 */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { element: <RedirectIfAuthenticated />, children: [{ path: 'login', element: <LoginPage /> }] },
      {
        path: 'passwords/new',
        lazy: async () => ({
          Component: (await import('./pages/password-request-page')).PasswordRequestPage,
        }),
      },
      {
        path: 'passwords/:token',
        lazy: async () => ({ Component: (await import('./pages/password-reset-page')).PasswordResetPage }),
      },
      {
        path: 'passwords/:token/edit',
        lazy: async () => ({ Component: (await import('./pages/password-reset-page')).PasswordResetPage }),
      },
    ],
  },
];
