import type { Kysely } from 'kysely';
import { addIdColumn, dateType, doubleType } from '../migration-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('invoices'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'text', (c) => c.unique())
    .addColumn('number_scope', 'text')
    .addColumn('number_seq', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('concept'))
    .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('restrict'))
    .addColumn('person_id', 'integer', (c) => c.references('contact_people.id').onDelete('set null'))
    .addColumn('identifier', 'text')
    .addColumn('invoice_date', dateType(db), (c) => c.notNull())
    .addColumn('days_until_due', 'integer', (c) => c.notNull().defaultTo(14))
    .addColumn('due_date', dateType(db), (c) => c.notNull())
    .addColumn('include_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('company_details', 'text')
    .addColumn('contact_details', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addUniqueConstraint('invoices_number_unique', ['number_scope', 'number_seq'])
    .execute();
  await db.schema.createIndex('invoices_contact_idx').on('invoices').column('contact_id').execute();
  await db.schema.createIndex('invoices_status_idx').on('invoices').columns(['status', 'due_date']).execute();

  await addIdColumn(db, db.schema.createTable('invoice_lines'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_count', doubleType(db), (c) => c.notNull().defaultTo(1))
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_rate', 'integer', (c) => c.notNull().defaultTo(21))
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice_idx')
    .on('invoice_lines')
    .columns(['invoice_id', 'position'])
    .execute();

  await db.schema
    .createTable('invoice_number_counters')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('next_seq', 'integer', (c) => c.notNull())
    .execute();
};
