import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { OutboxTables } from '../../db/tables/outbox.ts';

export type OutboxMailRow = Selectable<OutboxTables['outbox_mails']>;
export type NewOutboxMailRow = Insertable<OutboxTables['outbox_mails']>;

export const createOutboxRepository = (db: Db) => ({
  insert: (row: NewOutboxMailRow) =>
    db.insertInto('outbox_mails').values(row).returning(['id', 'uuid']).executeTakeFirstOrThrow(),

  /**
   * Takes up to `limit` due rows for the claim `token` until `leaseUntil` and counts the attempt,
   * in one statement. PostgreSQL skips rows another process has locked (`for update skip
   * locked`), so several servers on one database never claim the same row; SQLite runs the
   * statement under its single write lock, which gives the same guarantee for several processes
   * on one file. A row whose lease ran out (its sender died) is due again.
   */
  claimDue: (kind: DatabaseKind, claim: { now: string; leaseUntil: string; limit: number; token: string }) =>
    db
      .updateTable('outbox_mails')
      .set((eb) => ({
        claimed_until: claim.leaseUntil,
        claim_token: claim.token,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('outbox_mails')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', claim.now)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', claim.now)]))
          .orderBy('id')
          .limit(claim.limit);
        return kind === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returningAll()
      .execute(),

  /**
   * Extends the lease of the rows the claim `token` still holds (not yet sent or released, not
   * taken over by another claim) and answers their ids. A row missing from the answer is no
   * longer this claim's to send.
   */
  renewClaim: async (token: string, leaseUntil: string) => {
    const rows = await db
      .updateTable('outbox_mails')
      .set({ claimed_until: leaseUntil })
      .where('claim_token', '=', token)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    return new Set(rows.map((r) => r.id));
  },

  markSent: (id: number, sentAt: string) =>
    db
      .updateTable('outbox_mails')
      .set({ status: 'sent', sent_at: sentAt, claimed_until: null, claim_token: null, last_error: null })
      .where('id', '=', id)
      .execute(),

  /** Records a failed attempt, unless another claim took the row over meanwhile (its holder decides). */
  markFailedAttempt: (
    id: number,
    token: string,
    patch: { status: 'pending' | 'failed'; nextAttemptAt: string; error: string },
  ) =>
    db
      .updateTable('outbox_mails')
      .set({
        status: patch.status,
        next_attempt_at: patch.nextAttemptAt,
        claimed_until: null,
        claim_token: null,
        last_error: patch.error,
      })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .execute(),

  /** The mails about one record (e.g. an invoice's sent history), oldest first. */
  listForRef: (refType: string, refId: number) =>
    db
      .selectFrom('outbox_mails')
      .select([
        'id',
        'uuid',
        'kind',
        'to_address',
        'subject',
        'status',
        'attempts',
        'created_at',
        'sent_at',
        'last_error',
      ])
      .where('ref_type', '=', refType)
      .where('ref_id', '=', refId)
      .orderBy('id')
      .execute(),

  /** When the earliest lease still running ends (a row another sender holds, or held when it died), or null. */
  nextLeaseEnd: async (now: string) => {
    const row = await db
      .selectFrom('outbox_mails')
      .select((eb) => eb.fn.min('claimed_until').as('until'))
      .where('status', '=', 'pending')
      .where('claimed_until', '>', now)
      .executeTakeFirst();
    return row?.until ?? null;
  },

  countDue: async (now: string) => {
    const row = await db
      .selectFrom('outbox_mails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});
