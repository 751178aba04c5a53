import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseError } from '../db/database-errors.ts';
import { AppError } from '../lib/app-error.ts';
import { isMultipartParseError, MULTIPART_MESSAGE } from '../lib/multipart.ts';

const GENERIC_BY_STATUS: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'Het verzoek is ongeldig.' },
  401: { code: 'unauthenticated', message: 'Je bent niet (meer) ingelogd. Log opnieuw in.' },
  403: { code: 'forbidden', message: 'Je hebt geen toegang tot deze gegevens.' },
  404: { code: 'not_found', message: 'Niet gevonden.' },
  405: { code: 'method_not_allowed', message: 'Deze methode is hier niet toegestaan.' },
  406: { code: 'not_acceptable', message: 'Dit antwoordformaat wordt niet ondersteund.' },
  413: { code: 'payload_too_large', message: 'Het bestand of verzoek is te groot.' },
  414: { code: 'uri_too_long', message: 'Het adres van het verzoek is te lang.' },
  415: { code: 'unsupported_media_type', message: 'Dit type inhoud wordt niet ondersteund.' },
  429: { code: 'too_many_requests', message: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.' },
};

/** Turns every error into `{message, code, errors?}` with a Dutch message; never a stack trace. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const list = errors[key] ?? [];
        list.push(issue.message ?? 'Ongeldige waarde');
        errors[key] = list;
      }
      const first = Object.values(errors)[0]?.[0];
      return reply.status(422).send({
        message: first ? `De invoer is ongeldig: ${first}` : 'De invoer is ongeldig.',
        code: 'validation_failed',
        errors,
      });
    }
    const refusal = classifyDatabaseError(error);
    if (refusal) {
      request.log.warn({ err: error }, 'database weigerde de invoer');
      if (refusal.status === 503) reply.header('retry-after', '2');
      return reply.status(refusal.status).send({ message: refusal.message, code: refusal.code });
    }
    if (isMultipartParseError(error)) {
      request.log.info({ err: error }, 'onleesbaar multipart-formulier');
      return reply.status(400).send({ message: MULTIPART_MESSAGE, code: 'bad_request' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'antwoord voldoet niet aan het contract');
      return reply.status(500).send({ message: 'Er ging iets mis op de server.', code: 'internal_error' });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'onverwachte fout');
      return reply.status(500).send({ message: 'Er ging iets mis op de server.', code: 'internal_error' });
    }
    const generic = GENERIC_BY_STATUS[status] ?? { code: 'bad_request', message: 'Het verzoek is ongeldig.' };
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(400)
        .send({ message: 'De verzonden gegevens zijn geen geldige JSON.', code: 'bad_request' });
    }
    return reply.status(status).send(generic);
  });
};

/**
 * Errors the router raises before any route or error handler runs (a path segment that is no
 * valid percent-encoding, a parameter longer than maxParamLength): Fastify's own answer would be
 * English. Passed as the `frameworkErrors` option of Fastify.
 */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const generic = GENERIC_BY_STATUS[status] ?? { code: 'bad_request', message: 'Het verzoek is ongeldig.' };
  return reply.status(status).header('cache-control', 'no-store').send(generic);
};
