import type { Kysely } from 'kysely';

/**
 * `search_text`: the invoice number and Kenmerk lower-cased without accents (kept by the invoices
 * service), so the list search is case- and accent-insensitive on both databases; the contact
 * name is matched through the contact's own search_text. Indexes for the list's sort orders so a
 * page of 50,000 invoices stays an index walk.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('invoices')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('invoices_invoice_date_idx')
    .on('invoices')
    .columns(['invoice_date', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_total_idx')
    .on('invoices')
    .columns(['total_amount_cents', 'id'])
    .execute();
};
