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
   * Takes up to `limit` due rows for this process until `leaseUntil` and counts the attempt, in one
   * statement. PostgreSQL skips rows another process has locked (`for update skip locked`), so
   * several servers on one database never claim the same row; SQLite runs the statement under its
   * single write lock, which gives the same guarantee for several processes on one file.
   */
  claimDue: (kind: DatabaseKind, now: string, leaseUntil: string, limit: number) =>
    db
      .updateTable('outbox_mails')
      .set((eb) => ({ claimed_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('outbox_mails')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', now)]))
          .orderBy('id')
          .limit(limit);
        return kind === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returningAll()
      .execute(),

  markSent: (id: number, sentAt: string) =>
    db
      .updateTable('outbox_mails')
      .set({ status: 'sent', sent_at: sentAt, claimed_until: null, last_error: null })
      .where('id', '=', id)
      .execute(),

  markFailedAttempt: (
    id: number,
    patch: { status: 'pending' | 'failed'; nextAttemptAt: string; error: string },
  ) =>
    db
      .updateTable('outbox_mails')
      .set({
        status: patch.status,
        next_attempt_at: patch.nextAttemptAt,
        claimed_until: null,
        last_error: patch.error,
      })
      .where('id', '=', id)
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
