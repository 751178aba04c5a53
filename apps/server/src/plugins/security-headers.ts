import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame options, …) on every response. The
 * headers are worked out once at start: @fastify/helmet builds helmet's middleware anew on each
 * request, parsing the CSP directives every time, which was about a tenth of the CPU of a small
 * API call. With static options (no per-request nonces or directive functions) the headers are
 * the same for every response, so they are set from one plain object.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
  const headers = helmetHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

/** The headers helmet sets for `options`, by lower-case name. */
export const helmetHeadersOf = (options: Readonly<HelmetOptions>): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
};
