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
import { requireAuth } from '../../plugins/auth.ts';
import { accountRateLimit, ipRateLimit } from '../rate-limits/index.ts';
import { findChallengedUser } from '../two-step/index.ts';
import { login } from './login.ts';
import { createLoginProtection } from './login-protection.ts';
import { loginSecondStep } from './login-second-step.ts';
import { logout } from './logout.ts';
import { readBearer } from './read-bearer.ts';
import { refreshSession } from './refresh-session.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { updatePassword } from './update-password.ts';
import { verifyResetToken } from './verify-reset-token.ts';
import { viewCurrentUser } from './view-current-user.ts';

const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limits = ctx.config.rateLimitDisabled ? null : app;
  const loginProtection = limits ? createLoginProtection(ctx.db) : null;
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
      const attempt = () => login({ ctx, username, password });
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
      const user = await findChallengedUser(ctx, challenge);
      const attempt = () => loginSecondStep({ ctx, user, proof: { code, recovery_code } });
      return loginProtection ? loginProtection.guard(user.username, request.ip, attempt) : attempt();
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { public: true },
      schema: { tags, body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
    },
    (request) => refreshSession({ ctx, refreshToken: request.body.refresh_token }),
  );

  app.get(
    '/auth/check-session',
    { schema: { tags, response: { 200: checkSessionResponseSchema } } },
    (request) => viewCurrentUser({ ctx, userId: requireAuth(request).userId }),
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
      const claims = await readBearer(request, ctx);
      await logout({ ctx, sessionId: claims?.sessionId ?? null, refreshToken: request.body?.refresh_token });
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
    (request) => requestPasswordReset({ ctx, email: request.body.email_address }),
  );

  app.post(
    '/token.verify',
    {
      config: { public: true, ...ipRateLimit(limits) },
      schema: { tags, body: tokenVerifyRequestSchema, response: { 200: tokenVerifyResponseSchema } },
    },
    (request) => verifyResetToken({ ctx, token: request.body.token }),
  );

  app.post(
    '/password.update',
    {
      config: { public: true, ...ipRateLimit(limits) },
      schema: { tags, body: passwordUpdateRequestSchema, response: { 200: passwordUpdateResponseSchema } },
    },
    (request) => updatePassword({ ctx, token: request.body.token, password: request.body.password }),
  );
};
