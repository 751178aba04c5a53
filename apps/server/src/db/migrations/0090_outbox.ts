import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * Mails that must not be lost (order confirmations, invoices) are written here in the same
 * transaction as the change they report and sent after the commit, with retries
 * (features/outbox). Attachments are kept as JSON with base64 content so one text column works on
 * both databases; rows are small (an invoice PDF is tens of kB).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('outbox_mails'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'integer')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('attachments', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_mails_due_idx')
    .on('outbox_mails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_mails_ref_idx')
    .on('outbox_mails')
    .columns(['ref_type', 'ref_id'])
    .execute();
};
