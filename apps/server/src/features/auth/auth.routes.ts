import {
  checkSessionResponseSchema,
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginSecondStepRequestSchema,
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
import { findChallengedUser } from '../two-step/verify-second-step.ts';
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
      schema: {
        tags,
        description:
          'Signs in. For a person with two-step sign-in on, a right password answers `second_step_required` with a challenge for /auth/login.second_step instead of a session.',
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    (request) => {
      const { username, password } = request.body;
      const attempt = () => auth.login(username, password);
      // Only a whole sign-in clears the failures; a right password before the code step does not.
      const clearsFailures = (result: Awaited<ReturnType<typeof attempt>>) => 'authorization' in result;
      return loginProtection
        ? loginProtection.guard(username, request.ip, attempt, { clearsFailures })
        : attempt();
    },
  );

  app.post(
    '/auth/login.second_step',
    {
      config: { public: true, ...ipRateLimit(limits) },
      schema: {
        tags,
        description:
          'The second step of a sign-in: the challenge from /auth/login with a code from the authenticator app, or a recovery code (each works once). Counted by the sign-in protection like a password.',
        body: loginSecondStepRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { challenge, code, recovery_code } = request.body;
      const user = await findChallengedUser(app.ctx, challenge);
      const attempt = () => auth.loginSecondStep(user, { code, recovery_code });
      return loginProtection ? loginProtection.guard(user.username, request.ip, attempt) : attempt();
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
