import {
  twoStepConfirmRequestSchema,
  twoStepConfirmResponseSchema,
  twoStepDisableRequestSchema,
  twoStepMessageResponseSchema,
  twoStepSetupResponseSchema,
  twoStepStatusResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { accountRateLimit } from '../rate-limits/index.ts';
import { confirmTwoStepSetup } from './confirm-setup.ts';
import { disableTwoStep } from './disable-two-step.ts';
import { startTwoStepSetup } from './start-setup.ts';
import { createTwoStepRepository } from './two-step.repository.ts';

/**
 * Two-step sign-in. Everyone signed in manages their own second step; an owner
 * resets a colleague's (route-access.ts). The code step of the sign-in is in auth.routes.ts.
 */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Two-step'];
  const limits = app.ctx.config.rateLimitDisabled ? null : app;
  // Codes and passwords typed on these routes: 10 tries per 15 minutes per person.
  const perPerson = accountRateLimit(limits, (r) => String(r.auth?.userId ?? ''), 'two_step_manage');

  app.get(
    '/two_step.view',
    {
      schema: {
        tags,
        description: 'Whether my two-step sign-in is on.',
        response: { 200: twoStepStatusResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const repo = createTwoStepRepository(app.ctx.db);
      const row = await repo.find(userId);
      const enabled = Boolean(row?.enabled_at);
      return {
        entry: {
          enabled,
          enabled_at: row?.enabled_at ?? null,
          recovery_codes_left: enabled ? await repo.countUnusedRecoveryCodes(userId) : 0,
        },
      };
    },
  );

  app.post(
    '/two_step.setup',
    {
      schema: {
        tags,
        description:
          'Starts setting up two-step sign-in: a new secret (as QR code, otpauth URI and text), not yet on until confirmed.',
        response: { 200: twoStepSetupResponseSchema },
      },
    },
    async (request) => ({
      entry: await startTwoStepSetup({ ctx: app.ctx, userId: requireAuth(request).userId }),
    }),
  );

  app.post(
    '/two_step.confirm',
    {
      preHandler: perPerson,
      schema: {
        tags,
        description:
          'Turns two-step sign-in on with a code from the app; answers the ten recovery codes, once.',
        body: twoStepConfirmRequestSchema,
        response: { 200: twoStepConfirmResponseSchema },
      },
    },
    async (request) => ({
      entry: await confirmTwoStepSetup({
        ctx: app.ctx,
        userId: requireAuth(request).userId,
        code: request.body.code,
      }),
    }),
  );

  app.post(
    '/two_step.disable',
    {
      preHandler: perPerson,
      schema: {
        tags,
        description: 'Turns my two-step sign-in off, with a current code or my password.',
        body: twoStepDisableRequestSchema,
        response: { 200: twoStepMessageResponseSchema },
      },
    },
    (request) => disableTwoStep({ ctx: app.ctx, userId: requireAuth(request).userId, proof: request.body }),
  );
};
