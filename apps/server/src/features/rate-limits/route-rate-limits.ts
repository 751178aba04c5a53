import { AUTH_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiterKysely } from './rate-limiter-kysely.ts';

const WINDOW_MS = 15 * 60 * 1000;
const PER_IP_MAX = 30;
const PER_ACCOUNT_MAX = 10;

const tooMany = () => ({
  statusCode: 429,
  code: 'too_many_requests',
  message: AUTH_MESSAGES.tooManyRequests,
});

/**
 * Route config that limits requests per client IP (login, reset, token and password routes), via
 * @fastify/rate-limit: a flood brake in each process's memory. Sign-in itself is guarded by
 * features/auth/login-protection.ts, whose counters live in the database.
 */
export const ipRateLimit = (app: FastifyInstance | null) =>
  app ? { rateLimit: { max: PER_IP_MAX, timeWindow: WINDOW_MS, errorResponseBuilder: tooMany } } : {};

/**
 * A preHandler limiting requests per account whatever IP they come from (password reset mails: 10
 * per 15 minutes per address). Counted by rate-limiter-flexible in the database (table
 * rate_limits), so the counts hold across restarts and processes and cannot be wiped by filling
 * them with made-up names; ended windows are cleaned up as they go.
 */
export const accountRateLimit = (
  app: FastifyInstance | null,
  keyOf: (request: FastifyRequest) => string,
  keyPrefix = 'account',
): preHandlerAsyncHookHandler | [] => {
  if (!app) return [];
  const limiter = new RateLimiterKysely({
    db: app.ctx.db,
    keyPrefix,
    points: PER_ACCOUNT_MAX,
    duration: WINDOW_MS / 1000,
  });
  return async (request) => {
    const key = keyOf(request);
    if (!key) return;
    try {
      await limiter.consume(key);
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyRequests, undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil(rejected.msBeforeNext / 1000)),
      });
    }
  };
};
