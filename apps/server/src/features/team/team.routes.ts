import {
  teamMemberEntrySchema,
  twoStepMessageResponseSchema,
  userIdParamsSchema,
  userInviteRequestSchema,
  usersViewResponseSchema,
  userUpdateRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { inviteUser } from './invite-user.ts';
import { listTeam } from './list-team.ts';
import { reinviteUser } from './reinvite-user.ts';
import { resetTwoStep } from './reset-two-step.ts';
import { updateUser } from './update-user.ts';

/** Colleagues. Owner only: see features/team/route-access.ts. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Team'];

  app.get(
    '/users.view',
    {
      schema: {
        tags,
        description: 'Every colleague with role and status.',
        response: { 200: usersViewResponseSchema },
      },
    },
    () => listTeam({ ctx: app.ctx }),
  );

  app.post(
    '/user.invite',
    {
      config: { idempotent: true },
      schema: {
        tags,
        description: 'Adds a colleague and mails an invitation link to choose a password (valid 7 days).',
        body: userInviteRequestSchema,
        response: { 200: teamMemberEntrySchema },
      },
    },
    async (request) => ({
      entry: {
        model: await inviteUser({
          ctx: app.ctx,
          input: request.body,
          invitedById: requireAuth(request).userId,
        }),
      },
    }),
  );

  app.post(
    '/user.reinvite/:id',
    {
      schema: {
        tags,
        description:
          'Sends a new invitation to a colleague who has not signed in yet; older links stop working.',
        params: userIdParamsSchema,
        response: { 200: teamMemberEntrySchema },
      },
    },
    async (request) => ({
      entry: {
        model: await reinviteUser({
          ctx: app.ctx,
          id: request.params.id,
          actingUserId: requireAuth(request).userId,
        }),
      },
    }),
  );

  app.patch(
    '/user.update/:id',
    {
      schema: {
        tags,
        description:
          'Changes role and/or active. Deactivating ends every login of that person at once; the last active owner stays.',
        params: userIdParamsSchema,
        body: userUpdateRequestSchema,
        response: { 200: teamMemberEntrySchema },
      },
    },
    async (request) => ({
      entry: {
        model: await updateUser({
          ctx: app.ctx,
          id: request.params.id,
          patch: request.body,
          actingUserId: requireAuth(request).userId,
        }),
      },
    }),
  );

  app.post(
    '/user.two_step_reset/:id',
    {
      schema: {
        // Listed under Two-step in the API reference, with the other two-step operations.
        tags: ['Two-step'],
        description: "Owner only: removes a colleague's second step and ends their logins.",
        params: userIdParamsSchema,
        response: { 200: twoStepMessageResponseSchema },
      },
    },
    (request) =>
      resetTwoStep({ ctx: app.ctx, id: request.params.id, actingUserId: requireAuth(request).userId }),
  );
};
