import {
  checkSessionResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  passwordUpdateRequestSchema,
  passwordUpdateResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  tokenVerifyRequestSchema,
  tokenVerifyResponseSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBearer, requireAuth } from '../../plugins/auth.ts';
import { accountRateLimit, ipRateLimit } from '../../plugins/rate-limits.ts';
import { createAuthService } from './auth.service.ts';
import { createLoginProtection } from './login-protection.ts';

const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.ctx);
  const limits = app.ctx.config.rateLimitDisabled ? null : app;
  const loginProtection = limits ? createLoginProtection(app.ctx.db) : null;
  const tags = ['Auth'];

  app.post(
    '/auth/login',
    {
      config: { public: true, ...ipRateLimit(limits) },
      schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    (request) => {
      const { username, password } = request.body;
      const attempt = () => auth.login(username, password);
      return loginProtection ? loginProtection.guard(username, request.ip, attempt) : attempt();
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { public: true },
      schema: { tags, body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
    },
    (request) => auth.refresh(request.body.refresh_token),
  );

  app.get(
    '/auth/check-session',
    { schema: { tags, response: { 200: checkSessionResponseSchema } } },
    (request) => auth.currentUser(requireAuth(request).userId),
  );

  // Public so that signing out also ends the login when the access token has just expired: the
  // refresh token in the body then names the login. Without either it answers 401.
  app.post(
    '/auth/logout',
    {
      config: { public: true },
      schema: { tags, body: logoutRequestSchema, response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      const claims = await readBearer(request, app.ctx);
      await auth.logout(claims?.sessionId ?? null, request.body?.refresh_token);
      return { ok: true as const };
    },
  );

  app.post(
    '/password.reset',
    {
      config: { public: true, ...ipRateLimit(limits) },
      preHandler: accountRateLimit(limits, bodyField('email_address'), 'password_reset_account'),
      schema: { tags, body: passwordResetRequestSchema, response: { 200: passwordResetResponseSchema } },
    },
    (request) => auth.requestPasswordReset(request.body.email_address),
  );

  app.post(
    '/token.verify',
    {
      config: { public: true, ...ipRateLimit(limits) },
      schema: { tags, body: tokenVerifyRequestSchema, response: { 200: tokenVerifyResponseSchema } },
    },
    (request) => auth.verifyResetToken(request.body.token),
  );

  app.post(
    '/password.update',
    {
      config: { public: true, ...ipRateLimit(limits) },
      schema: { tags, body: passwordUpdateRequestSchema, response: { 200: passwordUpdateResponseSchema } },
    },
    (request) => auth.updatePassword(request.body.token, request.body.password),
  );
};
