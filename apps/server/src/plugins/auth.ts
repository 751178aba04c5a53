import { AUTH_MESSAGES, type Role } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export type RequestAuth = NonNullable<FastifyRequest['auth']>;

/**
 * Every /api route refuses a request without a valid bearer token, unless the route says
 * `config: { public: true }`. `readBearer` (the auth feature's, handed in by app.ts) looks the
 * session up on each request, so ending a login (logout, password change, refresh-token reuse,
 * deactivation) takes effect at once. The role check runs as the next onRequest hook (the team
 * feature's role table), so a refused request changes nothing.
 */
export const registerAuth = (
  app: FastifyInstance,
  readBearer: (request: FastifyRequest) => Promise<RequestAuth | null>,
) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request) || isPublic(request)) return;
    const claims = await readBearer(request);
    if (!claims) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
    request.auth = claims;
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

/** For handlers of protected routes: the signed-in user. */
export const requireAuth = (request: FastifyRequest) => {
  if (!request.auth) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  return request.auth;
};
