import { type Kysely, sql } from 'kysely';
import { kindOf } from '../dialect.ts';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * The audit trail: one row per change to money, customers and settings, written
 * in the transaction of the change itself. Append-only: the code has no update or delete for it,
 * and triggers refuse an update or delete at the database too (also from a stray SQL statement).
 * `actor_user_id` has no foreign key on purpose: the row must stay as written, and `actor_name`
 * keeps who it was even if the account ever goes. `entity_id` is the entity's uuid (text).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('audit_events'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .addColumn('summary', 'text')
    .execute();
  await db.schema
    .createIndex('audit_events_entity_idx')
    .on('audit_events')
    .columns(['entity', 'entity_id', 'created_at'])
    .execute();
  // The owner's log reads newest first over everything, optionally per entity kind.
  await db.schema.createIndex('audit_events_created_idx').on('audit_events').column('created_at').execute();

  if (kindOf(db) === 'postgres') {
    await sql`
      create function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_events is append-only';
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
  } else {
    await sql`
      create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
    await sql`
      create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
  }
};
