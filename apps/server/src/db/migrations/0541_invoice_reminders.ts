import { type Kysely, sql } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * Payment reminders sent for an invoice: level 1 the herinnering, level 2 the
 * aanmaning. The unique (invoice_id, level) is the claim: of several processes (or a person and
 * the scheduler) sending the same step at once, only one insert succeeds, so each is sent once.
 * `costs_cents` are the collection costs (consumer) or the fixed compensation (business) the letter
 * names, `interest_cents` the commercial interest up to the day it was sent.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('invoice_reminders'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('open_cents', 'integer', (c) => c.notNull())
    .addColumn('costs_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interest_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('automatic', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('invoice_reminders_level_check', sql`level in (1, 2)`)
    .addUniqueConstraint('invoice_reminders_invoice_level_key', ['invoice_id', 'level'])
    .execute();
};
