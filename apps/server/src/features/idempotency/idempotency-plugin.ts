import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  createIdempotencyService,
  fingerprintOf,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
} from './idempotency.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates something and honours an `Idempotency-Key` header: a repeat with the
     * same key and body answers the first answer again instead of making a second record.
     * Only for JSON routes (the fingerprint is taken from the parsed body).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: IdempotencyState | null;
  }
}

type IdempotencyState = {
  key: string;
  fingerprint: string;
  userId: number;
  /** Set while this request holds the key; cleared once its answer is stored or the key released. */
  claim: string | null;
  replayed: boolean;
};

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Validates the header (a Dutch 422) and documents it in the OpenAPI document. */
const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES.invalidKey)
    .optional()
    .meta({
      description:
        'Eigen sleutel per inzending (bijv. een uuid). Dezelfde sleutel met dezelfde inhoud binnen 24 uur geeft het eerste antwoord opnieuw (kop Idempotent-Replayed: true) zonder iets opnieuw aan te maken; met andere inhoud een 422.',
    }),
});

/**
 * Idempotency of create requests for every route with `config: { idempotent: true }` (hooks of
 * those routes only):
 * - preValidation: the fingerprint of the request as sent (method, route, parameters, body);
 * - preHandler (after the schema and the input guard, so a refused input claims nothing): claim
 *   the key, or replay the stored answer, or wait for a repeat's first request;
 * - onSend: store the answer (before it leaves, so no client sees an answer that was not kept)
 *   or release the key (5xx, 409, 429). First among the route's onSend hooks, before the
 *   compression, so it sees the JSON text.
 */
export const registerIdempotency = (app: FastifyInstance, ctx: AppContext) => {
  const service = createIdempotencyService(ctx);
  app.decorateRequest('idempotency', null);

  const takeFingerprint = async (request: FastifyRequest) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return;
    request.idempotency = {
      key,
      fingerprint: fingerprintOf({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params,
        query: request.query,
        body: request.body,
      }),
      userId: request.auth?.userId ?? 0,
      claim: null,
      replayed: false,
    };
  };

  const claimOrReplay = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = request.idempotency;
    if (!state) return;
    const outcome = await service.acquire(state);
    if (outcome.kind === 'run') {
      state.claim = outcome.claim;
      return;
    }
    state.replayed = true;
    reply.code(outcome.status);
    if (outcome.contentType) reply.header('content-type', outcome.contentType);
    return reply.send(outcome.body);
  };

  const storeOrRelease = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const state = request.idempotency;
    if (!state) return payload;
    if (state.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    await finishClaim(request, reply, typeof payload === 'string' ? payload : null);
    return payload;
  };

  const finishClaim = async (request: FastifyRequest, reply: FastifyReply, body: string | null) => {
    const state = request.idempotency;
    if (!state?.claim) return;
    const claim = state.claim;
    state.claim = null;
    const contentType = reply.getHeader('content-type');
    await service.finish(
      { userId: state.userId, key: state.key, claim },
      body === null
        ? null
        : {
            status: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body,
          },
    );
  };

  // Hooks of the flagged routes only, so every other request pays nothing. Route-level hooks run
  // after the app-level ones (auth, the input guard); the onSend goes first among the route's own,
  // ahead of @fastify/compress's, so it stores the JSON text.
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const schema = (route.schema ?? {}) as { consumes?: string[]; headers?: unknown };
    if (schema.consumes?.some((type) => type.startsWith('multipart/'))) {
      throw new Error(`${route.url}: idempotent routes take JSON; a multipart body has no fingerprint here.`);
    }
    route.schema = { ...schema, headers: idempotencyHeadersSchema };
    route.preValidation = [...listOf(route.preValidation), takeFingerprint] as typeof route.preValidation;
    route.preHandler = [...listOf(route.preHandler), claimOrReplay] as typeof route.preHandler;
    route.onSend = [storeOrRelease, ...listOf(route.onSend)] as typeof route.onSend;
    // A request that ended without onSend (never expected) still gives its key free.
    route.onResponse = [
      ...listOf(route.onResponse),
      (request: FastifyRequest, reply: FastifyReply) => finishClaim(request, reply, null),
    ] as typeof route.onResponse;
  });
};

const listOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
