import type { RouteObject } from 'react-router';
import { AuthLayout } from './auth-layout';
import { RedirectIfAuthenticated } from './guards';
import { LoginPage } from './pages/login-page';
import { PasswordRequestPage } from './pages/password-request-page';
import { PasswordResetPage } from './pages/password-reset-page';

/** Public screens: /login, /passwords/new and the reset page (/passwords/:token[/edit]). */
export const authRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { element: <RedirectIfAuthenticated />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: 'passwords/new', element: <PasswordRequestPage /> },
      { path: 'passwords/:token', element: <PasswordResetPage /> },
      { path: 'passwords/:token/edit', element: <PasswordResetPage /> },
    ],
  },
];
