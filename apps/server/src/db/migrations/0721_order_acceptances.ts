import type { Kysely } from 'kysely';
import { addAppendOnlyTriggers, addIdColumn, bytesType } from '../migration-helpers.ts';

/**
 * How a quote became an order online: the name the customer typed, when, their address and
 * browser, the terms version, the quote's number and revision, and the very PDF that was shown
 * with its SHA-256 (its link carries the customer's token, which is stored nowhere else, so the
 * bytes are kept to show the document again). One per order; append-only: evidence.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('order_acceptances'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('quote_number', 'text', (c) => c.notNull())
    .addColumn('quote_revision', 'integer', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'integer', (c) => c.notNull().references('terms_versions.number'))
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('document_pdf', bytesType(db), (c) => c.notNull())
    .execute();
  await addAppendOnlyTriggers(db, 'order_acceptances');
};
