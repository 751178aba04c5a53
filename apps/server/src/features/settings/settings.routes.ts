import { settingsMapSchema, settingsSetRequestSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsService(app.ctx);
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
    () => settings.get(),
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
    (request) => settings.set(request.body),
  );
};
