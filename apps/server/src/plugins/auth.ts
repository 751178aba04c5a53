import { AUTH_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { verifyAccessToken } from '../features/auth/tokens.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a bearer token (login, password reset, health). */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: { userId: number; sessionId: string } | null;
  }
}

/**
 * Every /api route refuses a request without a valid bearer token, unless the route says
 * `config: { public: true }`. The session is checked on each request, so ending a login
 * (logout, password change, refresh-token reuse) takes effect at once.
 */
export const registerAuth = (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || isPublic(request)) return;
    request.auth = await authenticate(request, ctx);
  });
};

// The API reference page and its static files are public, like the OpenAPI document.
const isPublic = (request: FastifyRequest) =>
  request.routeOptions.config?.public === true ||
  request.url === '/api/docs' ||
  request.url.startsWith('/api/docs/');

const authenticate = async (request: FastifyRequest, ctx: AppContext) => {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await verifyAccessToken(token, ctx.config.jwtSecret) : null;
  if (!claims) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  const session = await ctx.db
    .selectFrom('auth_sessions')
    .select(['revoked_at'])
    .where('id', '=', claims.sessionId)
    .executeTakeFirst();
  if (!session || session.revoked_at) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  return claims;
};

/** For handlers of protected routes: the signed-in user. */
export const requireAuth = (request: FastifyRequest) => {
  if (!request.auth) throw new AppError('unauthenticated', AUTH_MESSAGES.unauthenticated);
  return request.auth;
};
