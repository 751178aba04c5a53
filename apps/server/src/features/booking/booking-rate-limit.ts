import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiterKysely } from '../rate-limits/index.ts';

const WINDOW_SECONDS = 15 * 60;

/** Per client address and 15 minutes; a customer browsing and booking stays far below these. */
export const BOOKING_RATE_LIMITS = { read: 600, quote: 200, create: 20 } as const;

export const BOOKING_TOO_MANY = 'Te veel verzoeken vanaf dit adres. Probeer het over een kwartier opnieuw.';

/**
 * A per-address limit on a public booking route, counted in the database (rate-limiter-flexible
 * on the rate_limits table, as the password-reset limit), so it holds over every process. Taken
 * on request, before the body is read or checked, so a flood of bad bodies counts too.
 */
export const bookingRateLimit = (
  app: FastifyInstance,
  kind: keyof typeof BOOKING_RATE_LIMITS,
): onRequestAsyncHookHandler | [] => {
  if (app.ctx.config.rateLimitDisabled) return [];
  const limiter = new RateLimiterKysely({
    db: app.ctx.db,
    keyPrefix: `booking_${kind}`,
    points: BOOKING_RATE_LIMITS[kind],
    duration: WINDOW_SECONDS,
  });
  return async (request) => {
    try {
      await limiter.consume(request.ip);
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      throw new AppError('too_many_requests', BOOKING_TOO_MANY, undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil(rejected.msBeforeNext / 1000)),
      });
    }
  };
};
