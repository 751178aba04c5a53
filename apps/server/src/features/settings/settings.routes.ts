import { settingsMapSchema, settingsSetRequestSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { saveSettings } from './save-settings.ts';
import { assertMaySetSettings } from './settings-access.ts';
import { viewSettings } from './view-settings.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Settings'];

  app.get(
    '/settings.get',
    {
      schema: {
        tags,
        description: 'The settings map (every key, defaults filled in). Money in euro cents.',
        response: { 200: settingsMapSchema },
      },
    },
    () => viewSettings({ ctx: app.ctx }),
  );

  app.post(
    '/settings.set',
    {
      // Each value is checked for control characters by its schema or, for the number template,
      // by the template rules with their own Dutch message (see plugins/input-guard.ts).
      config: { checksControlCharacters: true },
      schema: {
        tags,
        description:
          'Saves any subset of the settings map in one transaction (all or nothing); answers the full map.',
        body: settingsSetRequestSchema,
        response: { 200: settingsMapSchema },
      },
    },
    (request) => {
      assertMaySetSettings(requireAuth(request).role, Object.keys(request.body));
      return saveSettings({ ctx: app.ctx, patch: request.body });
    },
  );
};
