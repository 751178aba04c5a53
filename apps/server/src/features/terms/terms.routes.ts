import { TERMS_MESSAGES, termsVersionEntrySchema, termsViewQuerySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { readCurrentTerms } from './read-current-terms.ts';
import { readTermsVersion } from './read-terms-version.ts';

/** The rental terms for staff screens (the driver shows them to the renter before signing). */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms.view',
    {
      schema: {
        tags: ['Instellingen'],
        description:
          'The rental terms (Huurvoorwaarden): the current version, or with ?version=N the version an acceptance recorded.',
        querystring: termsViewQuerySchema,
        response: { 200: termsVersionEntrySchema },
      },
    },
    async (request) => {
      const { version } = request.query;
      const model =
        version === undefined
          ? await readCurrentTerms({ db: app.ctx.db })
          : await readTermsVersion({ db: app.ctx.db, number: version });
      if (!model) throw notFound(TERMS_MESSAGES.versionNotFound);
      return { entry: { model } };
    },
  );
};
