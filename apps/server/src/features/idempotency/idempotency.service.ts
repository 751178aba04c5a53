import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { stringify } from 'safe-stable-stringify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteClaim,
  deleteExpiredKeys,
  findKey,
  type IdempotencyRow,
  insertClaim,
  storeAnswer,
  takeOverAbandonedClaim,
} from './idempotency.repository.ts';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey:
    'De Idempotency-Key is ongeldig: gebruik 1 tot 255 tekens, alleen letters, cijfers en - _ . : + / = (bijvoorbeeld een uuid).',
  otherRequest:
    'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Gebruik een nieuwe sleutel voor een nieuw verzoek.',
  stillRunning:
    'Een eerder verzoek met deze Idempotency-Key is nog bezig. Probeer het over enkele seconden opnieuw.',
} as const;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:+/=-]{1,255}$/;

export const IDEMPOTENCY_LIMITS = {
  /** A key answers the same for this long. */
  keepMs: 24 * 60 * 60 * 1000,
  /** A repeat waits this long for the first request before it gives up with a 409. */
  waitMs: 10_000,
  pollMs: 100,
  /**
   * A claim this old belongs to a request whose process died (a crash between claim and answer):
   * a retry takes it over. Far above any create's running time, which is milliseconds.
   */
  abandonedAfterMs: 60_000,
  /** Expired keys of all users are removed at most this often per process. */
  cleanupEveryMs: 10 * 60 * 1000,
} as const;

export type KeyRef = { userId: number; key: string };
export type StoredAnswer = { status: number; contentType: string | null; body: string };
export type KeyOutcome = { kind: 'run'; claim: string } | ({ kind: 'replay' } & StoredAnswer);

/** The request's fingerprint: a key is bound to one method, route, parameters and body. */
export const fingerprintOf = (parts: {
  method: string;
  route: string;
  params: unknown;
  query: unknown;
  body: unknown;
}) =>
  createHash('sha256')
    // Keys sorted, so the same values in another order are the same request.
    .update(stringify([parts.method, parts.route, parts.params, parts.query, parts.body ?? null]) ?? '')
    .digest('base64url');

/**
 * Answers that are stored and replayed: everything below 500 except 409 and 429, which say that
 * something was in the way (a unit just taken, a concurrent change, a rate limit) and made
 * nothing, so a retry with the same key may run again. A 5xx (or a crash) releases the key too.
 */
export const isReplayable = (status: number) => status < 500 && status !== 409 && status !== 429;

export const createIdempotencyService = (ctx: AppContext) => {
  let lastCleanupMs = 0;

  const cleanUpNowAndThen = async (nowMs: number) => {
    if (nowMs - lastCleanupMs < IDEMPOTENCY_LIMITS.cleanupEveryMs) return;
    lastCleanupMs = nowMs;
    await deleteExpiredKeys(ctx.db, new Date(nowMs).toISOString());
  };

  const outcomeOf = (row: IdempotencyRow, fingerprint: string): KeyOutcome | null => {
    if (row.fingerprint !== fingerprint) {
      throw new AppError('validation_failed', IDEMPOTENCY_MESSAGES.otherRequest, {
        'idempotency-key': [IDEMPOTENCY_MESSAGES.otherRequest],
      });
    }
    if (row.status === null || row.body === null) return null;
    return { kind: 'replay', status: row.status, contentType: row.content_type, body: row.body };
  };

  /**
   * Either the claim to run the request (no answer under this key yet) or the stored answer.
   * A repeat of a request that still runs (here or in another process) polls its row until the
   * answer is there, the key is released (then it claims it itself) or the wait is over (409).
   */
  const acquire = async (ref: KeyRef & { fingerprint: string }): Promise<KeyOutcome> => {
    const claim = randomUUID();
    const deadline = Date.now() + IDEMPOTENCY_LIMITS.waitMs;
    await cleanUpNowAndThen(Date.now());
    for (;;) {
      const nowMs = Date.now();
      const now = new Date(nowMs).toISOString();
      const attempt = {
        ...ref,
        claim,
        now,
        expiresAt: new Date(nowMs + IDEMPOTENCY_LIMITS.keepMs).toISOString(),
      };
      if (await insertClaim(ctx.db, attempt)) return { kind: 'run', claim };
      const row = await findKey(ctx.db, ref);
      if (row) {
        const outcome = outcomeOf(row, ref.fingerprint);
        if (outcome) return outcome;
        const abandonedBefore = new Date(nowMs - IDEMPOTENCY_LIMITS.abandonedAfterMs).toISOString();
        if (await takeOverAbandonedClaim(ctx.db, { ...attempt, abandonedBefore })) {
          return { kind: 'run', claim };
        }
      }
      // No row: released between the insert and the read; the next round claims it.
      if (Date.now() >= deadline) {
        throw new AppError('conflict', IDEMPOTENCY_MESSAGES.stillRunning, undefined, {
          retryAfterSeconds: 2,
        });
      }
      if (row) await sleep(IDEMPOTENCY_LIMITS.pollMs);
    }
  };

  /** Stores the answer of the claim, or releases the key when the answer is not kept. */
  const finish = async (ref: KeyRef & { claim: string }, answer: StoredAnswer | null) => {
    if (answer && isReplayable(answer.status)) await storeAnswer(ctx.db, ref, answer);
    else await deleteClaim(ctx.db, ref);
  };

  return { acquire, finish };
};

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
