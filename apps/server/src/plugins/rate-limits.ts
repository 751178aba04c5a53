import { AUTH_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const WINDOW_MS = 15 * 60 * 1000;
const PER_IP_MAX = 30;
const PER_ACCOUNT_MAX = 10;
const MAX_TRACKED_ACCOUNTS = 50_000;

const tooMany = () => ({
  statusCode: 429,
  code: 'too_many_requests',
  message: AUTH_MESSAGES.tooManyRequests,
});

/** Route config that limits requests per client IP (login and reset routes), via @fastify/rate-limit. */
export const ipRateLimit = (app: FastifyInstance | null) =>
  app ? { rateLimit: { max: PER_IP_MAX, timeWindow: WINDOW_MS, errorResponseBuilder: tooMany } } : {};

/**
 * A preHandler limiting attempts per account whatever IP they come from. @fastify/rate-limit
 * runs only one limiter per request, so this second dimension is a small fixed-window counter
 * of its own; the map is bounded so a flood of made-up names cannot grow memory without end.
 */
export const accountRateLimit = (
  app: FastifyInstance | null,
  keyOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler | [] => {
  if (!app) return [];
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (request) => {
    const key = keyOf(request);
    if (!key) return;
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size >= MAX_TRACKED_ACCOUNTS) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        if (windows.size >= MAX_TRACKED_ACCOUNTS) windows.clear();
      }
      entry = { count: 0, resetAt: now + WINDOW_MS };
      windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > PER_ACCOUNT_MAX) throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyRequests);
  };
};
