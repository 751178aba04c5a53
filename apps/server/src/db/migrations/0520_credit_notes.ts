import type { Kysely } from 'kysely';

/**
 * Credit notes: a credit note is a row of `invoices` of kind 'credit_note' with
 * negative lines, numbered in the same gapless series, that credits one published invoice
 * (`credited_invoice_id`). Each of its lines names the invoice line it credits
 * (`invoice_lines.credited_line_id`), so no line can be credited for more units than it has.
 * SQLite adds a column with a REFERENCES clause only when its default is null, as here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('invoices')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('invoice'))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('credited_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
    .execute();
  await db.schema
    .createIndex('invoices_credited_invoice_idx')
    .on('invoices')
    .column('credited_invoice_id')
    .execute();
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('credited_line_id', 'integer', (c) => c.references('invoice_lines.id').onDelete('restrict'))
    .execute();
  await db.schema
    .createIndex('invoice_lines_credited_line_idx')
    .on('invoice_lines')
    .column('credited_line_id')
    .execute();
};
