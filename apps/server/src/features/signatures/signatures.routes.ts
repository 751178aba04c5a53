import {
  idParamSchema,
  jobIdParamsSchema,
  jobSignRequestSchema,
  SIGNATURE_MESSAGES,
  signatureEntrySchema,
  signatureListSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { listJobSignatures } from './list-job-signatures.ts';
import { readSignatureImage } from './read-signature-image.ts';
import { signJob } from './sign-job.ts';

/** The renter's signature at handover: recorded from the driver's phone, read back by staff. */
export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Agenda'];

  app.post(
    '/job.sign/:id',
    {
      config: { idempotent: true },
      schema: {
        tags,
        description:
          "The renter signs at a delivery or pickup ({id} e.g. delivery-12): the name, a PNG data URL of the drawn signature (at most 200 KB) and that the safety instructions were explained. Stored append-only with the time, the colleague and the terms version in force. A driver signs for today's jobs only.",
        params: jobIdParamsSchema,
        body: jobSignRequestSchema,
        response: { 200: signatureEntrySchema },
      },
    },
    async (request) => {
      const { userId, role } = requireAuth(request);
      return {
        entry: {
          model: await signJob({
            ctx: app.ctx,
            id: request.params.id,
            input: request.body,
            actor: { userId, role },
          }),
        },
      };
    },
  );

  app.get(
    '/job_signatures.list/:id',
    {
      schema: {
        tags,
        description:
          'The signatures given at one job ({id} e.g. delivery-12), oldest first, without their images (see job_signature.image).',
        params: jobIdParamsSchema,
        response: { 200: signatureListSchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { results: await listJobSignatures({ db: app.ctx.db, id: request.params.id }) };
    },
  );

  app.get(
    '/job_signature.image/:id',
    {
      schema: {
        tags,
        description: 'The image (PNG) of a recorded signature, for signed-in staff only.',
        params: idParamSchema,
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const ref = parseRecordRef(request.params.id);
      if (!ref || !('id' in ref)) throw notFound(SIGNATURE_MESSAGES.notFound);
      const { png, sha256 } = await readSignatureImage({ db: app.ctx.db, id: ref.id });
      return reply
        .header('Content-Type', 'image/png')
        .header('Content-Disposition', `inline; filename="handtekening-${ref.id}.png"`)
        .header('Cache-Control', 'private, no-store')
        .header('ETag', `"${sha256}"`)
        .send(png);
    },
  );
};
