import { AUTH_MESSAGES, type Role, TEAM_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { type AccessClaims, verifyAccessToken } from '../features/auth/tokens.ts';
import { accessOf, roleMayCall, toRole } from '../features/team/route-access.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a bearer token (login, password reset, health). */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: { userId: number; sessionId: string; role: Role } | null;
  }
}

/**
 * Every /api route refuses a request without a valid bearer token, unless the route says
 * `config: { public: true }`. The session is checked on each request, so ending a login
 * (logout, password change, refresh-token reuse, deactivation) takes effect at once. Then the
 * person's role must reach the route's line in the role table (features/team/route-access.ts):
 * a Dutch 403 before the handler runs, so nothing is changed.
 */
export const registerAuth = (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request) || isPublic(request)) return;
    request.auth = await authenticate(request, ctx);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = request.routeOptions.url;
    // An unmatched /api path is the not-found handler's to answer (404), for every role.
    if (route !== undefined && !roleMayCall(request.auth.role, accessOf(method, route))) {
      throw new AppError('forbidden', TEAM_MESSAGES.forbidden);
    }
  });
};

const isUnderApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Decided on the route the router matched, not on the raw URL: the router decodes the path
 * (`/%61pi/settings.get` reaches `/api/settings.get`), so a raw prefix test alone lets such a
 * request past. The raw URL still counts, so an unknown /api path also needs a token.
 */
const isApiRequest = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return isUnderApi(request.url) || (route !== undefined && isUnderApi(route));
};

// The API reference page and its static files are public, like the OpenAPI document.
const isPublic = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return (
    request.routeOptions.config?.public === true || route === '/api/docs' || route.startsWith('/api/docs/')
  );
};

/** The claims of a valid bearer token of a live login, or null. */
export const readBearer = async (request: FastifyRequest, ctx: AppContext) => {
  // The auth scheme is case-insensitive (RFC 9110 §11.1): `bearer x` is as good as `Bearer x`.
  const token = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const claims = token ? await verifyCached(token, ctx.config.jwtSecret) : null;
  if (!claims) return null;
  // The login itself is looked up on every request, so a revoked session (logout, password
  // change, an administrator's SQL) is refused at once; only the signature check is cached.
  const [session] = await findSessionState(ctx.db, claims.sessionId);
  if (!session || session.revoked_at || session.deactivated_at) return null;
  return { ...claims, role: toRole(session.role) };
};

// The role is read with the session on every request, so a changed role counts at once.
const findSessionState = preparedQuery((db, slot) =>
  db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['auth_sessions.revoked_at', 'users.role', 'users.deactivated_at'])
    .where('auth_sessions.id', '=', slot<string>(0)),
);

type Verified = { claims: AccessClaims; expiresAtMs: number };

const VERIFIED_CACHE_SIZE = 1000;
/** Per signing key (each app instance has its own), the tokens whose signature was verified. */
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>();

/**
 * An access token is the same string on every request of a login for its 15 minutes, and
 * checking its HMAC (WebCrypto, a round trip through the thread pool) cost more per request than
 * the contacts query itself. A token string that verified once verifies again until it expires,
 * so the outcome is kept (bounded, oldest first out) and only the expiry is checked again.
 */
const verifyCached = async (token: string, secret: Uint8Array): Promise<AccessClaims | null> => {
  let cache = verifiedBySecret.get(secret);
  if (!cache) {
    cache = new Map();
    verifiedBySecret.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAtMs) return hit.claims;
    cache.delete(token);
    return null;
  }
  const claims = await verifyAccessToken(token, secret);
  const exp = claims ? expiryOf(token) : null;
  if (claims && exp !== null) {
    cache.set(token, { claims, expiresAtMs: exp * 1000 });
    if (cache.size > VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return claims;
};

/** `exp` (seconds) of a token whose signature has just been verified. */
const expiryOf = (token: string): number | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
};

const authenticate = async (request: FastifyRequest, ctx: AppContext) => {
  const claims = await readBearer(request, ctx);
  if (!claims) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  return claims;
};

/** For handlers of protected routes: the signed-in user. */
export const requireAuth = (request: FastifyRequest) => {
  if (!request.auth) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  return request.auth;
};
