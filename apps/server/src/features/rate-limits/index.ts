/**
 * Rate limits: per client IP in each process's memory, and per account or address with counters
 * in the database (table rate_limits), so they hold across restarts and processes.
 */
export { RateLimiterKysely } from './rate-limiter-kysely.ts';
export { accountRateLimit, ipRateLimit } from './route-rate-limits.ts';
