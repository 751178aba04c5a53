/** Signing in: sessions, access and refresh tokens, password links, the sign-in protection. */
export { issuePasswordLink, revokeSessionsOf, voidPasswordLinksOf } from './account-logins.ts';
export { authRoutes } from './auth.routes.ts';
export { readBearer } from './read-bearer.ts';
export { newOpaqueToken } from './tokens.ts';
