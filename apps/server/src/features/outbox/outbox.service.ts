import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { newUuid } from '../../lib/ids.ts';
import type { MailAttachment, Mailer, MailMessage } from '../../lib/mailer.ts';
import { nowIso } from '../../lib/time.ts';
import { createOutboxRepository, type OutboxMailRow } from './outbox.repository.ts';

export type OutboxMail = MailMessage & {
  /** What the mail is, e.g. 'order_confirmation', 'invoice'. */
  kind: string;
  /** The record it reports on, so a history can be shown (e.g. {type: 'invoice', id}). */
  ref?: { type: string; id: number };
};

/**
 * Writes a mail to the outbox inside the caller's transaction: it is sent only if that
 * transaction commits, and it is not lost if sending fails or the process dies. Call
 * `ctx.outbox.kick()` after the commit to send it right away instead of at the next poll.
 */
export const enqueueMail = async (db: Db, mail: OutboxMail) => {
  const now = nowIso();
  return createOutboxRepository(db).insert({
    uuid: newUuid(),
    kind: mail.kind,
    ref_type: mail.ref?.type ?? null,
    ref_id: mail.ref?.id ?? null,
    to_address: mail.to,
    from_name: mail.from?.name ?? null,
    from_address: mail.from?.address ?? null,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html ?? null,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments.map(encodeAttachment)) : null,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    claimed_until: null,
    last_error: null,
    created_at: now,
    sent_at: null,
  });
};

type StoredAttachment = { filename: string; content_type: string; content_base64: string };

const encodeAttachment = (a: MailAttachment): StoredAttachment => ({
  filename: a.filename,
  content_type: a.contentType,
  content_base64: a.content.toString('base64'),
});

const toMessage = (row: OutboxMailRow): MailMessage => ({
  to: row.to_address,
  ...(row.from_name !== null || row.from_address !== null
    ? { from: { name: row.from_name ?? '', address: row.from_address } }
    : {}),
  ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  subject: row.subject,
  text: row.body_text,
  ...(row.body_html ? { html: row.body_html } : {}),
  ...(row.attachments
    ? {
        attachments: (JSON.parse(row.attachments) as StoredAttachment[]).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.content_base64, 'base64'),
        })),
      }
    : {}),
});

/** Wait before attempt n+1 after n failed attempts: 30 s, 2 min, 10 min, 30 min, then hourly-ish. */
const DEFAULT_BACKOFF_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 43_200];

/**
 * How long a claim holds a row without renewal. Short, so rows whose sender died are sent again
 * soon (within this plus one poll interval: 45 s); the sender renews it while it sends.
 */
export const OUTBOX_LEASE_SECONDS = 30;

export type OutboxOptions = {
  db: Db;
  dbKind: DatabaseKind;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** How often every process looks for due mails (retries, rows another process left). */
  pollIntervalMs?: number;
  /** How long a claim holds its rows before another process may take them, unless renewed. */
  leaseSeconds?: number;
  /** After this many failed attempts a mail is marked failed and no longer retried. */
  maxAttempts?: number;
  batchSize?: number;
};

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Sends the outbox: right after a commit (`kick`), and every poll interval for retries and rows
 * whose sender died. Rows are claimed in batches with a short lease that is renewed (three times
 * per lease) while the batch is being sent, so a slow SMTP server does not let a second process
 * take a row that is still being sent, and a dead process's rows are free 30 s after its last
 * renewal. Delivery is at least once: a process that dies after the SMTP server took the mail but
 * before marking it sent will have that one mail sent again.
 */
export const createOutbox = (opts: OutboxOptions) => {
  const pollIntervalMs = opts.pollIntervalMs ?? 15_000;
  const leaseMs = (opts.leaseSeconds ?? OUTBOX_LEASE_SECONDS) * 1000;
  const renewEveryMs = leaseMs / 3;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_BACKOFF_SECONDS.length + 1;
  const batchSize = opts.batchSize ?? 10;
  const repo = createOutboxRepository(opts.db);
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let leaseTimer: NodeJS.Timeout | null = null;
  let stopped = false;

  const sendOne = async (row: OutboxMailRow, token: string, at: Date) => {
    try {
      await opts.mailer.deliver(toMessage(row));
      await repo.markSent(row.id, nowIso());
    } catch (err) {
      const failed = row.attempts >= maxAttempts;
      const wait =
        DEFAULT_BACKOFF_SECONDS[Math.min(row.attempts - 1, DEFAULT_BACKOFF_SECONDS.length - 1)] ?? 3600;
      const error = err instanceof Error ? err.message : String(err);
      await repo.markFailedAttempt(row.id, token, {
        status: failed ? 'failed' : 'pending',
        // From the run's clock, so a drain 'in the future' (tests) does not retry at once.
        nextAttemptAt: new Date(at.getTime() + wait * 1000).toISOString(),
        error: error.slice(0, 500),
      });
      opts.log.warn(
        { err, outboxId: row.id, kind: row.kind, attempts: row.attempts, retry: !failed },
        failed ? 'mail definitief niet verzonden' : 'mail niet verzonden, wordt later opnieuw geprobeerd',
      );
    }
  };

  /**
   * Sends one claimed batch, renewing the claim in the background meanwhile. Before each row it
   * checks that the claim still holds it: a row is sent only while its lease has not run out (an
   * event loop stalled past the lease renews first, and skips rows another process took over).
   */
  const sendClaimed = async (rows: OutboxMailRow[], token: string, clock: () => Date, claimedAt: Date) => {
    let held = new Set(rows.map((r) => r.id));
    let heldUntil = claimedAt.getTime() + leaseMs;
    let renewing: Promise<void> = Promise.resolve();
    const renew = () => {
      renewing = renewing.then(async () => {
        const at = clock();
        const until = at.getTime() + leaseMs;
        try {
          held = await repo.renewClaim(token, new Date(until).toISOString());
          heldUntil = until;
        } catch (err) {
          opts.log.warn({ err }, 'claim op uitgaande mails niet verlengd');
        }
      });
      return renewing;
    };
    const heartbeat = setInterval(() => void renew(), renewEveryMs);
    heartbeat.unref();
    try {
      for (const row of rows) {
        if (heldUntil - clock().getTime() < renewEveryMs) await renew();
        if (!held.has(row.id) || heldUntil <= clock().getTime()) continue;
        await sendOne(row, token, clock());
      }
    } finally {
      clearInterval(heartbeat);
      await renewing;
    }
  };

  /** Claims and sends due rows until none is left; `now` lets tests act as if time passed. */
  const runOnce = async (now?: Date) => {
    const offset = now ? now.getTime() - Date.now() : 0;
    const clock = () => new Date(Date.now() + offset);
    for (;;) {
      const at = clock();
      const token = newUuid();
      const rows = await repo.claimDue(opts.dbKind, {
        now: at.toISOString(),
        leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
        limit: batchSize,
        token,
      });
      if (rows.length === 0) return;
      await sendClaimed(rows, token, clock, at);
    }
  };

  /**
   * When rows are held by a lease that ends before the next poll (a sender that died, or one
   * still sending), looks again right after it ends: a dead process's mails then go out about
   * 30 s after its last renewal, not up to a poll interval later. A live sender renews, and the
   * next look simply finds the row held again.
   */
  const watchLeases = async () => {
    if (leaseTimer) clearTimeout(leaseTimer);
    leaseTimer = null;
    const now = Date.now();
    const until = await repo.nextLeaseEnd(new Date(now).toISOString());
    if (!until || stopped) return;
    const wait = Date.parse(until) - now + 100;
    if (wait >= pollIntervalMs) return;
    leaseTimer = setTimeout(() => {
      leaseTimer = null;
      void run();
    }, wait);
    leaseTimer.unref();
  };

  const run = (now?: Date): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce(now);
        } while (again && !stopped);
        // Real time only: a drain 'in the future' (tests) says nothing about when leases end.
        if (!now && !stopped) await watchLeases();
      } catch (err) {
        opts.log.error({ err }, 'outbox kon niet worden verwerkt');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    /** Send what is due soon, in the background (call after a commit that enqueued mail). */
    kick: () => {
      if (!stopped) void run();
    },
    /**
     * Sends everything due now (or at `now`) and resolves when done; for tests and shutdown.
     * Rows that fail are rescheduled, not retried within the same call.
     */
    drain: async (now?: Date) => {
      if (running) await running;
      await run(now);
    },
    start: () => {
      if (timer || stopped) return;
      timer = setInterval(() => void run(), pollIntervalMs);
      timer.unref();
      void run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (leaseTimer) clearTimeout(leaseTimer);
      leaseTimer = null;
      if (running) await running;
    },
    countDue: () => repo.countDue(nowIso()),
  };
};

/** The mails about one record, oldest first (e.g. an invoice's sent history). */
export const listMailsAbout = (db: Db, refType: string, refId: number) =>
  createOutboxRepository(db).listForRef(refType, refId);
