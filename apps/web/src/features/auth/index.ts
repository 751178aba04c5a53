/** Signing in: the guards of the route tree, the session check, signing out. */
export { authApi, CHECK_SESSION_QUERY_KEY } from './auth-api';
export { RedirectIfAuthenticated, RequireAuth } from './guards';
export { useMayOpen } from './use-may-open';
export { useSignOut } from './use-sign-out';
