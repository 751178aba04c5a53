import type { RouteObject } from 'react-router';
import { AuthLayout } from './auth-layout';
import { RedirectIfAuthenticated } from './guards';
import { LoginPage } from './pages/login-page';
import { PasswordRequestPage } from './pages/password-request-page';

/**
 * Public screens: /login, /passwords/new and the reset page (/passwords/:token[/edit]). The sign-in
 * page and the request page one tap from it are part of the first download (every visit starts
 * there); the reset page, opened from a mail, loads lazily.
 */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { element: <RedirectIfAuthenticated />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: 'passwords/new', element: <PasswordRequestPage /> },
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
