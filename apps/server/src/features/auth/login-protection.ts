import { AUTH_MESSAGES } from '@app/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiterKysely } from '../rate-limits/index.ts';

/**
 * Sign-in protection that nobody can turn into a lockout of someone else. rate-limiter-flexible's
 * documented "login endpoint protection" pattern, with counters in the database (RateLimiterKysely):
 * - wrong passwords in a row per account AND address: after 10 that pair waits 15 minutes; a
 *   correct password resets it. An attacker guessing from his address blocks only himself, so
 *   the account's owner, from any address without recent failures, still signs in;
 * - wrong passwords per address: 100 a day, then that address waits a day (slow brute force
 *   over many accounts from one place);
 * - wrong passwords per account from all addresses (a spread-out attack): never a block, only a
 *   growing pause before each further attempt on that account (at most 2 s), so guessing gets
 *   slow while the owner still gets in.
 * Unknown accounts count like known ones, so the answers tell nothing about which exist.
 */
export const LOGIN_PROTECTION = {
  failuresPerAccountAndAddress: 10,
  accountAndAddressBlockSeconds: 15 * 60,
  /** How long consecutive failures of a pair are remembered without a new one. */
  accountAndAddressMemorySeconds: 24 * 60 * 60,
  failuresPerAddressPerDay: 100,
  addressBlockSeconds: 24 * 60 * 60,
  /** Failures on one account (all addresses) within accountWindowSeconds before pauses begin. */
  accountSlowdownAfter: 10,
  accountWindowSeconds: 60 * 60,
  firstPauseMs: 250,
  maxPauseMs: 2000,
} as const;

/** The pause before an attempt on an account with this many recent failures: 250 ms doubling to 2 s. */
export const pauseBeforeAttemptMs = (accountFailures: number) => {
  const over = accountFailures - LOGIN_PROTECTION.accountSlowdownAfter;
  if (over < 0) return 0;
  return Math.min(LOGIN_PROTECTION.firstPauseMs * 2 ** Math.min(over, 10), LOGIN_PROTECTION.maxPauseMs);
};

/** Waiting, replaceable in tests (which assert the pause asked for, never elapsed time). */
export const loginClock = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

const tooMany = (msBeforeNext: number) =>
  new AppError('too_many_requests', AUTH_MESSAGES.tooManyRequests, undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

const isBlocked = (res: RateLimiterRes | null, limit: number) => res !== null && res.consumedPoints > limit;

export type LoginProtection = ReturnType<typeof createLoginProtection>;

export const createLoginProtection = (db: Db) => {
  const byAccountAndAddress = new RateLimiterKysely({
    db,
    keyPrefix: 'login_fail_account_ip',
    points: LOGIN_PROTECTION.failuresPerAccountAndAddress,
    duration: LOGIN_PROTECTION.accountAndAddressMemorySeconds,
    blockDuration: LOGIN_PROTECTION.accountAndAddressBlockSeconds,
  });
  const byAddress = new RateLimiterKysely({
    db,
    keyPrefix: 'login_fail_ip_per_day',
    points: LOGIN_PROTECTION.failuresPerAddressPerDay,
    duration: 24 * 60 * 60,
    blockDuration: LOGIN_PROTECTION.addressBlockSeconds,
  });
  const byAccount = new RateLimiterKysely({
    db,
    keyPrefix: 'login_fail_account',
    // Counted only (penalty), never consumed against a limit: no block for the account as a whole.
    points: Number.MAX_SAFE_INTEGER,
    duration: LOGIN_PROTECTION.accountWindowSeconds,
  });

  return {
    /**
     * Runs `attempt` (the password check) unless this account-and-address pair or this address is
     * blocked (429 with Retry-After), after the account's pause. Counts a refused password
     * (AppError invalid_credentials); a correct one clears the pair's failures, unless
     * `clearsFailures` says the attempt is not the whole sign-in: a right password of a person
     * with two-step on leaves the count standing until the code is right too, or the code step
     * could be guessed without end by re-entering the password every ten tries.
     */
    guard: async <T>(
      username: string,
      address: string,
      attempt: () => Promise<T>,
      options: { clearsFailures?: (result: T) => boolean } = {},
    ): Promise<T> => {
      const account = username.trim().toLowerCase();
      const pairKey = `${account}_${address}`;
      const [pair, fromAddress, onAccount] = await Promise.all([
        byAccountAndAddress.get(pairKey),
        byAddress.get(address),
        byAccount.get(account),
      ]);
      if (isBlocked(fromAddress, LOGIN_PROTECTION.failuresPerAddressPerDay) && fromAddress) {
        throw tooMany(fromAddress.msBeforeNext);
      }
      if (isBlocked(pair, LOGIN_PROTECTION.failuresPerAccountAndAddress) && pair)
        throw tooMany(pair.msBeforeNext);
      const pause = pauseBeforeAttemptMs(onAccount?.consumedPoints ?? 0);
      if (pause > 0) await loginClock.sleep(pause);

      try {
        const result = await attempt();
        if (pair && (options.clearsFailures?.(result) ?? true)) await byAccountAndAddress.delete(pairKey);
        return result;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'invalid_credentials') throw error;
        try {
          await Promise.all([
            byAccountAndAddress.consume(pairKey),
            byAddress.consume(address),
            byAccount.penalty(account),
          ]);
        } catch (rejected) {
          // The failure that crossed a limit: this pair or address now waits.
          if (rejected instanceof RateLimiterRes) throw tooMany(rejected.msBeforeNext);
          throw rejected;
        }
        throw error;
      }
    },
  };
};
